import { answerEquals, defineFlow, type Flow } from '@portal/shared-domain/wizard-core';

const required = { rule: 'required' } as const;

/**
 * A small flow of the living style guide that uses every input kind of the form kit. Labels are
 * the engine's `Label`s (one text per language), as in the real flows.
 */
export const demoFlow: Flow = defineFlow({
  id: 'style-guide-demo',
  applicant: 'single-person',
  type: 'wizard',
  mode: 'application',
  paths: { base: '/styleguide/demo' },
  steps: [
    {
      name: 'demo.person',
      title: { de: 'Person', fr: 'Personne', it: 'Persona' },
      questions: [
        {
          code: 'D100',
          page: 'start',
          title: { de: 'Willkommen', fr: 'Bienvenue', it: 'Benvenuti' },
          fields: [
            {
              name: 'read',
              kind: 'checkbox',
              label: { de: 'Ich habe die Informationen gelesen', fr: 'J’ai lu les informations', it: 'Ho letto le informazioni' },
              rules: [required, { rule: 'is', value: true, other: { de: 'bestätigt', fr: 'confirmé', it: 'confermato' } }],
            },
          ],
        },
        {
          code: 'D110',
          title: { de: 'Wie heissen Sie?', fr: 'Comment vous appelez-vous ?', it: 'Come si chiama?' },
          fields: [
            { name: 'name', kind: 'text', label: { de: 'Name', fr: 'Nom', it: 'Nome' }, rules: [required, { rule: 'max', length: 80 }] },
            {
              name: 'email',
              kind: 'text',
              label: { de: 'E-Mail', fr: 'E-mail', it: 'E-mail' },
              rules: [{ rule: 'email' }],
              instructions: {
                de: 'Wir schreiben Ihnen nur zu Ihrem Gesuch. Mehr dazu im [Datenschutz](https://example.ch/datenschutz).',
                fr: 'Nous vous écrivons uniquement au sujet de votre demande. Voir la [protection des données](https://example.ch/datenschutz).',
                it: 'Le scriviamo solo riguardo alla sua richiesta. Vedi la [protezione dei dati](https://example.ch/datenschutz).',
              },
            },
          ],
        },
        {
          code: 'D120',
          title: { de: 'Wann sind Sie geboren?', fr: 'Quelle est votre date de naissance ?', it: 'Quando è nato/a?' },
          fields: [{ name: 'birthday', kind: 'date', label: { de: 'Geburtsdatum', fr: 'Date de naissance', it: 'Data di nascita' }, rules: [required, { rule: 'date' }] }],
        },
      ],
    },
    {
      name: 'demo.use',
      title: { de: 'Verwendungszweck', fr: 'Utilisation', it: 'Scopo' },
      questions: [
        {
          code: 'D200',
          title: { de: 'Wofür stellen Sie das Gesuch?', fr: 'Pour quoi faites-vous la demande ?', it: 'Per cosa presenta la richiesta?' },
          fields: [
            {
              name: 'reason',
              kind: 'radio-group',
              label: { de: 'Gesuchsgrund', fr: 'Motif', it: 'Motivo' },
              rules: [required],
              options: [
                { value: 'travel', label: { de: 'Ferienreise', fr: 'Voyage', it: 'Viaggio' } },
                { value: 'leisure', label: { de: 'Freizeitaktivität', fr: 'Loisirs', it: 'Tempo libero' } },
              ],
            },
          ],
        },
        {
          code: 'D210',
          title: { de: 'Reise', fr: 'Voyage', it: 'Viaggio' },
          visibleWhen: answerEquals('D200.reason', 'travel'),
          fields: [
            {
              name: 'homeCountry',
              kind: 'radio',
              label: { de: 'Reisen Sie im Inland?', fr: 'Voyagez-vous en Suisse ?', it: 'Viaggia in Svizzera?' },
              rules: [required],
              options: [
                { value: true, label: { de: 'Ja', fr: 'Oui', it: 'Sì' } },
                { value: false, label: { de: 'Nein', fr: 'Non', it: 'No' } },
              ],
            },
            {
              name: 'form',
              kind: 'select',
              label: { de: 'Organisationsform', fr: 'Forme d’organisation', it: 'Forma organizzativa' },
              rules: [required],
              options: [
                { value: 'camp', label: { de: 'Lager', fr: 'Camp', it: 'Campo' } },
                { value: 'organized-travel', label: { de: 'Organisierte Reise', fr: 'Voyage organisé', it: 'Viaggio organizzato' } },
                { value: 'independent-travel', label: { de: 'Individuelle Reise', fr: 'Voyage individuel', it: 'Viaggio individuale' } },
              ],
            },
            {
              name: 'travel',
              kind: 'date-range',
              label: { de: 'Reisedaten', fr: 'Dates du voyage', it: 'Date del viaggio' },
              rules: [required, { rule: 'date' }],
            },
          ],
        },
        {
          code: 'D220',
          title: { de: 'Begleitung', fr: 'Accompagnement', it: 'Accompagnamento' },
          fields: [
            {
              name: 'people',
              kind: 'toggle-select',
              label: { de: 'Anzahl Personen', fr: 'Nombre de personnes', it: 'Numero di persone' },
              rules: [required],
              options: [
                { value: 1, label: '1' },
                { value: 2, label: '2' },
                { value: 3, label: { de: 'mehr als 2', fr: 'plus de 2', it: 'più di 2' } },
              ],
            },
            {
              name: 'companions',
              kind: 'checkbox-group',
              label: { de: 'Wer begleitet Sie?', fr: 'Qui vous accompagne ?', it: 'Chi la accompagna?' },
              rules: [required],
              options: [
                { value: 'family', label: { de: 'Familie', fr: 'Famille', it: 'Famiglia' } },
                { value: 'friend', label: { de: 'Freundin oder Freund', fr: 'Ami·e', it: 'Amico/a' } },
                { value: 'other', label: { de: 'Andere Person', fr: 'Autre personne', it: 'Altra persona' } },
              ],
            },
            {
              name: 'companionsOther',
              kind: 'text',
              label: { de: 'Andere Person', fr: 'Autre personne', it: 'Altra persona' },
              rules: [required],
              visibleWhen: (data) => Array.isArray(data.companions) && data.companions.includes('other'),
            },
          ],
        },
        {
          code: 'D230',
          title: { de: 'Motivation', fr: 'Motivation', it: 'Motivazione' },
          fields: [
            { name: 'motivation', kind: 'textarea', label: { de: 'Ihre Motivation', fr: 'Votre motivation', it: 'La sua motivazione' }, rules: [required, { rule: 'max', length: 500 }] },
            { name: 'participants', kind: 'number', label: { de: 'Anzahl Teilnehmende', fr: 'Nombre de participants', it: 'Numero di partecipanti' }, rules: [{ rule: 'numeric' }] },
          ],
        },
      ],
    },
    {
      name: 'demo.budget',
      title: { de: 'Budget', fr: 'Budget', it: 'Budget' },
      questions: [
        {
          code: 'D300',
          title: { de: 'Ausgaben', fr: 'Dépenses', it: 'Spese' },
          fields: [
            {
              name: 'expenses',
              kind: 'budget',
              label: { de: 'Ausgaben', fr: 'Dépenses', it: 'Spese' },
              rules: [required],
              budget: { lineTypes: ['accommodation', 'transport'], freeLines: true, maxLines: 10 },
              options: [
                { value: 'accommodation', label: { de: 'Unterkunft', fr: 'Hébergement', it: 'Alloggio' } },
                { value: 'transport', label: { de: 'Transport', fr: 'Transport', it: 'Trasporto' } },
              ],
            },
          ],
        },
        {
          code: 'D310',
          title: { de: 'Belege', fr: 'Justificatifs', it: 'Giustificativi' },
          fields: [
            {
              name: 'receipts',
              kind: 'file-select',
              multiple: true,
              label: { de: 'Belege', fr: 'Justificatifs', it: 'Giustificativi' },
              rules: [required, { rule: 'ext', extensions: ['pdf', 'jpg', 'jpeg', 'png'] }, { rule: 'size', kb: 10240 }, { rule: 'maxItems', count: 3 }],
            },
          ],
        },
      ],
    },
    {
      name: 'demo.contact',
      title: { de: 'Kontaktdaten', fr: 'Coordonnées', it: 'Dati di contatto' },
      questions: [
        {
          code: 'D400',
          title: { de: 'Ihre Kontaktdaten', fr: 'Vos coordonnées', it: 'I suoi dati di contatto' },
          fields: [{ name: 'contact', kind: 'contact', label: { de: 'Kontakt', fr: 'Contact', it: 'Contatto' }, rules: [required], contact: { linkType: 'individual', organization: 'optional' } }],
        },
        { code: 'D500', page: 'review', title: { de: 'Ihre Angaben prüfen', fr: 'Vérifiez vos données', it: 'Verifichi i suoi dati' } },
        {
          code: 'D510',
          page: 'thank-you',
          title: { de: 'Vielen Dank', fr: 'Merci', it: 'Grazie' },
          intro: { de: 'Demo abgeschlossen. Vielen Dank!', fr: 'Démo terminée. Merci beaucoup !', it: 'Demo conclusa. Grazie mille!' },
        },
      ],
    },
  ],
});
