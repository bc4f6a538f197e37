import { emptyData } from '@portal/shared-domain/wizard-core';
import type { Flow, QuestionData, RuleView, WizardContext, WizardState } from './types';

export interface FlowView extends RuleView {
  isVisible(code: string): boolean;
}

/** A rule's reference ('CODE' or 'CODE.field') split once: rules are fixed, and a save reads many. */
const splitRefs = new Map<string, string[]>();
function refParts(ref: string): string[] {
  let parts = splitRefs.get(ref);
  if (!parts) {
    parts = ref.split('.');
    if (splitRefs.size < 4096) splitRefs.set(ref, parts);
  }
  return parts;
}

/**
 * The view rules read. Visibility is memoised per view; a hidden question reads as empty so a
 * chain (FE300 hides FE310, which hides FE320) never rests on a stale answer.
 */
export function createRuleView(flow: Flow, state: WizardState, context: Pick<WizardContext, 'user' | 'now'>): FlowView {
  const visible = new Map<string, boolean>();
  const evaluating = new Set<string>();

  const isVisible = (code: string): boolean => {
    const cached = visible.get(code);
    if (cached !== undefined) return cached;
    const question = flow.question(code);
    if (evaluating.has(code)) throw new Error(`${flow.id}: visibility of ${code} depends on itself`);
    evaluating.add(code);
    try {
      const result = question.visibleWhen ? question.visibleWhen.test(view) : true;
      visible.set(code, result);
      return result;
    } finally {
      evaluating.delete(code);
    }
  };

  // Rules read the same answers many times per view (a save checks every question's visibility).
  const answers = new Map<string, QuestionData>();
  const answer = (code: string): QuestionData => {
    let data = answers.get(code);
    if (!data) {
      const question = flow.question(code);
      data = isVisible(code) ? { ...emptyData(question.fields), ...(state.answers[code] ?? {}) } : emptyData(question.fields);
      answers.set(code, data);
    }
    return data;
  };

  const view: FlowView = {
    answer,
    value(ref: string): unknown {
      const [code, field] = refParts(ref);
      const data = answer(code);
      if (field) return data[field];
      const fields = flow.question(code).fields;
      return fields.length === 1 ? data[fields[0].name] : undefined;
    },
    application: state.records.application,
    statement: state.records.statement,
    user: context.user,
    now: context.now,
    isVisible,
  };
  return view;
}
