/** Quick-check fixtures with the spec's evaluation orders (spec 01 §4.2, 02 §4.2). */
import { defineFlow } from '../define-flow';

const code = (name: string) => [{ name, kind: 'radio' as const }];

export const singlePersonQuickCheck = defineFlow({
  id: 'single-person-quick-check',
  applicant: 'single-person',
  type: 'quick-check',
  mode: 'application',
  paths: { base: '/gesuche/kurzcheck/einzelperson' },
  steps: [
    {
      name: 'kurzcheck',
      questions: [
        { code: 'CE100', fields: [{ name: 'finances', kind: 'checkbox-group' }] },
        { code: 'CE110', fields: code('taxableIncome') },
        { code: 'CE120', fields: code('reasonForRequest') },
        { code: 'CE130', fields: code('deadline') },
      ],
    },
  ],
  quickCheck: [
    { popup: 'popup2', kind: 'failure', when: (q) => ((q.value('CE100') as number[] | null) ?? []).includes(99) },
    { popup: 'popup3', kind: 'failure', when: (q) => Number(q.value('CE110') ?? 0) >= 99 },
    { popup: 'popup4', kind: 'failure', when: (q) => Number(q.value('CE120') ?? 0) >= 99 },
    { popup: 'popup5', kind: 'failure', when: (q) => Number(q.value('CE130') ?? 0) >= 97 },
    { popup: 'popup1', kind: 'success', when: (q) => q.allAnswered() },
  ],
});

export const groupQuickCheck = defineFlow({
  id: 'group-quick-check',
  applicant: 'group',
  type: 'quick-check',
  mode: 'application',
  paths: { base: '/gesuche/kurzcheck/gruppe' },
  steps: [
    {
      name: 'kurzcheck',
      questions: [
        { code: 'CG100', fields: code('value') },
        { code: 'CG110', fields: code('value') },
        { code: 'CG120', fields: code('value') },
        { code: 'CG130', fields: code('value') },
      ],
    },
  ],
  quickCheck: [
    {
      popup: 'popup1',
      kind: 'success',
      when: (q) => (q.value('CG100') === 1 || q.value('CG110') === 1) && [1, 2].includes(q.value('CG120') as number) && q.value('CG130') === 1,
    },
    { popup: 'popup2', kind: 'failure', when: (q) => q.value('CG100') === 2 && q.value('CG110') === 2 },
    { popup: 'popup3', kind: 'failure', when: (q) => q.value('CG120') === 99 },
    { popup: 'popup4', kind: 'failure', when: (q) => Number(q.value('CG130') ?? 0) >= 97 },
  ],
});
