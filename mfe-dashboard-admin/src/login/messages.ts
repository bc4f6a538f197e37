import { defineMessages } from 'react-intl';

export const loginMessages = defineMessages({
  heading: { id: 'dashboard.login.heading', defaultMessage: 'Anmelden' },
  intro: {
    id: 'dashboard.login.intro',
    defaultMessage:
      'Geben Sie Ihre E-Mail-Adresse ein. Wir senden Ihnen einen Link, mit dem Sie sich ohne Passwort anmelden. Der Link ist 12 Monate gültig.',
  },
  email: { id: 'dashboard.login.email', defaultMessage: 'E-Mail-Adresse' },
  confirmation: { id: 'dashboard.login.email-confirmation', defaultMessage: 'E-Mail-Adresse bestätigen' },
  submit: { id: 'dashboard.login.submit', defaultMessage: 'Anmeldelink senden' },
  sending: { id: 'dashboard.login.sending', defaultMessage: 'Anmeldelink wird gesendet …' },
  sentHeading: { id: 'dashboard.login.sent-heading', defaultMessage: 'Bitte prüfen Sie Ihr E-Mail-Postfach' },
  sentText: {
    id: 'dashboard.login.sent-text',
    defaultMessage:
      'Wir haben einen Anmeldelink an {email} gesendet. Öffnen Sie den Link, um sich anzumelden. Falls Sie keine E-Mail erhalten haben, prüfen Sie bitte auch Ihren Spam-Ordner.',
  },
  sendAgain: { id: 'dashboard.login.send-again', defaultMessage: 'Andere E-Mail-Adresse verwenden' },
  requestFailed: {
    id: 'dashboard.login.request-failed',
    defaultMessage: 'Der Anmeldelink konnte nicht gesendet werden. {message}',
  },
  alreadySignedIn: {
    id: 'dashboard.login.already-signed-in',
    defaultMessage: 'Sie sind bereits als {email} angemeldet.',
  },
  signingIn: { id: 'dashboard.login.signing-in', defaultMessage: 'Sie werden eingeloggt...' },
  signedIn: { id: 'dashboard.login.signed-in', defaultMessage: 'Sie sind angemeldet. Sie werden weitergeleitet …' },
  linkUnknown: {
    id: 'dashboard.login.link-unknown',
    defaultMessage: 'Dieser Anmeldelink ist ungültig. Bitte fordern Sie einen neuen Link an.',
  },
  linkExpired: {
    id: 'dashboard.login.link-expired',
    defaultMessage: 'Dieser Anmeldelink ist abgelaufen (gültig 12 Monate). Bitte fordern Sie einen neuen Link an.',
  },
  linkRevoked: {
    id: 'dashboard.login.link-revoked',
    defaultMessage:
      'Dieser Anmeldelink wurde durch einen neueren Link oder eine Abmeldung ersetzt. Bitte verwenden Sie den neuesten Link oder fordern Sie einen neuen an.',
  },
  linkFailed: {
    id: 'dashboard.login.link-failed',
    defaultMessage: 'Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut oder fordern Sie einen neuen Link an.',
  },
  requestNew: { id: 'dashboard.login.request-new', defaultMessage: 'Neuen Anmeldelink anfordern' },
});
