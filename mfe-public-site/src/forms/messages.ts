import { defineMessages } from 'react-intl';

/** Texts of the submission form block (spec 00 §2.10, §8; German verbatim where the spec gives them). */
export const formBlockMessages = defineMessages({
  submit: { id: 'public-site.form.submit', defaultMessage: 'Absenden' },
  success: { id: 'public-site.form.success', defaultMessage: 'Das Formular wurde erfolgreich versendet!' },
  failure: { id: 'public-site.form.failure', defaultMessage: 'Ups, ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut' },
  loading: { id: 'public-site.form.loading', defaultMessage: 'Das Formular wird geladen…' },
  loadFailed: {
    id: 'public-site.form.load-failed',
    defaultMessage: 'Das Formular konnte nicht geladen werden. Bitte laden Sie die Seite neu.',
  },
  sending: { id: 'public-site.form.sending', defaultMessage: 'Das Formular wird gesendet…' },
  honeypot: { id: 'public-site.form.honeypot', defaultMessage: 'Faxnummer (bitte leer lassen)' },
  dropImage: { id: 'public-site.form.drop-image', defaultMessage: 'Bild hierhin ziehen' },
  or: { id: 'public-site.form.or', defaultMessage: 'oder' },
  chooseFile: { id: 'public-site.form.choose-file', defaultMessage: 'Datei auswählen' },
  removeImage: { id: 'public-site.form.remove-image', defaultMessage: 'Bild entfernen' },
  notAnImage: { id: 'public-site.form.not-an-image', defaultMessage: 'Datei muss ein Bild sein' },
  imageChosen: { id: 'public-site.form.image-chosen', defaultMessage: '{name} wurde ausgewählt.' },
  imageRemoved: { id: 'public-site.form.image-removed', defaultMessage: '{name} wurde entfernt.' },
  chosenImages: { id: 'public-site.form.chosen-images', defaultMessage: 'Ausgewählte Bilder' },
  cashBoxShow: { id: 'public-site.form.cash-box-show', defaultMessage: 'Bild von «{name}» gross anzeigen' },
  close: { id: 'public-site.form.close', defaultMessage: 'Schliessen' },
});
