import { defineMessages } from 'react-intl';

/** Texts of the settlement screens (German source; fr/it in mfe-single-person/i18n). */
export const settlementMessages = defineMessages({
  title: { id: 'single-person.settlement.title', defaultMessage: 'Abrechnung Einzelperson' },
  notAvailable: {
    id: 'single-person.settlement.not-available',
    defaultMessage: 'Für dieses Gesuch kann keine Abrechnung eingereicht werden: Eine Abrechnung ist erst möglich, wenn das Gesuch bewilligt wurde.',
  },
  toDashboard: { id: 'single-person.settlement.to-dashboard', defaultMessage: 'Zur Gesuchsübersicht' },
  realizationIntro: {
    id: 'single-person.settlement.realization-intro',
    defaultMessage:
      'Ihr Gesuch wurde bewilligt. Bitte teilen Sie uns mit, ob die Reise, die Freizeitaktivität oder die Anschaffung stattgefunden hat. Die Abrechnung kann erst eingereicht werden, wenn sie abgeschlossen beziehungsweise bezahlt ist.',
  },
  cancelWarning: {
    id: 'single-person.settlement.cancel-warning',
    defaultMessage: 'Wenn Sie die Absage bestätigen, wird Ihr Gesuch annulliert. Dies kann nicht rückgängig gemacht werden.',
  },
  checklistIntro: {
    id: 'single-person.settlement.checklist-intro',
    defaultMessage: 'Für die Abrechnung benötigen Sie folgende Unterlagen:',
  },
  checklistReceipts: {
    id: 'single-person.settlement.checklist-receipts',
    defaultMessage: 'Belege (Quittungen, Rechnungen) für alle Ausgaben über CHF {threshold}, bei einer Anschaffung für alle Ausgaben',
  },
  checklistIncome: {
    id: 'single-person.settlement.checklist-income',
    defaultMessage: 'Angaben zu den Einnahmen: Eigenleistung und Beiträge von Institutionen',
  },
  checklistImages: {
    id: 'single-person.settlement.checklist-images',
    defaultMessage: 'Bis zu {count} Bilder, die zeigen, was Sie mit unserem Beitrag erlebt oder angeschafft haben',
  },
  checklistRecipient: {
    id: 'single-person.settlement.checklist-recipient',
    defaultMessage: 'Adresse und IBAN der Person, an die wir den Beitrag auszahlen',
  },
  granted: { id: 'single-person.settlement.granted', defaultMessage: 'Bewilligter Beitrag: {amount}' },
  promised: {
    id: 'single-person.settlement.promised',
    defaultMessage: 'Bei der Gesuchseingabe angegebene Eigenleistung: {amount}',
  },
  receiptsNeeded: {
    id: 'single-person.settlement.receipts-needed',
    defaultMessage:
      '{count, plural, =0 {Für Ihre Ausgaben sind keine Belege nötig.} one {Für # Ihrer Ausgaben ist ein Beleg nötig.} other {Für # Ihrer Ausgaben sind Belege nötig.}}',
  },
  summaryTitle: { id: 'single-person.settlement.summary-title', defaultMessage: 'Übersicht' },
  totalExpenses: { id: 'single-person.settlement.total-expenses', defaultMessage: 'Total Ausgaben' },
  totalIncome: { id: 'single-person.settlement.total-income', defaultMessage: 'Total Einnahmen' },
  deficit: { id: 'single-person.settlement.deficit', defaultMessage: 'Defizit' },
  deficitHint: {
    id: 'single-person.settlement.deficit-hint',
    defaultMessage: 'Die Stiftung finanziert nur Defizite, keine Überschüsse. Stichproben werden angekündigt.',
  },
  imageUse: { id: 'single-person.settlement.image-use', defaultMessage: 'Bildfreigabe' },
  imageUseYes: { id: 'single-person.settlement.image-use-yes', defaultMessage: 'Die Bilder dürfen verwendet werden' },
  imageUseNo: { id: 'single-person.settlement.image-use-no', defaultMessage: 'Die Bilder dürfen nicht verwendet werden' },
  imageUseNone: { id: 'single-person.settlement.image-use-none', defaultMessage: 'Keine Bilder hochgeladen' },
  recipient: { id: 'single-person.settlement.recipient', defaultMessage: 'Empfängerin oder Empfänger der Auszahlung' },
  iban: { id: 'single-person.settlement.iban', defaultMessage: 'IBAN' },
  notGiven: { id: 'single-person.settlement.not-given', defaultMessage: 'Nicht angegeben' },
  reviewIntro: {
    id: 'single-person.settlement.review-intro',
    defaultMessage: 'Bitte prüfen Sie Ihre Angaben. Mit «Abschliessen und einreichen» senden Sie die Abrechnung zur Überprüfung an die Stiftung.',
  },
  submittedTitle: { id: 'single-person.settlement.submitted-title', defaultMessage: 'Abrechnung eingereicht' },
  submitted: {
    id: 'single-person.settlement.submitted',
    defaultMessage: 'Ihre Abrechnung wurde erfolgreich zur Überprüfung eingesendet.',
  },
  submittedNext: {
    id: 'single-person.settlement.submitted-next',
    defaultMessage: 'Wir benachrichtigen Sie schriftlich, sobald die Prüfung abgeschlossen ist.',
  },
  cancelledText: {
    id: 'single-person.settlement.cancelled-text',
    defaultMessage: 'Sie haben die Absage bestätigt. Ihr Gesuch wurde annulliert; es wird kein Beitrag ausbezahlt.',
  },
});
