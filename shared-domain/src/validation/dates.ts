import type { DateOperand } from './types';

/** A calendar date without time or zone (the portal's dates are Swiss calendar days). */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** d.mm.yyyy: day 1–31 and month 1–12 with optional leading zero, 4-digit year starting 0, 1 or 2 (spec 00 §5.1). */
const SWISS_DATE = /^(0?[1-9]|[12]\d|3[01])\.(0?[1-9]|1[0-2])\.([012]\d{3})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T.*)?$/;

function realDate(year: number, month: number, day: number): CalendarDate | null {
  const probe = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC maps years 0–99 to 1900+; setUTCFullYear keeps them as written.
  probe.setUTCFullYear(year);
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** Parses a typed date 'd.mm.yyyy'; null unless it is a real calendar date (31.04 and 29.02.2023 fail). */
export function parseSwissDate(value: unknown): CalendarDate | null {
  if (typeof value !== 'string') return null;
  const match = SWISS_DATE.exec(value.trim());
  if (!match) return null;
  return realDate(Number(match[3]), Number(match[2]), Number(match[1]));
}

/** Parses an ISO date 'yyyy-mm-dd' (a time part is ignored). */
export function parseIsoDate(value: unknown): CalendarDate | null {
  if (typeof value !== 'string') return null;
  const match = ISO_DATE.exec(value.trim());
  if (!match) return null;
  return realDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** Either spelling, as stored (ISO) or as typed (d.mm.yyyy). */
export function parseAnyDate(value: unknown): CalendarDate | null {
  return parseSwissDate(value) ?? parseIsoDate(value);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'd.MM.yyyy', the spelling of dates in messages (spec 00 §5.1 "before"). */
export function formatMessageDate(date: CalendarDate): string {
  return `${date.day}.${pad(date.month)}.${pad(date.year, 4)}`;
}

/** 'dd.MM.yyyy', the display format (spec 00 §9). */
export function formatSwissDate(date: CalendarDate): string {
  return `${pad(date.day)}.${pad(date.month)}.${pad(date.year, 4)}`;
}

export function formatIsoDate(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/** Day number for comparisons and arithmetic. */
export function dayNumber(date: CalendarDate): number {
  const probe = new Date(Date.UTC(2000, date.month - 1, date.day));
  probe.setUTCFullYear(date.year);
  return Math.round(probe.getTime() / 86_400_000);
}

export function fromDayNumber(days: number): CalendarDate {
  const probe = new Date(days * 86_400_000);
  return { year: probe.getUTCFullYear(), month: probe.getUTCMonth() + 1, day: probe.getUTCDate() };
}

/** Made on first use: a time zone's first formatter costs a phone tens of ms, and a page that never checks a date need not pay it. */
let zurichDay: Intl.DateTimeFormat | undefined;

/** The calendar day of an instant in Switzerland, so browser and server agree on "today". */
export function swissToday(now: Date): CalendarDate {
  zurichDay ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich', year: 'numeric', month: '2-digit', day: '2-digit' });
  const parts = Object.fromEntries(zurichDay.formatToParts(now).map((part) => [part.type, part.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

/** Resolves a rule's date operand; null when it points at an empty or invalid field. */
export function resolveDateOperand(
  operand: DateOperand,
  values: Record<string, unknown>,
  now: Date,
): CalendarDate | null {
  if (typeof operand === 'string') return parseAnyDate(operand);
  if ('field' in operand) return parseAnyDate(values[operand.field]);
  const days = (operand.fromNow.days ?? 0) + 7 * (operand.fromNow.weeks ?? 0);
  return fromDayNumber(dayNumber(swissToday(now)) + days);
}
