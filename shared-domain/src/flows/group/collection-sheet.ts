import { dayNumber, formatIsoDate, parseAnyDate, swissToday, type CalendarDate } from '@portal/shared-domain/validation';
import { formatAmount } from '@portal/shared-domain/wizard-core';
import type { Lang } from '../../languages';
import type { LocalizedText } from '../../validation/types';
import { GROUP_LIMITS, GROUP_MESSAGES, earliestGroupStart } from './rules';

/**
 * The spreadsheet of a collective application (spec 02 §1, §2.3 FG240/FG245): one row per group
 * with its activity, dates, participants, days, expenses, income and deficit, and a totals row.
 * The API writes the template (exceljs) from these columns and reads the filled file back into
 * cells; what the cells must hold is checked here, so the rules and the messages are the flow's.
 */
const t = (de: string, fr: string, it: string): LocalizedText => ({ de, fr, it });

export type SheetColumnKey = 'activity' | 'start' | 'end' | 'participants' | 'days' | 'expenses' | 'income' | 'deficit';

export interface SheetColumn {
  key: SheetColumnKey;
  label: LocalizedText;
  /** What the template's cell holds: text, a date, a count, days (halves allowed) or CHF. */
  type: 'text' | 'date' | 'count' | 'days' | 'chf';
  width: number;
}

export const SHEET_COLUMNS: readonly SheetColumn[] = [
  { key: 'activity', label: t('Aktivität', 'Activité', 'Attività'), type: 'text', width: 36 },
  { key: 'start', label: t('Beginn', 'Début', 'Inizio'), type: 'date', width: 14 },
  { key: 'end', label: t('Ende', 'Fin', 'Fine'), type: 'date', width: 14 },
  { key: 'participants', label: t('Teilnehmende', 'Participant·es', 'Partecipanti'), type: 'count', width: 14 },
  { key: 'days', label: t('Tage', 'Jours', 'Giorni'), type: 'days', width: 10 },
  { key: 'expenses', label: t('Ausgaben (CHF)', 'Dépenses (CHF)', 'Uscite (CHF)'), type: 'chf', width: 16 },
  { key: 'income', label: t('Einnahmen (CHF)', 'Recettes (CHF)', 'Entrate (CHF)'), type: 'chf', width: 16 },
  { key: 'deficit', label: t('Defizit (CHF)', 'Déficit (CHF)', 'Deficit (CHF)'), type: 'chf', width: 16 },
];

export const SHEET_TEXTS = {
  sheetName: t('Gruppen', 'Groupes', 'Gruppi'),
  title: t('Sammelgesuch: Gruppenaktivitäten', 'Demande collective : activités de groupe', 'Richiesta collettiva: attività di gruppo'),
  instructions: t(
    'Eine Zeile pro Gruppe (mindestens 3). Alle Aktivitäten im selben Jahr und mindestens 10 Wochen nach der Eingabe. Daten als TT.MM.JJJJ, Tage ganz oder halb (z. B. 2.5), Beträge in CHF. Das Defizit wird berechnet.',
    'Une ligne par groupe (au moins 3). Toutes les activités la même année et au moins 10 semaines après le dépôt. Dates au format JJ.MM.AAAA, jours entiers ou demi-journées (p. ex. 2.5), montants en CHF. Le déficit est calculé.',
    'Una riga per gruppo (almeno 3). Tutte le attività nello stesso anno e almeno 10 settimane dopo l’inoltro. Date nel formato GG.MM.AAAA, giorni interi o mezze giornate (p. es. 2.5), importi in CHF. Il deficit viene calcolato.',
  ),
  total: t('Total', 'Total', 'Totale'),
};

/** Rows of the template ready for groups (with the deficit formula); more may be inserted. */
export const TEMPLATE_ROWS = 30;
/** The header row; groups start on the row below it. */
export const HEADER_ROW = 3;
/** The most rows read (a sheet is not a database). */
export const MAX_SHEET_ROWS = 500;

/** One group as read from the sheet. Dates ISO, amounts in CHF. */
export interface CollectionGroup {
  row: number;
  activity: string;
  start: string;
  end: string;
  participants: number;
  days: number;
  expenses: number;
  income: number;
  deficit: number;
}

export interface CollectionTotals {
  groups: number;
  participants: number;
  participantDays: number;
  /** Participant days per group, to 2 decimals (FG290). */
  averageParticipantDays: number;
  expenses: number;
  income: number;
  deficit: number;
  start: string | null;
  end: string | null;
}

const MESSAGES = {
  intro: t('Die Tabelle enthält Fehler:', 'Le tableau contient des erreurs :', 'La tabella contiene errori:'),
  row: t('Zeile {row}', 'Ligne {row}', 'Riga {row}'),
  notASheet: t(
    'Die Datei konnte nicht als Tabelle gelesen werden. Bitte verwenden Sie die Vorlage.',
    'Le fichier n’a pas pu être lu comme tableau. Veuillez utiliser le modèle.',
    'Il file non ha potuto essere letto come tabella. Utilizzi il modello.',
  ),
  required: t('fehlt', 'manquant', 'mancante'),
  date: t('ist kein gültiges Datum (TT.MM.JJJJ)', 'n’est pas une date valable (JJ.MM.AAAA)', 'non è una data valida (GG.MM.AAAA)'),
  endBeforeStart: t('liegt vor dem Beginn', 'précède le début', 'precede l’inizio'),
  leadTime: t(
    'liegt weniger als 10 Wochen in der Zukunft',
    'se situe à moins de 10 semaines dans le futur',
    'è a meno di 10 settimane nel futuro',
  ),
  count: t('muss eine ganze Zahl grösser als 0 sein', 'doit être un nombre entier supérieur à 0', 'deve essere un numero intero maggiore di 0'),
  days: t('muss in ganzen oder halben Tagen angegeben sein (z. B. 2.5)', 'doit être indiqué en jours entiers ou en demi-journées (p. ex. 2.5)', 'deve essere indicato in giorni interi o mezze giornate (p. es. 2.5)'),
  chf: t('muss ein Betrag in CHF sein (z. B. 1250.50)', 'doit être un montant en CHF (p. ex. 1250.50)', 'deve essere un importo in CHF (p. es. 1250.50)'),
  tooMany: t('Die Tabelle hat mehr als 500 Zeilen.', 'Le tableau compte plus de 500 lignes.', 'La tabella ha più di 500 righe.'),
} satisfies Record<string, LocalizedText>;

export interface SheetProblem {
  /** The spreadsheet's row number (as the applicant sees it); null for the whole sheet. */
  row: number | null;
  column: SheetColumnKey | null;
  message: string;
}

/** A cell as exceljs gives it: a value, a Date, a formula `{result}`, rich text `{richText}` or a hyperlink `{text}`. */
function plain(cell: unknown): unknown {
  if (cell === null || cell === undefined) return null;
  if (cell instanceof Date) return cell;
  if (typeof cell === 'object') {
    const value = cell as { result?: unknown; richText?: Array<{ text?: string }>; text?: unknown; error?: unknown };
    if ('result' in value) return plain(value.result);
    if (Array.isArray(value.richText)) return value.richText.map((part) => part.text ?? '').join('');
    if ('text' in value) return plain(value.text);
    return null;
  }
  return cell;
}

const isBlank = (cell: unknown): boolean => {
  const value = plain(cell);
  return value === null || (typeof value === 'string' && value.trim() === '');
};

/** Numbers as typed in a sheet: 1250, "1'250.50", "1250,5". */
function numberOf(cell: unknown): number | null {
  const value = plain(cell);
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || !value.trim()) return null;
  const cleaned = value.replace(/['’\s]/g, '').replace(/^CHF/i, '').replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** A date cell: a spreadsheet date (exceljs: a Date at UTC midnight) or the text 'd.m.yyyy' / ISO. */
function dateOf(cell: unknown): CalendarDate | null {
  const value = plain(cell);
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    return { year: value.getUTCFullYear(), month: value.getUTCMonth() + 1, day: value.getUTCDate() };
  }
  return typeof value === 'string' ? parseAnyDate(value.trim()) : null;
}

const textOf = (cell: unknown): string => {
  const value = plain(cell);
  return value === null ? '' : value instanceof Date ? formatIsoDate({ year: value.getUTCFullYear(), month: value.getUTCMonth() + 1, day: value.getUTCDate() }) : String(value).trim();
};

const say = (text: LocalizedText, lang: Lang, params: Record<string, string | number> = {}) =>
  Object.entries(params).reduce((out, [key, value]) => out.replaceAll(`{${key}}`, String(value)), text[lang]);

/** A totals row ('Total', 'Totale') ends the groups. */
const isTotalsRow = (cells: readonly unknown[]) => Object.values(SHEET_TEXTS.total).some((word) => textOf(cells[0]).toLowerCase() === word.toLowerCase());

export interface SheetResult {
  groups: CollectionGroup[];
  problems: SheetProblem[];
}

/**
 * Reads the groups of the sheet: `rows` are the cells of the rows below the header, in column
 * order (SHEET_COLUMNS), `firstRow` the sheet row number of the first. Empty rows are skipped; a
 * totals row ends the list. Every problem names its row and column; the deficit is computed
 * (expenses minus income), whatever the deficit column holds.
 */
export function readCollectionSheet(rows: readonly (readonly unknown[])[], firstRow: number, now: Date, lang: Lang): SheetResult {
  const groups: CollectionGroup[] = [];
  const problems: SheetProblem[] = [];
  if (rows.length > MAX_SHEET_ROWS) return { groups, problems: [{ row: null, column: null, message: MESSAGES.tooMany[lang] }] };
  const earliest = earliestGroupStart(now);
  // French sets a no-break space before the colon.
  const colon = lang === 'fr' ? '\u00a0: ' : ': ';
  const column = (key: SheetColumnKey) => SHEET_COLUMNS.findIndex((candidate) => candidate.key === key);
  const years = new Set<number>();
  rows.forEach((cells, index) => {
    const row = firstRow + index;
    if (isTotalsRow(cells)) return;
    // The deficit column alone (the template's formula) does not make a group.
    const entered = SHEET_COLUMNS.filter((col) => col.key !== 'deficit').some((col) => !isBlank(cells[column(col.key)]));
    if (!entered) return;
    const where = (key: SheetColumnKey) => `${say(MESSAGES.row, lang, { row })}, ${SHEET_COLUMNS[column(key)].label[lang]}${colon}`;
    const problem = (key: SheetColumnKey, text: LocalizedText) => problems.push({ row, column: key, message: `${where(key)}${text[lang]}` });
    const activity = textOf(cells[column('activity')]);
    if (!activity) problem('activity', MESSAGES.required);
    const dates = (['start', 'end'] as const).map((key) => {
      const cell = cells[column(key)];
      if (isBlank(cell)) {
        problem(key, MESSAGES.required);
        return null;
      }
      const date = dateOf(cell);
      if (!date) problem(key, MESSAGES.date);
      return date;
    });
    const [start, end] = dates;
    if (start && dayNumber(start) < earliest) problem('start', MESSAGES.leadTime);
    if (start && end && dayNumber(end) < dayNumber(start)) problem('end', MESSAGES.endBeforeStart);
    for (const date of [start, end]) if (date) years.add(date.year);
    const numbers = Object.fromEntries(
      (['participants', 'days', 'expenses', 'income'] as const).map((key) => {
        const cell = cells[column(key)];
        if (isBlank(cell)) {
          problem(key, MESSAGES.required);
          return [key, null];
        }
        const n = numberOf(cell);
        const ok =
          n !== null &&
          (key === 'participants' ? Number.isInteger(n) && n > 0 : key === 'days' ? n > 0 && Number.isInteger(n * 2) : n >= 0 && Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6);
        if (!ok) problem(key, key === 'participants' ? MESSAGES.count : key === 'days' ? MESSAGES.days : MESSAGES.chf);
        return [key, ok ? n : null];
      }),
    ) as Record<'participants' | 'days' | 'expenses' | 'income', number | null>;
    if (numbers.income !== null && numbers.income <= 0) problems.push({ row, column: 'income', message: `${where('income')}${GROUP_MESSAGES.ownShare[lang]}` });
    groups.push({
      row,
      activity,
      start: start ? formatIsoDate(start) : '',
      end: end ? formatIsoDate(end) : '',
      participants: numbers.participants ?? 0,
      days: numbers.days ?? 0,
      expenses: numbers.expenses ?? 0,
      income: numbers.income ?? 0,
      deficit: Math.round(((numbers.expenses ?? 0) - (numbers.income ?? 0)) * 100) / 100,
    });
  });
  if (years.size > 1) problems.push({ row: null, column: null, message: GROUP_MESSAGES.sameYear[lang] });
  if (groups.length < GROUP_LIMITS.minGroups) problems.push({ row: null, column: null, message: GROUP_MESSAGES.minGroups[lang] });
  return { groups, problems };
}

/** Every problem in one message, as the upload field shows it. */
export function sheetProblemsMessage(problems: readonly SheetProblem[], lang: Lang): string {
  return [MESSAGES.intro[lang], ...problems.map((problem) => `${problem.message}.`.replace(/\.\.$/, '.'))].join(' ');
}

export const notASheetMessage = (lang: Lang): string => MESSAGES.notASheet[lang];

const cents = (n: number) => Math.round(n * 100) / 100;

/** Totals of the groups (FG260 groups, FG270 participants, FG290 average participant days, FG430 deficit). */
export function collectionTotals(groups: readonly CollectionGroup[]): CollectionTotals {
  const sum = (pick: (group: CollectionGroup) => number) => groups.reduce((total, group) => total + pick(group), 0);
  const participantDays = sum((group) => group.participants * group.days);
  const starts = groups.map((group) => group.start).filter(Boolean).sort();
  const ends = groups.map((group) => group.end).filter(Boolean).sort();
  return {
    groups: groups.length,
    participants: sum((group) => group.participants),
    participantDays: cents(participantDays),
    averageParticipantDays: groups.length ? cents(participantDays / groups.length) : 0,
    expenses: cents(sum((group) => group.expenses)),
    income: cents(sum((group) => group.income)),
    deficit: cents(sum((group) => group.deficit)),
    start: starts[0] ?? null,
    end: ends[ends.length - 1] ?? null,
  };
}

/** The stored groups of an application (as the API keeps them after reading the sheet). */
export function storedGroups(value: unknown): CollectionGroup[] {
  return Array.isArray(value) ? (value.filter((group) => group !== null && typeof group === 'object') as CollectionGroup[]) : [];
}

/** Groups whose start is no longer 10 weeks ahead (checked again at submission). */
export function groupsTooSoon(groups: readonly CollectionGroup[], now: Date): CollectionGroup[] {
  const earliest = dayNumber(swissToday(now)) + GROUP_LIMITS.leadTimeWeeks * 7;
  return groups.filter((group) => {
    const start = parseAnyDate(group.start);
    return !start || dayNumber(start) < earliest;
  });
}

/** "CHF 1'234.50" without the prefix, for messages with their own. */
export const amountText = (n: number): string => formatAmount(n);
