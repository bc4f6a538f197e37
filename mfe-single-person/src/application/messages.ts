import { defineMessages } from 'react-intl';

/** Page texts of the single-person application wizard; questions, labels and options come from the flow data. */
export const applicationMessages = defineMessages({
  title: { id: 'single-person.application.title', defaultMessage: 'Gesuch Einzelperson' },
  emailIntro: {
    id: 'single-person.application.email-intro',
    defaultMessage:
      'Geben Sie Ihre E-Mail-Adresse ein. Wir senden Ihnen einen Link, mit dem Sie Ihr Gesuch während 12 Monaten jederzeit weiterbearbeiten können. Ein Passwort brauchen Sie nicht.',
  },
  verificationSent: {
    id: 'single-person.application.verification-sent',
    defaultMessage:
      'Wir haben Ihnen einen Link geschickt. Öffnen Sie die E-Mail und klicken Sie auf den Link, um mit Ihrem Gesuch zu beginnen. Falls Sie keine E-Mail erhalten, prüfen Sie bitte auch den Spam-Ordner.',
  },
  verificationChecklist: {
    id: 'single-person.application.verification-checklist',
    defaultMessage: 'Während Sie auf die E-Mail warten: Legen Sie die folgenden Angaben und Unterlagen bereit.',
  },
  intro: {
    id: 'single-person.application.intro',
    defaultMessage:
      'Unsere Stiftung unterstützt finanziell benachteiligte Menschen mit einer Behinderung bei Ferienreisen, Freizeitaktivitäten und Anschaffungen für die Freizeit. Wir finanzieren nur Defizite. Das Gesuch muss mindestens 6 Wochen vor dem Beginn der Reise oder Aktivität beziehungsweise vor der Anschaffung bei uns eintreffen. Sie oder Personen aus Ihrem Umfeld tragen mindestens CHF 100 selbst.',
  },
  introStatus: {
    id: 'single-person.application.intro-status',
    defaultMessage:
      'Nach dem Einreichen erhalten Sie das Gesuch als Download-Link per E-Mail. Wir geben telefonisch keine Auskunft zum Stand der Prüfung; Sie erhalten unseren Entscheid schriftlich. Stichproben werden angekündigt.',
  },
  start: {
    id: 'single-person.application.start',
    defaultMessage: 'Ihr Gesuch ist eröffnet. Die Fragen sind in fünf Schritte gegliedert: Eingabe, Qualifikation, Verwendungszweck, Budget und Kontaktdaten. Ihre Antworten werden bei jedem Schritt gespeichert.',
  },
  standIn: {
    id: 'single-person.application.stand-in',
    defaultMessage:
      'Sie füllen das Gesuch für eine andere Person aus. Beantworten Sie alle Fragen aus der Sicht dieser Person: Geburtsdatum, Einkommen und Unterstützungsleistungen sind die der vertretenen Person. Ihre eigenen Kontaktdaten geben Sie am Schluss als Vertretung an.',
  },
  placeSuggestions: { id: 'single-person.application.place-suggestions', defaultMessage: 'Vorschläge: Orte in der Schweiz' },
  totalExpenses: { id: 'single-person.application.total-expenses', defaultMessage: 'Total Ausgaben' },
  totalIncome: { id: 'single-person.application.total-income', defaultMessage: 'Total Einnahmen' },
  deficit: { id: 'single-person.application.deficit', defaultMessage: 'Defizit' },
  noDeficit: {
    id: 'single-person.application.no-deficit',
    defaultMessage: 'Ihre Einnahmen decken die Ausgaben. Wir finanzieren nur Defizite; bitte prüfen Sie Ihre Angaben.',
  },
  reason: { id: 'single-person.application.reason', defaultMessage: 'Gesuchsgrund' },
  startDate: { id: 'single-person.application.start-date', defaultMessage: 'Beginn' },
  consent: {
    id: 'single-person.application.consent',
    defaultMessage:
      'Mit dem Einreichen bestätigen Sie, dass Ihre Angaben vollständig und wahr sind, und Sie sind einverstanden, dass die Stiftung Ihre Daten zur Prüfung des Gesuchs bearbeitet.',
  },
  done: {
    id: 'single-person.application.done',
    defaultMessage:
      'Ihr Gesuch ist bei uns eingetroffen. Sie erhalten es als Download-Link per E-Mail. Wir prüfen es und benachrichtigen Sie schriftlich, sobald die Prüfung abgeschlossen ist.',
  },
  toOverview: { id: 'single-person.application.to-overview', defaultMessage: 'Zur Gesuchsübersicht' },
});
