import { DEFAULT_LANG, type Lang } from '../languages';
import { formatMessageDate, resolveDateOperand } from './dates';
import { fieldSubject, interpolate, MESSAGES } from './messages';
import { checkRule, isEmptyValue } from './rules';
import { frenchTypography } from './typography';
import { formatSizeLimit } from './uploads';
import type { Label, Rule, RuleContext, ValidateOptions } from './types';

/** A label in a language; French texts get their no-break spaces before ? ! : ; (typography.ts). */
export function labelText(label: Label | undefined, lang: Lang): string | undefined {
  if (label === undefined) return undefined;
  const text = typeof label === 'string' ? label : label[lang];
  return lang === 'fr' && typeof text === 'string' ? frenchTypography(text) : text;
}

function ruleParams(rule: Rule, value: unknown, context: RuleContext): Record<string, string | number> {
  switch (rule.rule) {
    case 'min':
    case 'max':
      return { length: rule.length };
    case 'min_value':
      return { min: rule.min };
    case 'max_value':
      return { max: rule.max };
    case 'size':
      return { size: formatSizeLimit(rule.kb), n: rule.kb };
    case 'is':
      return { other: labelText(rule.other, context.lang) ?? String(rule.value) };
    case 'before':
    case 'after':
    case 'sameOrAfter':
    case 'minDate': {
      const date = resolveDateOperand(rule.date, context.values, context.now);
      return date ? { date: formatMessageDate(date) } : {};
    }
    case 'minItems':
    case 'maxItems':
      return { count: rule.count };
    case 'custom':
      return rule.params?.(value, context) ?? {};
    default:
      return {};
  }
}

/** The message of a failed rule in a language, with `{field}` and the rule's parameters filled in. */
export function ruleMessage(rule: Rule, value: unknown, options: ValidateOptions = {}): string {
  const lang = options.lang ?? DEFAULT_LANG;
  const context = toContext(options);
  const template = (rule.rule === 'custom' ? rule.message : (rule.message ?? MESSAGES[rule.rule]))[lang];
  const label = labelText(options.label, lang);
  const message = interpolate(template, {
    ...ruleParams(rule, value, context),
    field: fieldSubject(label, lang),
    label: label ?? '',
  });
  return lang === 'fr' ? frenchTypography(message) : message;
}

function toContext(options: ValidateOptions): RuleContext {
  return {
    values: options.values ?? {},
    now: options.now ?? new Date(),
    lang: options.lang ?? DEFAULT_LANG,
    records: options.records,
  };
}

/**
 * Validates one value against its rules and returns the first error message, or null (spec 00
 * §5.2: only the first error is shown). An empty optional field passes: like the original form
 * library, rules other than `required` only judge values that were entered.
 */
export function validateField(value: unknown, rules: readonly Rule[] | undefined, options: ValidateOptions = {}): string | null {
  if (!rules?.length) return null;
  const context = toContext(options);
  const optionalAndEmpty = isEmptyValue(value) && !rules.some((rule) => rule.rule === 'required');
  for (const rule of rules) {
    if (optionalAndEmpty && !(rule.rule === 'custom' && rule.runOnEmpty)) continue;
    if (rule.rule === 'custom' && rule.atSubmission && !options.submission) continue;
    if (!checkRule(value, rule, context)) return ruleMessage(rule, value, options);
  }
  return null;
}

/** Whether the rules make the field required (the form kit adds '(optional)' otherwise, spec 00 §2.17). */
export function isRequired(rules: readonly Rule[] | undefined): boolean {
  return !!rules?.some((rule) => rule.rule === 'required');
}
