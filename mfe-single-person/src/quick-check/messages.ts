import { defineMessages } from 'react-intl';

/** Texts of the single-person quick check (spec 01 §2.1); the questions come from the flow data. */
export const quickCheckMessages = defineMessages({
  heading: { id: 'single-person.quick-check.heading', defaultMessage: 'Kurzcheck für Einzelpersonen' },
  intro: {
    id: 'single-person.quick-check.intro',
    defaultMessage:
      'Beantworten Sie vier kurze Fragen. Nach jeder Antwort sehen Sie sofort, ob eine Unterstützung durch unsere Stiftung möglich ist. Ihre Antworten werden nicht gespeichert.',
  },
  progress: { id: 'single-person.quick-check.progress', defaultMessage: 'Frage {number} von {total}' },
  nextQuestion: { id: 'single-person.quick-check.next-question', defaultMessage: 'Nächste Frage: {title}' },
  start: { id: 'single-person.quick-check.start', defaultMessage: 'Weiter zum Gesuch' },
  popup2: {
    id: 'single-person.quick-check.popup2',
    defaultMessage:
      'Wir unterstützen Erwachsene mit einer Behinderung, die finanziell benachteiligt sind und auf Sozialleistungen wie eine IV-Rente, Ergänzungsleistungen oder Sozialhilfe angewiesen sind, sowie Kinder und Jugendliche unter 18 Jahren aus Familien mit kleinem Einkommen.',
  },
  popup3: {
    id: 'single-person.quick-check.popup3',
    defaultMessage:
      'Das steuerbare Einkommen liegt über unseren Grenzen: Für Einzelpersonen ab 18 Jahren beträgt es höchstens CHF 40’000, für Familien von Kindern unter 18 Jahren höchstens CHF 80’000.',
  },
  popup4: {
    id: 'single-person.quick-check.popup4',
    defaultMessage: 'Wir unterstützen ausschliesslich Ferienreisen, Freizeitaktivitäten und Anschaffungen für die Freizeit.',
  },
  popup5: {
    id: 'single-person.quick-check.popup5',
    defaultMessage:
      'Ihr Gesuch muss mindestens 6 Wochen vor dem Beginn der Reise oder Aktivität beziehungsweise vor der Anschaffung bei uns eintreffen.',
  },
  contactHint: {
    id: 'single-person.quick-check.contact-hint',
    defaultMessage: 'Haben Sie Fragen? Wir sind von Montag bis Donnerstag, 10–12 Uhr, für Sie da.',
  },
});
