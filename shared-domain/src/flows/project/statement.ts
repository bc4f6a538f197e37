/**
 * The project statement (settlement) wizard BP200–BP710 (spec 02 §2.6, §3.7, §4.6, §7.3, §9),
 * statement mode: answers are saved on /applications/{id}/statement{endpoint} and read from the
 * statement; the account holder is linked through PUT /applications/{id}/contacts
 * {id, type: paymentRecipient}; a cancellation (BP210) and a confirmed "no deficit" (BP350) post
 * /applications/{id}/cancel, after which only BP710 is shown. Both spellings of the base path are
 * served (/gesuche/projekte-abrechnung/{id}/…, /gesuche/projekte/abrechnung/{id}/…).
 */
import { allOf, answerEquals, defineFlow, formatChf, not, totalsWidget, when } from '@portal/shared-domain/wizard-core';
import { formatIban } from '@portal/shared-domain/validation';
import { statementLocked, type ApplicationFacts } from '@portal/shared-domain/applications';
import type { Condition, ContactValue, FieldOption, LocalizedText, QuestionData, Rule, RuleView, WidgetDef } from '../../wizard/types';
import { DONATIONS_LIST, INCLUSION_CRITERIA, INCOME_BUDGET, INCOME_OPTIONS, VISIBILITY_CHANNELS } from './application';
import {
  INSTITUTIONAL,
  PROJECT_LIMITS,
  PROJECT_MESSAGES,
  donationsSumRule,
  hasInstitutionalDonations,
  incomeOf,
  statementTotals,
  totals,
} from './rules';

const t = (de: string, fr: string, it: string): LocalizedText => ({ de, fr, it });
const required: Rule = { rule: 'required' };
const mustConfirm = (message: LocalizedText = PROJECT_MESSAGES.mustConfirm): Rule[] => [
  { rule: 'required', message },
  { rule: 'is', value: true, message },
];
const yesNo: FieldOption[] = [
  { value: true, label: t('Ja', 'Oui', 'Sì') },
  { value: false, label: t('Nein', 'Non', 'No') },
];
const IMAGE_EXTENSIONS = ['avif', 'bmp', 'jpg', 'jpeg', 'png', 'webp'];
const pdfRules: Rule[] = [{ rule: 'ext', extensions: ['pdf'] }, { rule: 'pdfPortrait' }];
const never = () => false;

/* ------------------------------------------------------------------------------ conditions */

/**
 * The application was cancelled (BP210, or BP350 "no deficit", whose response carries the
 * cancelled application; BP350's own answer is not read here, as BP310's visibility reads this): only BP710 is shown. Declared
 * without dependencies, like the single-person settlement: a cancellation is final, and resetting
 * the hidden answers would call the API on a cancelled application.
 */
const cancelled: Condition = when([], (view) => view.application.status === 'cancelled' || view.value('BP210.confirmCancellation') === true);
const notCancelled = not(cancelled);
const applicationCancelled = when([], (view) => view.application.status === 'cancelled');

/** The actual budget as answered on BP310/BP320 (their reset cascade reaches BP330–BP350). */
const answeredTotals = (view: RuleView) => totals(view.value('BP310.expenses'), view.value('BP320.budget'));
const budgetAnswered = (view: RuleView) => {
  const expenses = view.value('BP310.expenses');
  const budget = view.value('BP320.budget');
  return Array.isArray(expenses) && expenses.length > 0 && Array.isArray(budget) && budget.length > 0;
};
const withDeficit = when(['BP310.expenses', 'BP320.budget'], (view) => budgetAnswered(view) && answeredTotals(view).deficit > 0);
const withoutDeficit = when(['BP310.expenses', 'BP320.budget'], (view) => budgetAnswered(view) && answeredTotals(view).deficit === 0);

/** Statement answers change only while the status model allows it (the API asserts the same). */
const lockedByStatus = (_data: QuestionData, view: RuleView) => statementLocked(view.application as ApplicationFacts);

/* -------------------------------------------------------------------------------- widgets */

const accountHolderHint: WidgetDef = {
  type: 'text',
  tone: 'hint',
  text: t(
    'Die Kontaktdaten müssen mit der Kontoinhaberin oder dem Kontoinhaber übereinstimmen (z. B. die Organisation, die das Projekt durchführt).',
    'Les coordonnées doivent correspondre à celles du ou de la titulaire du compte (p. ex. l’organisation qui réalise le projet).',
    'I dati di contatto devono corrispondere a quelli del o della titolare del conto (p. es. l’organizzazione che realizza il progetto).',
  ),
};
const toDashboard: WidgetDef = { type: 'link', route: 'gesuche-uebersicht', label: t('Zur Gesuchsübersicht', 'Vers l’aperçu des demandes', 'Alla panoramica delle richieste') };
const notGiven = t('Nicht angegeben', 'Non indiqué', 'Non indicato');

const grantedIntro = (view: { application: Record<string, unknown> }): LocalizedText | null => {
  const granted = view.application.grantedAmount;
  if (typeof granted !== 'number') return null;
  const amount = formatChf(granted);
  return t(`Bewilligter Beitrag: ${amount}.`, `Contribution accordée : ${amount}.`, `Contributo approvato: ${amount}.`);
};

function recipientText(contact: ContactValue | null | undefined): string {
  if (!contact) return '';
  return [contact.organization, [contact.firstname, contact.lastname].filter(Boolean).join(' '), [contact.street, contact.houseNumber].filter(Boolean).join(' '), [contact.zipCode, contact.location].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
}

const ibanOf = (statement: Record<string, unknown> | null): string | null => {
  const stored = statement?.iban ?? (statement?.paymentRecipient as ContactValue | null | undefined)?.bankDetails?.iban;
  return typeof stored === 'string' && stored !== '' ? stored : null;
};

/** BP610: what is settled, and where the contribution goes. */
const reviewSummary: WidgetDef = {
  type: 'facts',
  title: t('Übersicht', 'Aperçu', 'Panoramica'),
  rows: (view) => {
    const { expenses, income, deficit } = statementTotals(view);
    const iban = ibanOf(view.statement);
    return [
      { label: t('Effektiver Aufwand', 'Charges effectives', 'Costi effettivi'), value: formatChf(expenses) },
      { label: t('Effektiver Ertrag', 'Produits effectifs', 'Ricavi effettivi'), value: formatChf(income) },
      { label: t('Effektives Defizit', 'Déficit effectif', 'Deficit effettivo'), value: formatChf(deficit) },
      { label: t('Kontoinhaberin oder Kontoinhaber', 'Titulaire du compte', 'Titolare del conto'), value: recipientText(view.statement?.paymentRecipient as ContactValue | null) || notGiven },
      { label: t('IBAN', 'IBAN', 'IBAN'), value: iban ? formatIban(iban) : notGiven },
    ];
  },
};

/* ------------------------------------------------------------------------------------ flow */

export const projectStatement = defineFlow({
  id: 'project-statement',
  applicant: 'project',
  type: 'wizard',
  mode: 'statement',
  paths: { base: '/gesuche/projekte-abrechnung/{id}', withId: '/gesuche/projekte-abrechnung/{id}', aliases: ['/gesuche/projekte/abrechnung/{id}'] },
  title: t('Abrechnung Projekt', 'Décompte du projet', 'Conteggio del progetto'),
  unavailable: t(
    'Für dieses Gesuch kann keine Abrechnung eingereicht werden: Eine Abrechnung ist erst möglich, wenn das Gesuch bewilligt wurde.',
    'Aucun décompte ne peut être remis pour cette demande : un décompte n’est possible qu’une fois la demande acceptée.',
    'Per questa richiesta non è possibile inoltrare un conteggio: il conteggio è possibile solo dopo l’approvazione della richiesta.',
  ),
  defaults: { lockedWhen: lockedByStatus },
  steps: [
    {
      name: 'project.confirm-realization',
      title: t('Bestätigung der Realisierung', 'Confirmation de la réalisation', 'Conferma della realizzazione'),
      questions: [
        {
          code: 'BP200',
          path: 'bestaetigung-realisierung/projektabschluss',
          title: t('Projektabschluss', 'Fin du projet', 'Conclusione del progetto'),
          visibleWhen: not(applicationCancelled),
          save: { endpoint: '/realization-status' },
          intro: t(
            'Ihr Gesuch wurde bewilligt. Teilen Sie uns mit, ob das Projekt realisiert wurde. Die Abrechnung können Sie einreichen, sobald das Projekt abgeschlossen ist.',
            'Votre demande a été acceptée. Indiquez-nous si le projet a été réalisé. Vous pourrez remettre le décompte dès que le projet sera terminé.',
            'La sua richiesta è stata approvata. Ci comunichi se il progetto è stato realizzato. Potrà inoltrare il conteggio non appena il progetto sarà concluso.',
          ),
          fields: [
            {
              name: 'realizationStatus',
              kind: 'radio-group',
              label: t('Wie steht es um das Projekt?', 'Où en est le projet ?', 'A che punto è il progetto?'),
              rules: [
                required,
                // 'pending' and 'planning' (spec 02 §4.6 leaves them open): nothing to settle yet.
                { rule: 'custom', name: 'project-realized', message: PROJECT_MESSAGES.notRealized, test: (value) => value !== 'pending' && value !== 'planning' },
              ],
              options: [
                { value: 'realized', label: t('Das Projekt wurde realisiert', 'Le projet a été réalisé', 'Il progetto è stato realizzato') },
                { value: 'pending', label: t('Das Projekt läuft noch', 'Le projet est encore en cours', 'Il progetto è ancora in corso') },
                { value: 'planning', label: t('Das Projekt ist noch in Planung', 'Le projet est encore en planification', 'Il progetto è ancora in pianificazione') },
                {
                  value: 'cancelled',
                  label: t('Das Projekt wurde abgesagt oder hat kein Defizit', 'Le projet a été annulé ou n’a pas de déficit', 'Il progetto è stato annullato o non ha deficit'),
                },
              ],
            },
          ],
        },
        {
          code: 'BP210',
          path: 'bestaetigung-realisierung/gesuch-absagen',
          title: t('Gesuch absagen', 'Annuler la demande', 'Annullare la richiesta'),
          visibleWhen: allOf(not(applicationCancelled), answerEquals('BP200.realizationStatus', 'cancelled')),
          // POST /applications/{id}/cancel (spec 02 §7.3); the application is then cancelled.
          save: { endpoint: '/cancel', method: 'post', toPayload: (data) => (data.confirmCancellation === true ? {} : null) },
          read: (view) => (view.application.status === 'cancelled' ? { confirmCancellation: true } : {}),
          widgets: [
            {
              type: 'text',
              tone: 'warning',
              text: t(
                'Wenn Sie die Absage bestätigen, wird Ihr Gesuch annulliert und es wird kein Beitrag ausbezahlt. Dies kann nicht rückgängig gemacht werden. Wurde das Projekt doch realisiert, gehen Sie zurück und ändern Sie Ihre Antwort.',
                'Si vous confirmez l’annulation, votre demande est annulée et aucune contribution n’est versée. Cette action est irréversible. Si le projet a tout de même été réalisé, revenez en arrière et modifiez votre réponse.',
                'Se conferma l’annullamento, la sua richiesta viene annullata e non viene versato alcun contributo. L’operazione è irreversibile. Se il progetto è stato comunque realizzato, torni indietro e modifichi la risposta.',
              ),
            },
          ],
          fields: [
            {
              name: 'confirmCancellation',
              kind: 'checkbox',
              label: t('Ich bestätige: Das Projekt wurde abgesagt oder hat kein Defizit. Das Gesuch wird annulliert.', 'Je confirme : le projet a été annulé ou n’a pas de déficit. La demande est annulée.', 'Confermo: il progetto è stato annullato o non ha deficit. La richiesta viene annullata.'),
              rules: mustConfirm(),
            },
          ],
          completedWhen: (data) => data.confirmCancellation === true,
        },
        {
          code: 'BP220',
          path: 'bestaetigung-realisierung/unterlagen-abrechnung',
          title: t('Unterlagen für die Abrechnung', 'Documents pour le décompte', 'Documenti per il conteggio'),
          visibleWhen: notCancelled,
          intro: t('Für die Abrechnung benötigen Sie folgende Unterlagen:', 'Pour le décompte, vous avez besoin des documents suivants :', 'Per il conteggio le servono i seguenti documenti:'),
          widgets: [
            {
              type: 'checklist',
              items: () => [
                t('Die Zahl der erreichten Menschen mit einer Behinderung', 'Le nombre de personnes en situation de handicap atteintes', 'Il numero di persone con disabilità raggiunte'),
                t('Effektive Ausgaben und Einnahmen des Projekts', 'Dépenses et recettes effectives du projet', 'Uscite ed entrate effettive del progetto'),
                t('Die institutionellen Spenden als Liste oder als PDF', 'Les dons institutionnels sous forme de liste ou de PDF', 'Le donazioni istituzionali come elenco o come PDF'),
                t('Den Schlussbericht als PDF im Hochformat', 'Le rapport final en PDF au format portrait', 'Il rapporto finale come PDF in formato verticale'),
                t(`Bis zu ${PROJECT_LIMITS.maxImages} Bilder des Projekts und Ihr Logo`, `Jusqu’à ${PROJECT_LIMITS.maxImages} images du projet et votre logo`, `Fino a ${PROJECT_LIMITS.maxImages} immagini del progetto e il suo logo`),
                t('Kontoinhaberin oder Kontoinhaber und IBAN', 'Titulaire du compte et IBAN', 'Titolare del conto e IBAN'),
              ],
            },
          ],
          // Nothing of its own is stored (spec 02 §7.3): read once the first answer of the statement is there.
          read: (view) => ({ read: view.statement?.numberOfDisabledPersons !== null && view.statement?.numberOfDisabledPersons !== undefined ? true : null }),
          fields: [{ name: 'read', kind: 'checkbox', label: t('Ich habe diese Unterlagen bereit.', 'J’ai ces documents à portée de main.', 'Ho questi documenti a portata di mano.'), rules: mustConfirm(PROJECT_MESSAGES.checklist) }],
          clientOnly: true,
        },
      ],
    },
    {
      name: 'project.statement-projects',
      title: t('Abrechnung Projekt', 'Décompte du projet', 'Conteggio del progetto'),
      defaults: { visibleWhen: notCancelled },
      questions: [
        {
          code: 'BP300',
          path: 'abrechnung-projekte/reichweite',
          title: t('Reichweite', 'Portée', 'Portata'),
          save: { endpoint: '/number-of-disabled-persons' },
          intro: (view) => {
            const planned = view.application.numberOfDisabledPersons;
            if (typeof planned !== 'number') return null;
            return t(`Im Gesuch geplant: ${planned} Personen.`, `Prévu dans la demande : ${planned} personnes.`, `Previsto nella richiesta: ${planned} persone.`);
          },
          fields: [
            {
              name: 'numberOfDisabledPersons',
              kind: 'number',
              label: t('Wie viele Menschen mit einer Behinderung hat das Projekt erreicht?', 'Combien de personnes en situation de handicap le projet a-t-il atteintes ?', 'Quante persone con disabilità ha raggiunto il progetto?'),
              rules: [required, { rule: 'numeric' }, { rule: 'min_value', min: 0 }, { rule: 'max_value', max: 1_000_000 }],
            },
          ],
        },
        {
          code: 'BP310',
          path: 'abrechnung-projekte/effektiver-aufwand',
          title: t('Effektiver Aufwand', 'Charges effectives', 'Costi effettivi'),
          save: { endpoint: '/expenses' },
          intro: grantedIntro,
          fields: [
            {
              name: 'expenses',
              kind: 'budget',
              label: t('Effektive Ausgaben', 'Dépenses effectives', 'Uscite effettive'),
              instructions: t(
                'Erfassen Sie die tatsächlichen Ausgaben als Posten mit Beschreibung und Betrag in CHF (höchstens 20 Posten).',
                'Saisissez les dépenses effectives poste par poste avec une description et un montant en CHF (20 postes au maximum).',
                'Inserisca le uscite effettive come voci con descrizione e importo in CHF (al massimo 20 voci).',
              ),
              rules: [required, { rule: 'maxItems', count: PROJECT_LIMITS.maxExpenseLines }],
              budget: { freeLines: true, maxLines: PROJECT_LIMITS.maxExpenseLines },
            },
          ],
        },
        {
          code: 'BP320',
          path: 'abrechnung-projekte/effektiver-ertrag',
          title: t('Effektiver Ertrag', 'Produits effectifs', 'Ricavi effettivi'),
          save: { endpoint: '/budget' },
          fields: [
            {
              name: 'budget',
              kind: 'budget',
              label: t('Effektive Einnahmen', 'Recettes effectives', 'Entrate effettive'),
              rules: [required],
              options: INCOME_OPTIONS,
              budget: INCOME_BUDGET,
            },
          ],
        },
        {
          code: 'BP330',
          path: 'abrechnung-projekte/institutionelle-spenden',
          title: t('Institutionelle Spenden', 'Dons institutionnels', 'Donazioni istituzionali'),
          // Spec 02 §4.6: only with institutional donations above CHF 0.
          visibleWhen: allOf(notCancelled, when(['BP320.budget'], (view) => hasInstitutionalDonations(view.value('BP320.budget')))),
          save: { endpoint: '/donations' },
          intro: (view) => {
            const amount = formatChf(incomeOf(view.statement?.budget, INSTITUTIONAL));
            return t(
              `Effektive institutionelle Spenden: ${amount}. Geben Sie die Spenderinnen und Spender als Liste an oder laden Sie eine Liste als PDF hoch.`,
              `Dons institutionnels effectifs : ${amount}. Indiquez les donateurs sous forme de liste ou téléchargez une liste en PDF.`,
              `Donazioni istituzionali effettive: ${amount}. Indichi i donatori come elenco o carichi un elenco in PDF.`,
            );
          },
          read: (view) => ({ uploadDocument: donationsForm(view.statement) }),
          fields: [
            {
              name: 'uploadDocument',
              kind: 'radio',
              label: t('Wie geben Sie die Spenden an?', 'Comment indiquez-vous les dons ?', 'Come indica le donazioni?'),
              rules: [required],
              options: [
                { value: false, label: t('Als Liste', 'Sous forme de liste', 'Come elenco') },
                { value: true, label: t('Als PDF-Dokument', 'Sous forme de document PDF', 'Come documento PDF') },
              ],
            },
            {
              name: 'donations',
              kind: 'name-amount-list',
              label: t('Institutionelle Spenden', 'Dons institutionnels', 'Donazioni istituzionali'),
              visibleWhen: (data) => data.uploadDocument === false,
              rules: [required, donationsSumRule((records) => records.statement?.budget)],
              list: DONATIONS_LIST,
            },
            {
              name: 'donationsList',
              kind: 'file-select',
              label: t('Liste der Spenden (PDF)', 'Liste des dons (PDF)', 'Elenco delle donazioni (PDF)'),
              visibleWhen: (data) => data.uploadDocument === true,
              sendAs: 'donationsListDocumentId',
              readFrom: 'donationsListDocument',
              rules: [required, ...pdfRules],
            },
          ],
          // Spec 02 §4.6: complete with a PDF or a non-empty list.
          completedWhen: (data) => (data.uploadDocument === true && data.donationsList !== null && data.donationsList !== undefined) || (data.uploadDocument === false && Array.isArray(data.donations) && data.donations.length > 0),
        },
        {
          code: 'BP340',
          path: 'abrechnung-projekte/effektives-defizit',
          title: t('Effektives Defizit', 'Déficit effectif', 'Deficit effettivo'),
          visibleWhen: allOf(notCancelled, withDeficit),
          widgets: [
            totalsWidget(statementTotals),
            {
              type: 'text',
              tone: 'hint',
              text: t('Die Stiftung finanziert nur Defizite, keine Überschüsse. Stichproben werden angekündigt.', 'La fondation ne finance que des déficits, jamais des excédents. Des contrôles par sondage sont annoncés.', 'La fondazione finanzia solo deficit, mai eccedenze. I controlli a campione vengono annunciati.'),
            },
          ],
          fields: [
            {
              name: 'correct',
              kind: 'checkbox',
              label: t('Ich bestätige das effektive Defizit; die Ausgaben und Einnahmen sind korrekt.', 'Je confirme le déficit effectif ; les dépenses et les recettes sont correctes.', 'Confermo il deficit effettivo; le uscite e le entrate sono corrette.'),
              rules: mustConfirm(PROJECT_MESSAGES.deficit),
            },
          ],
          // Nothing of its own is stored: confirmed once the inclusion proofs (the next answers) are saved.
          read: (view) => ({ correct: Array.isArray(view.statement?.evidenceOfInclusionCriteria) && view.statement.evidenceOfInclusionCriteria.length > 0 ? true : null }),
          clientOnly: true,
        },
        {
          code: 'BP350',
          path: 'abrechnung-projekte/kein-defizit',
          title: t('Kein Defizit', 'Pas de déficit', 'Nessun deficit'),
          visibleWhen: allOf(not(applicationCancelled), withoutDeficit),
          // Confirming posts the cancellation: without a deficit nothing is paid (spec 02 §2.6 BP200, §4.6).
          save: { endpoint: '/cancel', method: 'post', toPayload: (data) => (data.confirm === true ? {} : null) },
          widgets: [
            totalsWidget(statementTotals),
            {
              type: 'text',
              tone: 'warning',
              text: t(
                'Ihre Einnahmen decken die Ausgaben: Das Projekt hat kein Defizit. Die Stiftung finanziert nur Defizite; es wird kein Beitrag ausbezahlt und das Gesuch wird abgeschlossen. Stimmen die Angaben nicht, gehen Sie zurück und korrigieren Sie sie.',
                'Vos recettes couvrent les dépenses : le projet n’a pas de déficit. La fondation ne finance que des déficits ; aucune contribution n’est versée et la demande est close. Si les indications sont erronées, revenez en arrière et corrigez-les.',
                'Le sue entrate coprono le uscite: il progetto non ha deficit. La fondazione finanzia solo deficit; non viene versato alcun contributo e la richiesta viene chiusa. Se i dati non sono corretti, torni indietro e li corregga.',
              ),
            },
          ],
          fields: [
            {
              name: 'confirm',
              kind: 'checkbox',
              label: t('Ich bestätige, dass das Projekt kein Defizit hat.', 'Je confirme que le projet n’a pas de déficit.', 'Confermo che il progetto non ha deficit.'),
              rules: mustConfirm(),
            },
          ],
          completedWhen: (data) => data.confirm === true,
        },
      ],
    },
    {
      name: 'project.dam-conditions',
      title: t('DAM-Bedingungen', 'Conditions DAM', 'Condizioni DAM'),
      defaults: { visibleWhen: notCancelled },
      questions: [
        {
          code: 'BP400',
          path: 'dam-bedingungen/inklusionsnachweis',
          title: t('Inklusionsnachweis', 'Preuve de l’inclusion', 'Prova dell’inclusione'),
          intro: t(
            'Beschreiben Sie für jedes im Gesuch gewählte Inklusionskriterium, wie Sie es umgesetzt haben.',
            'Décrivez pour chaque critère d’inclusion choisi dans la demande comment vous l’avez mis en œuvre.',
            'Descriva per ogni criterio d’inclusione scelto nella richiesta come lo ha attuato.',
          ),
          save: { endpoint: '/evidence-of-inclusion-criteria' },
          fields: [
            {
              name: 'evidenceOfInclusionCriteria',
              kind: 'repeat',
              label: t('Nachweise', 'Preuves', 'Prove'),
              rules: [required],
              repeat: {
                over: 'FP380.inclusionCriteria',
                overField: { name: 'inclusionCriteria', kind: 'checkbox-group', source: 'application', options: INCLUSION_CRITERIA },
                fields: [{ name: 'value', kind: 'textarea', label: t('Nachweis', 'Preuve', 'Prova'), rules: [required, { rule: 'max', length: 2000 }] }],
                nextLabel: t('Nächstes Kriterium', 'Critère suivant', 'Criterio successivo'),
                previousLabel: t('Vorheriges Kriterium', 'Critère précédent', 'Criterio precedente'),
              },
            },
          ],
        },
        {
          code: 'BP410',
          path: 'dam-bedingungen/nachweis-der-unterstuetzung',
          title: t('Nachweis der Unterstützung', 'Preuve du soutien', 'Prova del sostegno'),
          save: { endpoint: '/evidence-of-visibility' },
          fields: [
            {
              name: 'evidenceOfVisibility',
              kind: 'checkbox-group',
              label: t('Wo haben Sie auf die Unterstützung durch die Stiftung hingewiesen?', 'Où avez-vous mentionné le soutien de la fondation ?', 'Dove ha menzionato il sostegno della fondazione?'),
              rules: [required],
              options: VISIBILITY_CHANNELS,
            },
            {
              name: 'evidenceOfVisibilityOther',
              kind: 'text',
              label: t('Anderer Kanal', 'Autre canal', 'Altro canale'),
              visibleWhen: (data) => Array.isArray(data.evidenceOfVisibility) && data.evidenceOfVisibility.includes('other'),
              rules: [{ rule: 'required', message: PROJECT_MESSAGES.otherText }, { rule: 'max', length: PROJECT_LIMITS.shortText }],
            },
          ],
        },
        {
          code: 'BP420',
          path: 'dam-bedingungen/abschlussbericht',
          title: t('Schlussbericht', 'Rapport final', 'Rapporto finale'),
          save: { endpoint: '/project-report-document' },
          fields: [
            {
              name: 'projectReport',
              kind: 'file-select',
              label: t('Schlussbericht (PDF)', 'Rapport final (PDF)', 'Rapporto finale (PDF)'),
              instructions: t('Laden Sie den Schlussbericht als PDF im Hochformat hoch.', 'Téléchargez le rapport final en PDF au format portrait.', 'Carichi il rapporto finale come PDF in formato verticale.'),
              sendAs: 'projectReportDocumentId',
              readFrom: 'projectReportDocument',
              rules: [required, ...pdfRules],
            },
          ],
        },
        {
          code: 'BP430',
          path: 'dam-bedingungen/bilder-hochladen',
          title: t('Bilder hochladen', 'Télécharger des images', 'Caricare immagini'),
          save: { endpoint: '/images' },
          fields: [
            {
              name: 'images',
              kind: 'file-select',
              multiple: true,
              sendAs: 'imageIds',
              label: t('Bilder', 'Images', 'Immagini'),
              instructions: t(
                `Laden Sie 1 bis ${PROJECT_LIMITS.maxImages} Bilder hoch, die das Projekt zeigen.`,
                `Téléchargez 1 à ${PROJECT_LIMITS.maxImages} images montrant le projet.`,
                `Carichi da 1 a ${PROJECT_LIMITS.maxImages} immagini che mostrano il progetto.`,
              ),
              rules: [required, { rule: 'maxItems', count: PROJECT_LIMITS.maxImages }, { rule: 'ext', extensions: IMAGE_EXTENSIONS }],
            },
          ],
        },
        {
          code: 'BP440',
          path: 'dam-bedingungen/bildfreigabe',
          title: t('Bildfreigabe', 'Autorisation d’utiliser les images', 'Autorizzazione all’uso delle immagini'),
          visibleWhen: allOf(notCancelled, when(['BP430.images'], (view) => Array.isArray(view.value('BP430.images')) && (view.value('BP430.images') as unknown[]).length > 0)),
          save: { endpoint: '/allow-image-use' },
          fields: [
            {
              name: 'allowImageUse',
              kind: 'radio',
              label: t(
                'Dürfen wir die Bilder für unsere Kommunikation (Website, Jahresbericht) verwenden?',
                'Pouvons-nous utiliser les images pour notre communication (site web, rapport annuel) ?',
                'Possiamo utilizzare le immagini per la nostra comunicazione (sito web, rapporto annuale)?',
              ),
              rules: [required],
              options: yesNo,
            },
          ],
        },
        {
          code: 'BP450',
          path: 'dam-bedingungen/logo-antragsteller',
          title: t('Logo', 'Logo', 'Logo'),
          save: { endpoint: '/organization-logo' },
          fields: [
            {
              name: 'organizationLogo',
              kind: 'file-or-none',
              label: t('Logo Ihrer Organisation', 'Logo de votre organisation', 'Logo della sua organizzazione'),
              instructions: t('Ein Bild (z. B. PNG oder JPEG). Wir verwenden es, wenn wir über das Projekt berichten.', 'Une image (p. ex. PNG ou JPEG). Nous l’utilisons lorsque nous parlons du projet.', 'Un’immagine (p. es. PNG o JPEG). La usiamo quando parliamo del progetto.'),
              sendAs: 'organizationLogoId',
              none: { key: 'noOrganizationLogo', label: t('Wir haben kein Logo', 'Nous n’avons pas de logo', 'Non abbiamo un logo') },
              rules: [required, { rule: 'ext', extensions: IMAGE_EXTENSIONS }],
            },
          ],
        },
      ],
    },
    {
      name: 'project.contact',
      title: t('Kontaktdaten', 'Coordonnées', 'Dati di contatto'),
      defaults: { visibleWhen: notCancelled },
      questions: [
        {
          code: 'BP500',
          path: 'kontaktdaten/kontoinhaber',
          title: t('Kontoinhaberin oder Kontoinhaber', 'Titulaire du compte', 'Titolare del conto'),
          fields: [
            {
              name: 'contact',
              kind: 'contact',
              label: t('Kontaktdaten der Kontoinhaberin oder des Kontoinhabers', 'Coordonnées du ou de la titulaire du compte', 'Dati di contatto del o della titolare del conto'),
              rules: [required],
              contact: { linkType: 'paymentRecipient', organization: 'optional' },
            },
          ],
          // Prefilled with the application's contact until an account holder is linked.
          read: (view) => ({ contact: view.statement?.paymentRecipient ?? view.application.contact ?? null }),
          completedWhen: (_data, view) => view.statement?.paymentRecipient !== null && view.statement?.paymentRecipient !== undefined,
          widgets: [accountHolderHint],
        },
        {
          code: 'BP510',
          path: 'kontaktdaten/kontodaten',
          title: t('Kontodaten', 'Coordonnées bancaires', 'Coordinate bancarie'),
          save: { endpoint: '/bank-details' },
          read: (view) => {
            const iban = ibanOf(view.statement);
            return iban ? { iban: formatIban(iban) } : {};
          },
          widgets: [accountHolderHint],
          fields: [{ name: 'iban', kind: 'text', label: t('IBAN', 'IBAN', 'IBAN'), rules: [required, { rule: 'iban' }] }],
        },
        {
          code: 'BP600',
          path: 'kontaktdaten/bemerkungen',
          title: t('Bemerkungen', 'Remarques', 'Osservazioni'),
          save: { endpoint: '/comments' },
          fields: [{ name: 'comments', kind: 'textarea', label: t('Bemerkungen (freiwillig)', 'Remarques (facultatif)', 'Osservazioni (facoltativo)'), rules: [{ rule: 'max', length: PROJECT_LIMITS.longText }] }],
          completedWhen: () => true,
        },
      ],
    },
    {
      name: 'project.conclusion',
      title: t('Abschluss', 'Conclusion', 'Conclusione'),
      questions: [
        {
          code: 'BP610',
          path: 'abschluss/verifikation',
          page: 'review',
          title: t('Angaben prüfen und einreichen', 'Vérifier et remettre', 'Verificare e inoltrare'),
          visibleWhen: notCancelled,
          lockedWhen: never,
          intro: t(
            'Bitte prüfen Sie Ihre Angaben. Mit «Abschliessen und einreichen» senden Sie die Abrechnung zur Überprüfung an die Stiftung.',
            'Veuillez vérifier vos indications. Avec « Terminer et remettre », vous envoyez le décompte à la fondation pour examen.',
            'Verifichi i suoi dati. Con «Concludere e inoltrare» invia il conteggio alla fondazione per la verifica.',
          ),
          widgets: [reviewSummary],
          completedWhen: (_data, view) => view.application.status !== 'accepted',
        },
        {
          code: 'BP700',
          path: 'abschluss/vielen-dank',
          page: 'thank-you',
          title: t('Vielen Dank für Ihre Abrechnung', 'Merci pour votre décompte', 'Grazie per il suo conteggio'),
          visibleWhen: when([], (view) => view.application.status === 'statement_submitted' || view.application.status === 'completed'),
          lockedWhen: never,
          widgets: [
            {
              type: 'text',
              text: t(
                'Ihre Abrechnung wurde erfolgreich zur Überprüfung eingesendet. Wir benachrichtigen Sie schriftlich, sobald die Prüfung abgeschlossen ist.',
                'Votre décompte a été envoyé avec succès pour examen. Nous vous informerons par écrit dès que l’examen sera terminé.',
                'Il suo conteggio è stato inviato con successo per la verifica. La informeremo per iscritto non appena la verifica sarà conclusa.',
              ),
            },
            toDashboard,
          ],
        },
        {
          code: 'BP710',
          path: 'abschluss/absage',
          page: 'cancellation',
          title: t('Gesuch abgeschlossen', 'Demande close', 'Richiesta chiusa'),
          visibleWhen: cancelled,
          lockedWhen: never,
          widgets: [
            {
              type: 'text',
              text: t(
                'Ihr Gesuch wurde annulliert: Das Projekt wurde abgesagt oder hat kein Defizit. Es wird kein Beitrag ausbezahlt.',
                'Votre demande a été annulée : le projet a été annulé ou n’a pas de déficit. Aucune contribution ne sera versée.',
                'La sua richiesta è stata annullata: il progetto è stato annullato o non ha deficit. Non verrà versato alcun contributo.',
              ),
            },
            toDashboard,
          ],
        },
      ],
    },
  ],
});

/** BP330's choice as stored, else as the stored answer shows it (a PDF or a list); undefined when neither. */
function donationsForm(statement: Record<string, unknown> | null): boolean | undefined {
  if (typeof statement?.uploadDocument === 'boolean') return statement.uploadDocument;
  if (statement?.donationsListDocumentId) return true;
  if (Array.isArray(statement?.donations) && statement.donations.length > 0) return false;
  return undefined;
}
