import type { LocalizedText } from '../../wizard/types';
import { CATERING_LINE, INCOME_LINES } from './rules';

/** Budget line keys and their names, shared by the application and the settlement (spec 01 §3.1). */
const t = (de: string, fr: string, it: string): LocalizedText => ({ de, fr, it });

/** Expense line keys per reason. */
export const EXPENSE_LINES = {
  travel: ['unterkunft', 'transport', CATERING_LINE, 'lohn-begleitperson', 'aktivitaeten'],
  leisure: ['kurskosten', 'transport', 'lohn-begleitperson'],
  procurement: ['kosten'],
} as const;

export const INCOME_LINE_KEYS = [INCOME_LINES.own, INCOME_LINES.institutional] as const;

export const EXPENSE_LINE_LABELS: Record<string, LocalizedText> = {
  unterkunft: t('Unterkunft', 'Hébergement', 'Alloggio'),
  transport: t('Transport', 'Transport', 'Trasporto'),
  [CATERING_LINE]: t('Verpflegung', 'Repas', 'Vitto'),
  'lohn-begleitperson': t('Lohn Begleitperson', 'Salaire de l’accompagnant·e', 'Salario dell’accompagnatore/trice'),
  aktivitaeten: t('Aktivitäten', 'Activités', 'Attività'),
  kurskosten: t('Kurskosten', 'Frais de cours', 'Costi del corso'),
  kosten: t('Kosten der Anschaffung', 'Coût de l’achat', 'Costo dell’acquisto'),
};

/** The wording of the income screens (FE530, BE270): choose, add and 'further income' (a free line). */
export const INCOME_BUDGET_LABELS = {
  chooseLabel: t('Art der Einnahme', 'Type de recette', 'Tipo di entrata'),
  addLabel: t('Einnahme hinzufügen', 'Ajouter une recette', 'Aggiungere un’entrata'),
  furtherLabel: t('Weitere Einnahme', 'Autre recette', 'Altra entrata'),
};
