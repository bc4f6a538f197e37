import type { FieldOption, LocalizedText } from '../../wizard/types';
import { GROUP_EXPENSE_LINES, GROUP_INCOME_LINES } from './rules';

/** Budget line names of the group application and statement (spec 02 §2.3 FG400, FG410). */
const t = (de: string, fr: string, it: string): LocalizedText => ({ de, fr, it });

export const GROUP_LINE_LABELS: Record<string, LocalizedText> = {
  accommodation: t('Unterkunft', 'Hébergement', 'Alloggio'),
  transport: t('Transport', 'Transport', 'Trasporto'),
  catering: t('Verpflegung', 'Repas', 'Vitto'),
  'companion-wage': t('Lohn Begleitpersonen', 'Salaire des accompagnant·es', 'Salario degli accompagnatori'),
  activities: t('Aktivitäten', 'Activités', 'Attività'),
  participantContributions: t('Beiträge der Teilnehmenden', 'Contributions des participant·es', 'Contributi dei partecipanti'),
  organisationContributions: t('Beiträge Ihrer Organisation', 'Contributions de votre organisation', 'Contributi della vostra organizzazione'),
  publicContributions: t('Beiträge der öffentlichen Hand', 'Contributions publiques', 'Contributi pubblici'),
  donations: t('Spenden', 'Dons', 'Donazioni'),
};

export const GROUP_EXPENSE_OPTIONS: FieldOption[] = GROUP_EXPENSE_LINES.map((value) => ({ value, label: GROUP_LINE_LABELS[value] }));
export const GROUP_INCOME_OPTIONS: FieldOption[] = GROUP_INCOME_LINES.map((value) => ({ value, label: GROUP_LINE_LABELS[value] }));

export const CATERING_INSTRUCTIONS = t(
  'Für die Verpflegung rechnen wir mit höchstens CHF 21 pro Person und Tag.',
  'Pour les repas, nous comptons au maximum CHF 21 par personne et par jour.',
  'Per i pasti calcoliamo al massimo CHF 21 per persona e giorno.',
);
export const INCOME_INSTRUCTIONS = t(
  'Die Teilnehmenden oder Ihre Organisation tragen einen Teil der Kosten selbst.',
  'Les participant·es ou votre organisation prennent en charge une partie des coûts.',
  'I partecipanti o la vostra organizzazione si assumono una parte dei costi.',
);
