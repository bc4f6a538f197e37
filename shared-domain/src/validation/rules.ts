import { isValidIban } from './iban';
import { dayNumber, parseAnyDate, parseSwissDate, resolveDateOperand } from './dates';
import { filesOf } from './uploads';
import type { Rule, RuleContext } from './types';

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[a-z]{2,}$/i;
/** After removing spaces: +, 0 or 00 followed by at least 9 digits (spec 00 §5.1). */
const PHONE = /^(\+|00|0)\d{9,}$/;

function asText(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/** Integer or decimal (spec 00 §5.1): optional sign, dot separator by default, optional exponent; empty is invalid. */
export function isDecimal(value: unknown, decimals: number | '*' = '*', separator = '.'): boolean {
  const text = asText(value).trim();
  if (text === '') return false;
  if (decimals === 0) return /^[-+]?\d+$/.test(text);
  const sep = separator.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  const places = decimals === '*' ? '+' : `{1,${decimals}}`;
  return new RegExp(`^[-+]?(\\d+(${sep}\\d${places})?|${sep}\\d${places})([eE][-+]?\\d+)?$`).test(text);
}

export function isPhone(value: unknown): boolean {
  return PHONE.test(asText(value).replace(/\s+/g, ''));
}

export function isEmail(value: unknown): boolean {
  return EMAIL.test(asText(value).trim());
}

function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  const text = asText(value).trim();
  return text === '' ? Number.NaN : Number(text);
}

function compareDate(value: unknown, rule: Extract<Rule, { date: unknown }>, context: RuleContext): boolean {
  const own = parseAnyDate(value);
  if (!own) return false;
  const other = resolveDateOperand(rule.date, context.values, context.now);
  if (!other) return true; // nothing to compare with yet (the other date is empty or invalid)
  const diff = dayNumber(own) - dayNumber(other);
  if (rule.rule === 'before') return diff < 0;
  if (rule.rule === 'after') return diff > 0;
  return diff >= 0; // sameOrAfter, minDate
}

/** Whether one rule passes. File rules pass for stored references (ids): files are checked on upload. */
export function checkRule(value: unknown, rule: Rule, context: RuleContext): boolean {
  switch (rule.rule) {
    case 'required':
      return !isEmptyValue(value);
    case 'min':
      return asText(value).length >= rule.length;
    case 'max':
      return asText(value).length <= rule.length;
    case 'min_value': {
      const n = toNumber(value);
      return !Number.isNaN(n) && n >= rule.min;
    }
    case 'max_value': {
      const n = toNumber(value);
      return !Number.isNaN(n) && n <= rule.max;
    }
    case 'email':
      return isEmail(value);
    case 'ext': {
      const allowed = rule.extensions.map((ext) => ext.toLowerCase().replace(/^\./, ''));
      const names = typeof value === 'string' ? [value] : filesOf(value).map((file) => file.name);
      return names.every((name) => {
        if (name === undefined) return true;
        const ext = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase();
        return ext !== undefined && allowed.includes(ext);
      });
    }
    case 'confirmed':
      return value === context.values[rule.target];
    case 'emailConfirmation':
      return asText(value).trim() === asText(context.values[rule.target]).trim();
    case 'numeric':
      return /^\d+$/.test(asText(value));
    case 'size':
      return filesOf(value).every((file) => file.size === undefined || file.size <= rule.kb * 1024);
    case 'is':
      return value === rule.value;
    case 'decimal':
      return isDecimal(value, rule.decimals, rule.separator);
    case 'date':
      return parseSwissDate(value) !== null;
    case 'before':
    case 'after':
    case 'sameOrAfter':
    case 'minDate':
      return compareDate(value, rule, context);
    case 'phone':
      return isPhone(value);
    case 'pdfPortrait':
      return filesOf(value).every((file) => file.type !== 'application/pdf' || file.orientation !== 'landscape');
    case 'iban':
      return isValidIban(value);
    case 'minItems':
      return Array.isArray(value) && value.length >= rule.count;
    case 'maxItems':
      return !Array.isArray(value) || value.length <= rule.count;
    case 'custom':
      return rule.test(value, context);
  }
}

/** Empty for `required`: null, undefined, blank text, an empty list, or an object whose values are all empty. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object' && !(value instanceof Date)) return Object.values(value).every(isEmptyValue);
  return false;
}
