import { defineMessages } from 'react-intl';

/** Texts of the donation blocks (the CMS provides titles and texts, the provider its widget). */
export const messages = defineMessages({
  formLoading: { id: 'public-site.donations.loading', defaultMessage: 'Das Spendenformular wird geladen…' },
  formUnavailable: {
    id: 'public-site.donations.unavailable',
    defaultMessage: 'Online spenden ist zurzeit leider nicht möglich. Bitte versuchen Sie es später erneut.',
  },
  formLabel: { id: 'public-site.donations.form-label', defaultMessage: 'Spendenformular' },
  campaignCompany: { id: 'public-site.christmas.company', defaultMessage: 'Weihnachtsaktion für Unternehmen' },
  campaignInfo: { id: 'public-site.christmas.info', defaultMessage: 'Weihnachtsaktion' },
  donorsLoading: { id: 'public-site.donors.loading', defaultMessage: 'Die Spenderliste wird geladen…' },
  donorsEmpty: { id: 'public-site.donors.empty', defaultMessage: 'Noch stehen keine Namen auf der Liste. Ihre Spende könnte die erste sein.' },
  donorsError: { id: 'public-site.donors.error', defaultMessage: 'Die Spenderliste konnte nicht geladen werden.' },
  donorsTitle: { id: 'public-site.donors.title', defaultMessage: 'Herzlichen Dank an unsere Spenderinnen und Spender' },
});
