import { dayNumber, parseAnyDate, swissToday } from '@portal/shared-domain/validation';
import type { CalendarDate } from '../../validation/dates';
import type { LocalizedText, Rule, RuleContext } from '../../validation/types';
import type { BudgetLine } from '../../wizard/types';

/**
 * The single-person flow's own rules and constants (spec 01 §5, §9). Messages are German
 * verbatim from the spec; French and Italian are translations. Browser and API run them alike
 * (the API through toServerFlow), so "today" is the server's date when the API validates.
 */
export const LIMITS = {
  /** Taxable income of an individual aged 18 or more. */
  incomeAdult: 40_000,
  /** Taxable family income when the person is under 18. */
  incomeFamily: 80_000,
  adultAge: 18,
  leadTimeWeeks: 6,
  minOwnContribution: 100,
  cateringPerPersonAndDay: 21,
} as const;

export const MESSAGES = {
  income: {
    de: 'Unsere Richtlinien schreiben vor, dass das steuerbare Einkommen von Einzelpersonen max. CHF 40\'000 und von Familien max. CHF 80\'000 betragen darf.',
    fr: 'Nos directives prévoient que le revenu imposable ne doit pas dépasser CHF 40\'000 pour les personnes seules et CHF 80\'000 pour les familles.',
    it: 'Le nostre direttive prevedono che il reddito imponibile non superi CHF 40\'000 per le persone singole e CHF 80\'000 per le famiglie.',
  },
  leadTime: {
    de: 'Leider können wir Ihr Gesuch nicht berücksichtigen, da es mindestens 6 Wochen vor dem Anschaffungszeitpunkt bei uns eintreffen muss.',
    fr: 'Nous ne pouvons malheureusement pas prendre en compte votre demande : elle doit nous parvenir au moins 6 semaines avant la date d’achat.',
    it: 'Purtroppo non possiamo considerare la sua richiesta: deve pervenirci almeno 6 settimane prima della data d’acquisto.',
  },
  ownContribution: {
    de: 'Unsere Richtlinien schreiben vor, dass Sie selbst oder Personen aus Ihrem Umfeld mind. 100 Franken selbst finanzieren müssen.',
    fr: 'Nos directives exigent que vous-même ou des personnes de votre entourage financiez au moins 100 francs.',
    it: 'Le nostre direttive prevedono che lei stesso o persone a lei vicine finanzino almeno 100 franchi.',
  },
  deficit: {
    de: 'Bitte prüfen Sie nochmals die eingegebenen Ausgaben und Einnahmen.',
    fr: 'Veuillez vérifier à nouveau les dépenses et les recettes saisies.',
    it: 'Verifichi nuovamente le uscite e le entrate inserite.',
  },
  catering: {
    de: 'Für die Verpflegung übernehmen wir höchstens CHF 21 pro Person und Tag, hier also höchstens CHF {max}.',
    fr: 'Pour les repas, nous prenons en charge au maximum CHF 21 par personne et par jour, soit ici au maximum CHF {max}.',
    it: 'Per i pasti copriamo al massimo CHF 21 per persona e giorno, qui quindi al massimo CHF {max}.',
  },
  requiredDocument: {
    de: '{field} ist ein Pflichtfeld.',
    fr: '{field} est obligatoire.',
    it: '{field} è obbligatorio.',
  },
  otherReason: {
    de: 'Bitte beschreiben Sie den anderen Grund.',
    fr: 'Veuillez décrire l’autre motif.',
    it: 'Descriva l’altro motivo.',
  },
  country: {
    de: 'Bitte wählen Sie ein Land aus der Liste.',
    fr: 'Veuillez choisir un pays dans la liste.',
    it: 'Scelga un Paese dall’elenco.',
  },
  /** FE340/FE350 for persons under 18 (spec 01 §9). */
  minorCompanion: {
    de: 'Für Personen unter 18 Jahren gilt eine Begleitperson immer als nötig.',
    fr: 'Pour les personnes de moins de 18\u00a0ans, un accompagnement est toujours considéré comme nécessaire.',
    it: 'Per le persone sotto i 18 anni un accompagnatore è sempre considerato necessario.',
  },
  /** FE350 'underage' for a person of 18 or more (by FE200). */
  notUnderage: {
    de: 'Laut dem angegebenen Geburtsdatum ist die Person 18 Jahre alt oder älter.',
    fr: 'Selon la date de naissance indiquée, la personne a 18\u00a0ans ou plus.',
    it: 'Secondo la data di nascita indicata, la persona ha 18 anni o più.',
  },
  readConfirmation: {
    de: 'Bitte bestätigen Sie, dass Sie die Informationen gelesen haben.',
    fr: 'Veuillez confirmer que vous avez lu les informations.',
    it: 'Confermi di aver letto le informazioni.',
  },
} satisfies Record<string, LocalizedText>;

const application = (context: RuleContext): Record<string, unknown> => context.records?.application ?? {};

/** Full years between the birthday and today (Swiss calendar day); null without a birthday. */
export function ageOn(birthday: unknown, now: Date): number | null {
  const born = parseAnyDate(birthday);
  if (!born) return null;
  const today: CalendarDate = swissToday(now);
  let age = today.year - born.year;
  if (today.month < born.month || (today.month === born.month && today.day < born.day)) age -= 1;
  return age;
}

/** Under 18 by the birthday (FE200); false when the birthday is unknown. */
export function isMinor(birthday: unknown, now: Date): boolean {
  const age = ageOn(birthday, now);
  return age !== null && age < LIMITS.adultAge;
}

/**
 * FE350: 'underage' is chosen exactly when FE200's birthday makes the person a minor (spec 01
 * §9: a companion is then always considered required); the message says which way it fails.
 */
export function underageReasonRule(minor: boolean): Rule {
  return {
    rule: 'custom',
    name: minor ? 'underage-reason-for-minors' : 'no-underage-reason-for-adults',
    message: minor ? MESSAGES.minorCompanion : MESSAGES.notUnderage,
    test: (value, context) => {
      if (isMinor(application(context).birthday, context.now) !== minor) return true;
      return (Array.isArray(value) && value.includes('underage')) === minor;
    },
  };
}

/** FE340: a minor needs a companion; the page is locked at "yes", and the server refuses "no". */
export const companionForMinorRule: Rule = {
  rule: 'custom',
  name: 'companion-required-for-minors',
  message: MESSAGES.minorCompanion,
  test: (value, context) => value === true || !isMinor(application(context).birthday, context.now),
};

/** CHF 40'000 for persons of 18 or more (or of unknown age), CHF 80'000 family income for minors. */
export function incomeLimit(birthday: unknown, now: Date): number {
  const age = ageOn(birthday, now);
  return age !== null && age < LIMITS.adultAge ? LIMITS.incomeFamily : LIMITS.incomeAdult;
}

/** FE230: the limit depends on the age from FE200, read from the stored application. */
export const incomeLimitRule: Rule = {
  rule: 'custom',
  name: 'taxable-income-limit',
  message: MESSAGES.income,
  test: (value, context) => Number(value) <= incomeLimit(application(context).birthday, context.now),
};

/** The first day that is at least 6 weeks after today (Swiss calendar). */
export function earliestStart(now: Date): number {
  return dayNumber(swissToday(now)) + LIMITS.leadTimeWeeks * 7;
}

/** A date (typed or ISO) at least 6 weeks after today. */
export function meetsLeadTime(value: unknown, now: Date): boolean {
  const date = parseAnyDate(value);
  return date !== null && dayNumber(date) >= earliestStart(now);
}

/** FE360, FE410: "today" is the server's date when the API validates (and again on submission). */
export const leadTimeRule: Rule = { rule: 'minDate', date: { fromNow: { weeks: LIMITS.leadTimeWeeks } }, message: MESSAGES.leadTime };

const lines = (value: unknown): BudgetLine[] => (Array.isArray(value) ? (value as BudgetLine[]) : []);
const amount = (line: BudgetLine): number => {
  const n = typeof line.amount === 'number' ? line.amount : Number(String(line.amount ?? '').trim());
  return Number.isFinite(n) ? n : 0;
};

/** Sum of lines, optionally of one type, in whole cents. */
export function linesTotal(value: unknown, type?: string): number {
  const cents = lines(value)
    .filter((line) => type === undefined || line.type === type)
    .reduce((sum, line) => sum + Math.round(amount(line) * 100), 0);
  return cents / 100;
}

export const INCOME_LINES = { own: 'individual-contributions', institutional: 'institutional-contributions' } as const;

/** FE530: at least CHF 100 from the person or their circle (individual contributions). */
export const ownContributionRule: Rule = {
  rule: 'custom',
  name: 'own-contribution-min-100',
  message: MESSAGES.ownContribution,
  runOnEmpty: true,
  test: (value) => linesTotal(value, INCOME_LINES.own) >= LIMITS.minOwnContribution,
};

/** Catering line of the travel budget. */
export const CATERING_LINE = 'verpflegung';

/**
 * People the catering limit counts: the chosen number for independent travel (1 or 2; "more than
 * 2" has no upper bound, so no limit applies), otherwise the person plus a required companion.
 */
export function cateringPeople(app: Record<string, unknown>): number | null {
  if (app.organizationalForm === 'independent-travel') {
    const people = Number(app.numberOfPeople);
    return people === 1 || people === 2 ? people : null;
  }
  return app.companionRequired === true ? 2 : 1;
}

/** Travel days, start and end included; null while the dates are unknown. */
export function travelDays(app: Record<string, unknown>): number | null {
  const start = parseAnyDate(app.start);
  const end = parseAnyDate(app.end);
  if (!start || !end) return null;
  const days = dayNumber(end) - dayNumber(start) + 1;
  return days > 0 ? days : null;
}

/** The catering maximum in CHF, or null when it cannot be computed (no limit then). */
export function cateringMax(app: Record<string, unknown>): number | null {
  const people = cateringPeople(app);
  const days = travelDays(app);
  return people === null || days === null ? null : people * days * LIMITS.cateringPerPersonAndDay;
}

/** FE500: catering at most CHF 21 per person and day (enforced; see docs/decisions.md). */
export const cateringRule: Rule = {
  rule: 'custom',
  name: 'catering-max-21-per-person-and-day',
  message: MESSAGES.catering,
  test: (value, context) => {
    const max = cateringMax(application(context));
    return max === null || linesTotal(value, CATERING_LINE) <= max;
  },
  params: (_value, context) => ({ max: cateringMax(application(context)) ?? '' }),
};


