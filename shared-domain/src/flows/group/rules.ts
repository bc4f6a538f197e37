import { dayNumber, parseAnyDate, swissToday } from '@portal/shared-domain/validation';
import { amountValue, linesTotal } from '@portal/shared-domain/wizard-core';
import type { LocalizedText, Rule, RuleContext } from '../../validation/types';

/**
 * The group flow's own rules and constants (spec 02 §5, §9). German messages are the spec's,
 * completed where the spec shows only their end ('...'); French and Italian are translations.
 * Browser and API run them alike (the API through toServerFlow), so "today" is the server's date
 * when the API validates and again when the application is submitted.
 */
export const GROUP_LIMITS = {
  leadTimeWeeks: 10,
  minGroups: 3,
  minInclusionCriteria: 2,
  cateringPerPersonAndDay: 21,
  receiptThreshold: 100,
  maxImagesSingleGroup: 3,
  maxImagesCollection: 20,
  /** Text answers (objective, impact, review). */
  textMax: 2000,
} as const;

export const GROUP_SUBTYPE = { single: 'single-group', collection: 'group-collection' } as const;

export const GROUP_MESSAGES = {
  leadTime: {
    de: 'Leider können wir Ihr Gesuch nicht berücksichtigen, da es mindestens 10 Wochen vor Beginn der Gruppenaktivität bei uns eintreffen muss.',
    fr: 'Nous ne pouvons malheureusement pas prendre en compte votre demande, car elle doit nous parvenir au moins 10 semaines avant le début de l’activité de groupe.',
    it: 'Purtroppo non possiamo considerare la sua richiesta, poiché deve pervenirci almeno 10 settimane prima dell’inizio dell’attività di gruppo.',
  },
  sameYear: {
    de: 'Alle Aktivitäten eines Sammelgesuchs müssen im selben Jahr stattfinden.',
    fr: 'Toutes les activités d’une demande collective doivent avoir lieu la même année.',
    it: 'Tutte le attività di una richiesta collettiva devono svolgersi nello stesso anno.',
  },
  ownShare: {
    de: 'Unsere Richtlinien schreiben vor, dass die Teilnehmenden resp. Ihre Organisation einen Teil der Kosten selbst tragen müssen.',
    fr: 'Nos directives prévoient que les participant·es ou votre organisation prennent eux-mêmes en charge une partie des coûts.',
    it: 'Le nostre direttive prevedono che i partecipanti o la vostra organizzazione si assumano una parte dei costi.',
  },
  deficit: {
    de: 'Bitte prüfen Sie nochmals die eingegebenen Ausgaben und Einnahmen.',
    fr: 'Veuillez vérifier à nouveau les dépenses et les recettes saisies.',
    it: 'Verifichi nuovamente le uscite e le entrate inserite.',
  },
  inclusion: {
    de: 'Bitte wählen Sie mindestens zwei Inklusionsansätze aus, um die Anforderungen unserer Richtlinien zu erfüllen.',
    fr: 'Veuillez choisir au moins deux approches d’inclusion afin de remplir les exigences de nos directives.',
    it: 'Scelga almeno due approcci d’inclusione per soddisfare i requisiti delle nostre direttive.',
  },
  catering: {
    de: 'Für die Verpflegung übernehmen wir höchstens CHF 21 pro Person und Tag, hier also höchstens CHF {max}.',
    fr: 'Pour les repas, nous prenons en charge au maximum CHF 21 par personne et par jour, soit ici au maximum CHF {max}.',
    it: 'Per i pasti copriamo al massimo CHF 21 per persona e giorno, qui quindi al massimo CHF {max}.',
  },
  halfDays: {
    de: 'Bitte geben Sie ganze oder halbe Tage an (z. B. 3 oder 3.5).',
    fr: 'Veuillez indiquer des jours entiers ou des demi-journées (p. ex. 3 ou 3.5).',
    it: 'Indichi giorni interi o mezze giornate (p. es. 3 o 3.5).',
  },
  wholeNumber: {
    de: 'Bitte geben Sie eine ganze Zahl grösser als 0 an.',
    fr: 'Veuillez indiquer un nombre entier supérieur à 0.',
    it: 'Indichi un numero intero maggiore di 0.',
  },
  minGroups: {
    de: 'Ein Sammelgesuch umfasst mindestens 3 Gruppen. Für weniger Gruppen stellen Sie bitte für jede Gruppe ein eigenes Gesuch.',
    fr: 'Une demande collective comprend au moins 3 groupes. Pour moins de groupes, veuillez déposer une demande par groupe.',
    it: 'Una richiesta collettiva comprende almeno 3 gruppi. Per meno gruppi presenti una richiesta per ogni gruppo.',
  },
  sheetGroups: {
    de: 'Die Anzahl Gruppen muss mit der hochgeladenen Tabelle übereinstimmen ({groups} Gruppen).',
    fr: 'Le nombre de groupes doit correspondre au tableau téléchargé ({groups} groupes).',
    it: 'Il numero di gruppi deve corrispondere alla tabella caricata ({groups} gruppi).',
  },
  sheetDeficit: {
    de: 'Das Defizit muss mit dem Total der hochgeladenen Tabelle übereinstimmen (CHF {deficit}).',
    fr: 'Le déficit doit correspondre au total du tableau téléchargé (CHF {deficit}).',
    it: 'Il deficit deve corrispondere al totale della tabella caricata (CHF {deficit}).',
  },
  collectionBilling: {
    de: 'Ein Sammelgesuch setzt diese Abrechnung voraus. Stellen Sie sonst bitte für jede Gruppe ein eigenes Gesuch (Gesuchsart «Einzelgruppe»).',
    fr: 'Une demande collective suppose ce mode de décompte. Sinon, veuillez déposer une demande par groupe (type de demande « groupe individuel »).',
    it: 'Una richiesta collettiva presuppone questo conteggio. Altrimenti presenti una richiesta per ogni gruppo (tipo di richiesta «gruppo singolo»).',
  },
  confirm: {
    de: 'Bitte bestätigen Sie.',
    fr: 'Veuillez confirmer.',
    it: 'Confermi, per favore.',
  },
  otherText: {
    de: 'Bitte beschreiben Sie «Andere».',
    fr: 'Veuillez décrire « Autre ».',
    it: 'Descriva «Altro».',
  },
  receipts: {
    de: 'Bitte laden Sie die Belege für alle Ausgaben über CHF {threshold} hoch.',
    fr: 'Veuillez télécharger les justificatifs de toutes les dépenses supérieures à CHF {threshold}.',
    it: 'Carichi i giustificativi di tutte le spese superiori a CHF {threshold}.',
  },
  partialOnce: {
    de: 'Die Teilabrechnung ist bereits eingereicht. Jetzt folgt die Schlussabrechnung.',
    fr: 'Le décompte partiel a déjà été remis. Le décompte final suit maintenant.',
    it: 'Il conteggio parziale è già stato inoltrato. Ora segue il conteggio finale.',
  },
} satisfies Record<string, LocalizedText>;

const application = (context: RuleContext): Record<string, unknown> => context.records?.application ?? {};

/** The first day that is at least 10 weeks after today (Swiss calendar). */
export function earliestGroupStart(now: Date): number {
  return dayNumber(swissToday(now)) + GROUP_LIMITS.leadTimeWeeks * 7;
}

/** A date (typed or ISO) at least 10 weeks after today. */
export function meetsGroupLeadTime(value: unknown, now: Date): boolean {
  const date = parseAnyDate(value);
  return date !== null && dayNumber(date) >= earliestGroupStart(now);
}

/** FG235 (first activity), FG340 (group dates), the spreadsheet's dates: at least 10 weeks ahead. */
export const groupLeadTimeRule: Rule = { rule: 'minDate', date: { fromNow: { weeks: GROUP_LIMITS.leadTimeWeeks } }, message: GROUP_MESSAGES.leadTime };

/** FG235: first and last activity of a collection in the same calendar year (reported on the end date). */
export const sameYearRule: Rule = {
  rule: 'custom',
  name: 'collection-same-year',
  message: GROUP_MESSAGES.sameYear,
  test: (value, context) => {
    if (value !== context.values.end) return true;
    const from = parseAnyDate(context.values.start);
    const to = parseAnyDate(context.values.end);
    return !from || !to || from.year === to.year;
  },
};

/** Whole or half days (0.5 = up to 5 hours without lunch, spec 02 §9), more than 0. */
export function isHalfDays(value: unknown): boolean {
  const n = amountValue(value);
  return Number.isFinite(n) && n > 0 && Number.isInteger(n * 2) && String(value).trim() !== '';
}
export const halfDaysRule: Rule = { rule: 'custom', name: 'whole-or-half-days', message: GROUP_MESSAGES.halfDays, test: isHalfDays };

/** Participants, groups: a whole number above 0. */
export function isWholeCount(value: unknown): boolean {
  const n = amountValue(value);
  return Number.isInteger(n) && n > 0 && String(value).trim() !== '';
}
export const wholeCountRule: Rule = { rule: 'custom', name: 'whole-count', message: GROUP_MESSAGES.wholeNumber, test: isWholeCount };

/** Budget keys (spec 02 §2.3 FG400, FG410). */
export const GROUP_EXPENSE_LINES = ['accommodation', 'transport', 'catering', 'companion-wage', 'activities'] as const;
export const GROUP_INCOME_LINES = ['participantContributions', 'organisationContributions', 'publicContributions', 'donations'] as const;
/** The self-borne share: what the participants and the organisation pay themselves. */
export const OWN_SHARE_LINES = ['participantContributions', 'organisationContributions'] as const;
export const CATERING = 'catering';

export function ownShare(value: unknown): number {
  return OWN_SHARE_LINES.reduce((sum, type) => sum + linesTotal(value, type), 0);
}

/** FG410, BG340: the participants or the organisation bear part of the costs (more than CHF 0). */
export const ownShareRule: Rule = {
  rule: 'custom',
  name: 'group-own-share',
  message: GROUP_MESSAGES.ownShare,
  runOnEmpty: true,
  test: (value) => ownShare(value) > 0,
};

/** CHF 21 per person and day; null while participants or days are unknown (no limit then). */
export function groupCateringMax(persons: unknown, days: unknown): number | null {
  const p = amountValue(persons);
  const d = amountValue(days);
  if (!Number.isFinite(p) || !Number.isFinite(d) || p <= 0 || d <= 0) return null;
  return Math.round(p * d * GROUP_LIMITS.cateringPerPersonAndDay * 100) / 100;
}

/**
 * FG400 (participants FG270, days FG280 of the application) and BG320 (the statement's actual
 * BG300, BG310): catering at most CHF 21 per person and day.
 */
export function groupCateringRule(source: 'application' | 'statement'): Rule {
  const max = (context: RuleContext) => {
    const record = source === 'application' ? application(context) : (context.records?.statement ?? {});
    return groupCateringMax(record.numberOfDisabledPersons, record.numberOfDays);
  };
  return {
    rule: 'custom',
    name: `group-catering-max-21-${source}`,
    message: GROUP_MESSAGES.catering,
    test: (value, context) => {
      const limit = max(context);
      return limit === null || linesTotal(value, CATERING) <= limit;
    },
    params: (_value, context) => ({ max: max(context) ?? '' }),
  };
}

/** Expenses minus income, in whole cents. */
export function deficitOf(expenses: unknown, income: unknown): number {
  return Math.round((linesTotal(expenses) - linesTotal(income)) * 100) / 100;
}
