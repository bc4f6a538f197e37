import { defineMessages } from 'react-intl';

/** The light field kit's strings (German source; fr/it in shared-ui/i18n): the form kit's other ones are in form/messages.ts. */
export const fieldMessages = defineMessages({
  optional: { id: 'shared-ui.form.optional', defaultMessage: '(optional)' },
  infoToggle: { id: 'shared-ui.form.info-toggle', defaultMessage: 'Hinweise zu «{label}»' },
  errorPrefix: { id: 'shared-ui.form.error-prefix', defaultMessage: 'Fehler:' },
  newTab: { id: 'shared-ui.form.link-new-tab', defaultMessage: '(öffnet in neuem Tab)' },
  dialogClose: { id: 'shared-ui.form.dialog-close', defaultMessage: 'Schliessen' },
});
