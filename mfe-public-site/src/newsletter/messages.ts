import { defineMessages } from 'react-intl';

/** Texts of the newsletter sign-up (spec 00 §3.11, §5.4, §8). */
export const newsletterMessages = defineMessages({
  title: { id: 'public-site.newsletter.title', defaultMessage: 'Newsletter' },
  popupTitle: { id: 'public-site.newsletter.popup-title', defaultMessage: 'Bleiben Sie auf dem Laufenden' },
  popupText: {
    id: 'public-site.newsletter.popup-text',
    defaultMessage: 'Erfahren Sie mit unserem Newsletter, wen wir unterstützen und was Ihre Spende bewirkt.',
  },
  email: { id: 'public-site.newsletter.email', defaultMessage: 'E-Mail' },
  salutation: { id: 'public-site.newsletter.salutation', defaultMessage: 'Anrede' },
  male: { id: 'public-site.newsletter.male', defaultMessage: 'Herr' },
  female: { id: 'public-site.newsletter.female', defaultMessage: 'Frau' },
  neutral: { id: 'public-site.newsletter.neutral', defaultMessage: 'Neutrale Anrede' },
  firstname: { id: 'public-site.newsletter.firstname', defaultMessage: 'Vorname' },
  lastname: { id: 'public-site.newsletter.lastname', defaultMessage: 'Nachname' },
  submit: { id: 'public-site.newsletter.submit', defaultMessage: 'Anmelden' },
  sending: { id: 'public-site.newsletter.sending', defaultMessage: 'Ihre Anmeldung wird gesendet…' },
  successTitle: { id: 'public-site.newsletter.success-title', defaultMessage: 'Bitte bestätigen Sie Ihre Anmeldung' },
  successText: {
    id: 'public-site.newsletter.success-text',
    defaultMessage:
      'Wir haben Ihnen eine E-Mail mit einem Bestätigungslink geschickt. Bitte klicken Sie auf den Link, um Ihre Anmeldung abzuschliessen. Falls Sie keine E-Mail erhalten haben, schauen Sie bitte auch im Spam-Ordner nach.',
  },
  failure: {
    id: 'public-site.newsletter.failure',
    defaultMessage:
      'Ups, ein Fehler ist aufgetreten. Bitte versuchen Sie es nochmal. Tritt der Fehler erneut auf, helfen wir Ihnen gerne persönlich weiter.',
  },
  confirmTitle: { id: 'public-site.newsletter.confirm-title', defaultMessage: 'Newsletter-Anmeldung' },
  confirmPending: { id: 'public-site.newsletter.confirm-pending', defaultMessage: 'Ihre Anmeldung wird bestätigt…' },
  confirmSuccess: {
    id: 'public-site.newsletter.confirm-success',
    defaultMessage: 'Vielen Dank! Ihre Anmeldung zum Newsletter ist bestätigt.',
  },
  confirmFailure: {
    id: 'public-site.newsletter.confirm-failure',
    defaultMessage: 'Dieser Bestätigungslink ist ungültig oder abgelaufen. Bitte melden Sie sich erneut für den Newsletter an.',
  },
  home: { id: 'public-site.newsletter.home', defaultMessage: 'Zur Startseite' },
});
