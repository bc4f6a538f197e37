import { defineFlow, type FlowDef, type QuestionDef } from '@portal/shared-domain/wizard-core';

/** A flow text, the same in every language (tests only). */
export const t = (de: string) => ({ de, fr: de, it: de });

export const context = { user: { email: 'org@example.org' }, now: new Date('2026-01-15T10:00:00Z') };

/** A wizard of one step with these questions, a group statement unless said otherwise (tests only). */
export function testFlow(id: string, questions: QuestionDef[], kind: Partial<Pick<FlowDef, 'applicant' | 'mode'>> = {}) {
  return defineFlow({
    id,
    applicant: kind.applicant ?? 'group',
    type: 'wizard',
    mode: kind.mode ?? 'statement',
    paths: { base: '/test/{id}', withId: '/test/{id}' },
    steps: [{ name: 'test', title: t('Test'), questions }],
  });
}
