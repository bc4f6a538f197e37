import type { Rule } from '@portal/shared-domain/wizard-core';

export function ruleOf<K extends Rule['rule']>(rules: readonly Rule[] | undefined, name: K): Extract<Rule, { rule: K }> | undefined {
  return rules?.find((rule): rule is Extract<Rule, { rule: K }> => rule.rule === name);
}
