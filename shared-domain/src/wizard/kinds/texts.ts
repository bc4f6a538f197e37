import type { LocalizedText } from '../../validation/types';

/** Words of the plain-text summaries (review page, PDF), in every language. */
export const SUMMARY_TEXT = {
  empty: { de: 'Keine Angabe', fr: 'Aucune indication', it: 'Nessuna indicazione' },
  yes: { de: 'Ja', fr: 'Oui', it: 'Sì' },
  no: { de: 'Nein', fr: 'Non', it: 'No' },
  total: { de: 'Total', fr: 'Total', it: 'Totale' },
  file: { de: 'Hochgeladene Datei', fr: 'Fichier téléversé', it: 'File caricato' },
  none: { de: 'Keine', fr: 'Aucune', it: 'Nessuna' },
} satisfies Record<string, LocalizedText>;

/** "Label: value", with French typography (a space before the colon). */
export function labelled(label: string, value: string, lang: string): string {
  return `${label}${lang === 'fr' ? '\u202f:' : ':'} ${value}`;
}

/** Messages of the kinds' own checks (beyond the rule catalogue). */
export const KIND_MESSAGES = {
  repeatItems: {
    de: 'Die Angaben passen nicht zu den gewählten Kriterien. Bitte laden Sie die Seite neu.',
    fr: 'Les indications ne correspondent pas aux critères choisis. Veuillez recharger la page.',
    it: 'Le indicazioni non corrispondono ai criteri scelti. Ricarichi la pagina.',
  },
  chooseSuggestion: {
    de: 'Bitte wählen Sie einen Eintrag aus der Vorschlagsliste.',
    fr: 'Veuillez choisir une entrée de la liste de suggestions.',
    it: 'Scelga una voce dall’elenco dei suggerimenti.',
  },
  fileOrNone: {
    de: 'Bitte laden Sie eine Datei hoch oder wählen Sie «{none}».',
    fr: 'Veuillez téléverser un fichier ou choisir « {none} ».',
    it: 'Carichi un file o scelga «{none}».',
  },
} satisfies Record<string, LocalizedText>;
