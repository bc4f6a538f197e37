import { allOf, answerEquals, answerGreaterThan, answerIn, answerIncludes, answerIsNumber, anyOf } from '@portal/shared-domain/wizard-core';
import { defineFlow } from '@portal/shared-domain/wizard-core';
import { hasApplicationId, signInQuestions } from '@portal/shared-domain/wizard';
import { formatSwissDate, parseAnyDate } from '@portal/shared-domain/validation';
import { isFieldSet, linesTotal, totalsWidget } from '@portal/shared-domain/wizard-core';
import { ACCEPTED_UPLOAD_EXTENSIONS, UPLOAD_MAX_KB } from '@portal/shared-domain/validation';
import type { FieldDef, FieldOption, LocalizedText, QuestionData, QuestionDef, RecordView, Rule, RuleView } from '../../wizard/types';
import { HOME_COUNTRY_CODE, foreignCountryOptions, isKnownCountryCode, loadPlaces, swissLocalities } from './places';
import { EXPENSE_LINE_LABELS, EXPENSE_LINES, INCOME_BUDGET_LABELS } from './budget-lines';
import {
  INCOME_LINES,
  MESSAGES,
  cateringRule,
  companionForMinorRule,
  incomeLimitRule,
  isMinor,
  leadTimeRule,
  meetsLeadTime,
  ownContributionRule,
  underageReasonRule,
} from './rules';

/** FE200's birthday (stored) makes the person a minor: a companion is then required (spec 01 §9). */
const minor = (view: RecordView) => isMinor(view.application.birthday, view.now);
const minorNotice = (view: RecordView): LocalizedText | null => (minor(view) ? MESSAGES.minorCompanion : null);

/**
 * The single-person application wizard FE100–FE640 (spec 01 §2.2, §3.2, §4.3–4.5, §5, §7.1).
 *
 * Order at the start (docs/decisions.md, "Single-person flow"): FE120 (e-mail), FE130 (link sent,
 * documents checklist), FE100 (introduction), FE140 … as in the product's step definition. The
 * sign-in link brings the visitor back to FE100, so nobody reads the introduction twice and the
 * introduction comes right before the application is created. Signed-in applicants start at FE100.
 *
 * Stored shape: the API stores each payload key at the top level of the application (welfare
 * booleans, `disabilityInsuranceDocumentId`, `start`, `end`, …), and every field reads from there.
 */
const t = (de: string, fr: string, it: string): LocalizedText => ({ de, fr, it });
const opt = (value: FieldOption['value'], label: LocalizedText): FieldOption => ({ value, label });
const required: Rule = { rule: 'required' };
const yesNo: FieldOption[] = [opt(true, t('Ja', 'Oui', 'Sì')), opt(false, t('Nein', 'Non', 'No'))];
const documentRules: Rule[] = [{ rule: 'ext', extensions: [...ACCEPTED_UPLOAD_EXTENSIONS] }, { rule: 'size', kb: UPLOAD_MAX_KB }, { rule: 'pdfPortrait' }];

export const REASONS = ['travel', 'leisure', 'procurement'] as const;
export const ORGANIZATIONAL_FORMS = ['camp', 'organized-travel', 'independent-travel'] as const;
export const BENEFITS = ['disabilityInsurance', 'supplementaryBenefits', 'socialAid'] as const;

// The application names the income lines at more length than the settlement.
const lineLabels: Record<string, LocalizedText> = {
  ...EXPENSE_LINE_LABELS,
  [INCOME_LINES.own]: t('Eigenleistung (Sie selbst oder Ihr Umfeld)', 'Contribution propre (vous-même ou votre entourage)', 'Contributo proprio (lei stesso o le persone a lei vicine)'),
  [INCOME_LINES.institutional]: t(
    'Beiträge von Institutionen (z. B. andere Stiftungen, Pro Infirmis)',
    'Contributions d’institutions (p. ex. autres fondations, Pro Infirmis)',
    'Contributi di istituzioni (p. es. altre fondazioni, Pro Infirmis)',
  ),
};
const lineOptions = (keys: readonly string[]): FieldOption[] => keys.map((key) => opt(key, lineLabels[key]));

const REASON_OPTIONS: FieldOption[] = [
  opt('travel', t('Ferienreise', 'Voyage de vacances', 'Viaggio di vacanza')),
  opt('leisure', t('Freizeitaktivität', 'Activité de loisirs', 'Attività del tempo libero')),
  opt('procurement', t('Anschaffung für die Freizeit', 'Achat pour les loisirs', 'Acquisto per il tempo libero')),
];

const reason = (value: (typeof REASONS)[number]) => answerEquals('FE300.reasonForRequest', value);
const travelOrLeisure = answerIn('FE300.reasonForRequest', ['travel', 'leisure']);
const standIn = answerEquals('FE150.identification', 'stand-in');
/** FE380 data carries no code in the browser; a payload's code must be one of the list. */
const knownCountryInPayload: Rule = {
  rule: 'custom',
  name: 'known-country-in-payload',
  message: MESSAGES.country,
  test: (_value, context) => context.values.destinationCountryCode === undefined || isKnownCountryCode(context.values.destinationCountryCode),
};

/** FE500, FE510, FE520: one expense page per reason, all saved on /expenses. */
function expenses(
  code: string,
  forReason: (typeof REASONS)[number],
  path: string,
  title: LocalizedText,
  extra: Partial<FieldDef> = {},
  rules: Rule[] = [],
): QuestionDef {
  const keys = EXPENSE_LINES[forReason];
  return {
    code,
    path,
    title,
    save: { endpoint: '/expenses' },
    visibleWhen: reason(forReason),
    fields: [
      {
        name: 'expenses',
        kind: 'budget',
        label: t('Ausgaben', 'Dépenses', 'Uscite'),
        rules: [required, ...rules],
        options: lineOptions(keys),
        // 'further expense' (a free line) on every budget screen (spec 01 §2.2), a purchase's too.
        budget: { lineTypes: [...keys], freeLines: true },
        ...extra,
      },
    ],
  };
}

/** Expense, income and deficit totals of the stored application (FE540, FE630). */
function budgetTotals(view: RecordView) {
  const expenses = linesTotal(view.application.expenses);
  const income = linesTotal(view.application.budgetAvailable);
  return { expenses, income, deficit: Math.round((expenses - income) * 100) / 100 };
}

const totalsWidgets: QuestionDef['widgets'] = [
  totalsWidget(budgetTotals),
  {
    type: 'text',
    tone: 'warning',
    text: (view) =>
      budgetTotals(view).deficit <= 0
        ? t(
            'Ihre Einnahmen decken die Ausgaben. Wir finanzieren nur Defizite; bitte prüfen Sie Ihre Angaben.',
            'Vos recettes couvrent les dépenses. Nous ne finançons que des déficits ; veuillez vérifier vos indications.',
            'Le sue entrate coprono le uscite. Finanziamo solo deficit; verifichi i suoi dati.',
          )
        : null,
  },
];

/** Complete with every field set and the date at least 6 weeks ahead ("today" = submission day on the server). */
const completeWithLeadTime = (field: string) => (data: QuestionData, view: RuleView) => {
  const value = data[field];
  const start = value !== null && typeof value === 'object' ? (value as { start?: unknown }).start : value;
  const set = field === 'timePeriod' ? isFieldSet({ name: field, kind: 'date-range' }, value) : value !== null && value !== undefined;
  return set && meetsLeadTime(start, view.now);
};

export const singlePersonApplication = defineFlow({
  id: 'single-person-application',
  applicant: 'single-person',
  type: 'wizard',
  mode: 'application',
  title: t('Gesuch Einzelperson', 'Demande pour une personne individuelle', 'Richiesta per una persona singola'),
  paths: { base: '/gesuche/einzelperson' },
  steps: [
    {
      name: 'single-person.input',
      title: t('Eingabe', 'Saisie', 'Inserimento'),
      questions: [
        ...signInQuestions({
          codes: ['FE120', 'FE130'],
          returnTo: 'FE100',
          emailTitle: t('Ihre E-Mail-Adresse', 'Votre adresse e-mail', 'Il suo indirizzo e-mail'),
          emailIntro: t(
            'Geben Sie Ihre E-Mail-Adresse ein. Wir senden Ihnen einen Link, mit dem Sie Ihr Gesuch während 12 Monaten jederzeit weiterbearbeiten können. Ein Passwort brauchen Sie nicht.',
            'Saisissez votre adresse e-mail. Nous vous envoyons un lien qui vous permet de poursuivre votre demande à tout moment pendant 12 mois. Vous n’avez pas besoin de mot de passe.',
            'Inserisca il suo indirizzo e-mail. Le inviamo un link con cui può continuare la sua richiesta in qualsiasi momento per 12 mesi. Non le serve una password.',
          ),
          sentTitle: t('Bitte prüfen Sie Ihr E-Mail-Postfach', 'Veuillez consulter votre boîte e-mail', 'Controlli la sua casella e-mail'),
          sentText: t(
            'Wir haben Ihnen einen Link geschickt. Öffnen Sie die E-Mail und klicken Sie auf den Link, um mit Ihrem Gesuch zu beginnen. Falls Sie keine E-Mail erhalten, prüfen Sie bitte auch den Spam-Ordner.',
            'Nous vous avons envoyé un lien. Ouvrez l’e-mail et cliquez sur le lien pour commencer votre demande. Si vous ne recevez pas d’e-mail, vérifiez aussi le dossier des courriers indésirables.',
            'Le abbiamo inviato un link. Apra l’e-mail e clicchi sul link per iniziare la sua richiesta. Se non riceve l’e-mail, controlli anche la cartella dello spam.',
          ),
          sentWidgets: [
            {
              type: 'text',
              text: t(
                'Während Sie auf die E-Mail warten: Legen Sie die folgenden Angaben und Unterlagen bereit.',
                'En attendant l’e-mail, préparez les informations et documents suivants.',
                'Mentre attende l’e-mail, prepari i seguenti dati e documenti.',
              ),
            },
          ],
          sentFields: [
            {
              name: 'documents',
              kind: 'checkbox-group',
              label: t('Diese Angaben und Unterlagen habe ich bereit', 'J’ai ces informations et documents à portée de main', 'Ho pronti questi dati e documenti'),
              options: [
                opt('dates', t('Daten der Reise oder des Kurses', 'Dates du voyage ou du cours', 'Date del viaggio o del corso')),
                opt('costs', t('Geplante Kosten', 'Coûts prévus', 'Costi previsti')),
                opt('address', t('Adresse inklusive E-Mail', 'Adresse, e-mail compris', 'Indirizzo, e-mail compresa')),
                opt(
                  'welfare-proof',
                  t(
                    'Nachweis über Invalidenversicherung (IV), Ergänzungsleistungen (EL) oder Sozialhilfe',
                    'Justificatif de l’assurance-invalidité (AI), des prestations complémentaires (PC) ou de l’aide sociale',
                    'Attestato dell’assicurazione invalidità (AI), delle prestazioni complementari (PC) o dell’aiuto sociale',
                  ),
                ),
                opt('income-proof', t('Nachweis des steuerbaren Einkommens', 'Justificatif du revenu imposable', 'Attestato del reddito imponibile')),
              ],
            },
          ],
        }),
        {
          code: 'FE100',
          path: 'gesuch',
          beforeId: true,
          title: t('Gesuch für eine Einzelperson', 'Demande pour une personne individuelle', 'Richiesta per una persona singola'),
          intro: t(
            'Unsere Stiftung unterstützt finanziell benachteiligte Menschen mit einer Behinderung bei Ferienreisen, Freizeitaktivitäten und Anschaffungen für die Freizeit. Wir finanzieren nur Defizite. Das Gesuch muss mindestens 6 Wochen vor dem Beginn der Reise oder Aktivität beziehungsweise vor der Anschaffung bei uns eintreffen. Sie oder Personen aus Ihrem Umfeld tragen mindestens CHF 100 selbst.\n\n' +
              'Nach dem Einreichen erhalten Sie das Gesuch als Download-Link per E-Mail. Wir geben telefonisch keine Auskunft zum Stand der Prüfung; Sie erhalten unseren Entscheid schriftlich. Stichproben werden angekündigt.',
            'Notre fondation soutient les personnes en situation de handicap financièrement défavorisées pour des voyages de vacances, des activités de loisirs et des achats pour les loisirs. Nous ne finançons que des déficits. La demande doit nous parvenir au moins 6 semaines avant le début du voyage ou de l’activité, ou avant l’achat. Vous-même ou votre entourage financez au moins CHF 100.\n\n' +
              'Après l’envoi, vous recevez la demande sous forme de lien de téléchargement par e-mail. Nous ne donnons pas d’informations par téléphone sur l’état de l’examen ; vous recevez notre décision par écrit. Les contrôles par sondage sont annoncés.',
            'La nostra fondazione sostiene persone con disabilità finanziariamente svantaggiate per viaggi di vacanza, attività del tempo libero e acquisti per il tempo libero. Finanziamo solo deficit. La richiesta deve pervenirci almeno 6 settimane prima dell’inizio del viaggio o dell’attività, o prima dell’acquisto. Lei o le persone a lei vicine finanziano almeno CHF 100.\n\n' +
              'Dopo l’inoltro riceve la richiesta come link di download per e-mail. Non diamo informazioni telefoniche sullo stato dell’esame; riceverà la nostra decisione per iscritto. I controlli a campione vengono annunciati.',
          ),
          fields: [
            {
              name: 'read',
              kind: 'checkbox',
              label: t('Ich habe die Informationen zum Gesuch gelesen.', 'J’ai lu les informations sur la demande.', 'Ho letto le informazioni sulla richiesta.'),
              rules: [
                { rule: 'required', message: MESSAGES.readConfirmation },
                { rule: 'is', value: true, message: MESSAGES.readConfirmation },
              ],
            },
          ],
          read: (view) => ({ read: view.application.id !== null && view.application.id !== undefined ? true : null }),
          completedWhen: (data) => data.read === true,
          lockedWhen: hasApplicationId,
        },
        {
          code: 'FE140',
          path: 'eingabe/einstieg',
          page: 'start',
          title: t('Los geht’s', 'C’est parti', 'Iniziamo'),
          intro: t(
            'Ihr Gesuch ist eröffnet. Die Fragen sind in fünf Schritte gegliedert: Eingabe, Qualifikation, Verwendungszweck, Budget und Kontaktdaten. Ihre Antworten werden bei jedem Schritt gespeichert.',
            'Votre demande est ouverte. Les questions sont réparties en cinq étapes : saisie, qualification, utilisation prévue, budget et coordonnées. Vos réponses sont enregistrées à chaque étape.',
            'La sua richiesta è aperta. Le domande sono suddivise in cinque passi: inserimento, qualifica, scopo, budget e dati di contatto. Le sue risposte vengono salvate a ogni passo.',
          ),
        },
        {
          code: 'FE150',
          path: 'eingabe/identifikation',
          title: t('Wer füllt das Gesuch aus?', 'Qui remplit la demande ?', 'Chi compila la richiesta?'),
          save: { endpoint: '/identification' },
          fields: [
            {
              name: 'identification',
              kind: 'radio-group',
              label: t('Ich fülle das Gesuch aus …', 'Je remplis la demande …', 'Compilo la richiesta …'),
              rules: [required],
              options: [
                opt('self-reliant', t('für mich selbst', 'pour moi-même', 'per me stesso/a')),
                opt(
                  'stand-in',
                  t(
                    'für eine andere Person (als Elternteil, Vertrauensperson, Beiständin oder Beistand)',
                    'pour une autre personne (en tant que parent, personne de confiance, curatrice ou curateur)',
                    'per un’altra persona (come genitore, persona di fiducia, curatrice o curatore)',
                  ),
                ),
              ],
            },
          ],
        },
        {
          code: 'FE160',
          path: 'eingabe/information-fremdausfueller',
          page: 'info',
          title: t('Informationen für Stellvertretungen', 'Informations pour les représentant·es', 'Informazioni per i rappresentanti'),
          visibleWhen: standIn,
          intro: t(
            'Sie füllen das Gesuch für eine andere Person aus. Beantworten Sie alle Fragen aus der Sicht dieser Person: Geburtsdatum, Einkommen und Unterstützungsleistungen sind die der vertretenen Person. Ihre eigenen Kontaktdaten geben Sie am Schluss als Vertretung an.',
            'Vous remplissez la demande pour une autre personne. Répondez à toutes les questions du point de vue de cette personne : la date de naissance, le revenu et les prestations de soutien sont ceux de la personne représentée. Vous indiquerez vos propres coordonnées à la fin, en tant que représentant·e.',
            'Compila la richiesta per un’altra persona. Risponda a tutte le domande dal punto di vista di questa persona: data di nascita, reddito e prestazioni di sostegno sono quelli della persona rappresentata. Alla fine indicherà i suoi dati di contatto come rappresentante.',
          ),
        },
      ],
    },
    {
      name: 'single-person.qualification',
      title: t('Qualifikation', 'Qualification', 'Qualifica'),
      questions: [
        {
          code: 'FE200',
          path: 'qualifikation/geburtsdatum',
          title: t('Geburtsdatum', 'Date de naissance', 'Data di nascita'),
          save: { endpoint: '/birthday' },
          fields: [
            {
              name: 'birthday',
              kind: 'date',
              label: t('Geburtsdatum der Person, für die das Gesuch ist', 'Date de naissance de la personne concernée', 'Data di nascita della persona interessata'),
              rules: [required, { rule: 'date' }, { rule: 'before', date: { fromNow: { days: 0 } } }],
            },
          ],
        },
        {
          code: 'FE210',
          path: 'qualifikation/einkommensbasis',
          title: t('Einkommensbasis', 'Base de revenu', 'Base di reddito'),
          save: { endpoint: '/welfare-aid' },
          fields: (
            [
              ['disabilityInsurance', t('Bezieht die Person eine Rente der Invalidenversicherung (IV)?', 'La personne perçoit-elle une rente de l’assurance-invalidité (AI) ?', 'La persona percepisce una rendita dell’assicurazione invalidità (AI)?')],
              ['supplementaryBenefits', t('Bezieht die Person Ergänzungsleistungen (EL)?', 'La personne perçoit-elle des prestations complémentaires (PC) ?', 'La persona percepisce prestazioni complementari (PC)?')],
              ['socialAid', t('Bezieht die Person Sozialhilfe?', 'La personne perçoit-elle l’aide sociale ?', 'La persona percepisce l’aiuto sociale?')],
              ['others', t('Erhält die Person andere Unterstützung?', 'La personne reçoit-elle un autre soutien ?', 'La persona riceve un altro sostegno?')],
            ] as const
          ).map(([name, label]) => ({ name, kind: 'radio' as const, label, rules: [required], options: yesNo })),
        },
        {
          code: 'FE220',
          path: 'qualifikation/belege-unterstuetzung',
          title: t('Belege der Unterstützung', 'Justificatifs du soutien', 'Giustificativi del sostegno'),
          save: { endpoint: '/welfare-aid-documents' },
          visibleWhen: anyOf(...BENEFITS.map((benefit) => answerEquals(`FE210.${benefit}`, true))),
          fields: (
            [
              ['disabilityInsurance', t('Verfügung der Invalidenversicherung (IV)', 'Décision de l’assurance-invalidité (AI)', 'Decisione dell’assicurazione invalidità (AI)')],
              ['supplementaryBenefits', t('Verfügung der Ergänzungsleistungen (EL)', 'Décision des prestations complémentaires (PC)', 'Decisione delle prestazioni complementari (PC)')],
              ['socialAid', t('Bestätigung der Sozialhilfe', 'Attestation de l’aide sociale', 'Attestazione dell’aiuto sociale')],
            ] as const
          ).map(([benefit, label]) => ({
            name: benefit,
            kind: 'file-select' as const,
            label,
            sendAs: `${benefit}DocumentId`,
            readFrom: `${benefit}DocumentId`,
            // Only the proofs of benefits received are asked for (spec 01 §4.4).
            visibleWhen: (_data: QuestionData, records: { application: Record<string, unknown> }) => records.application[benefit] === true,
            rules: [{ rule: 'required', message: MESSAGES.requiredDocument } as Rule, ...documentRules],
          })),
        },
        {
          code: 'FE230',
          path: 'qualifikation/steuerbares-einkommen',
          title: t('Steuerbares Einkommen', 'Revenu imposable', 'Reddito imponibile'),
          save: { endpoint: '/taxable-income' },
          visibleWhen: answerEquals('FE210.supplementaryBenefits', false),
          fields: [
            {
              name: 'taxableIncome',
              kind: 'number',
              label: t('Steuerbares Einkommen in CHF', 'Revenu imposable en CHF', 'Reddito imponibile in CHF'),
              instructions: t(
                'Sie finden das steuerbare Einkommen auf der letzten Steuerveranlagung. Bei Personen unter 18 Jahren gilt das steuerbare Einkommen der Familie.',
                'Vous trouverez le revenu imposable dans la dernière taxation fiscale. Pour les personnes de moins de 18 ans, le revenu imposable de la famille fait foi.',
                'Trova il reddito imponibile nell’ultima tassazione. Per le persone sotto i 18 anni vale il reddito imponibile della famiglia.',
              ),
              rules: [required, { rule: 'decimal', decimals: 2 }, { rule: 'min_value', min: 0 }, incomeLimitRule],
            },
          ],
        },
        {
          code: 'FE240',
          path: 'qualifikation/beleg-steuerbares-einkommen',
          title: t('Beleg steuerbares Einkommen', 'Justificatif du revenu imposable', 'Giustificativo del reddito imponibile'),
          save: { endpoint: '/taxable-income-document' },
          visibleWhen: answerIsNumber('FE230.taxableIncome'),
          fields: [
            {
              name: 'taxableIncomeDocument',
              kind: 'file-select',
              label: t('Steuerveranlagung oder Steuererklärung', 'Taxation ou déclaration d’impôt', 'Tassazione o dichiarazione d’imposta'),
              sendAs: 'taxableIncomeDocumentId',
              rules: [required, ...documentRules],
            },
          ],
        },
      ],
    },
    {
      name: 'single-person.intended-use',
      title: t('Verwendungszweck', 'Utilisation prévue', 'Scopo'),
      questions: [
        {
          code: 'FE300',
          path: 'verwendungszweck/gesuchsgrund',
          title: t('Gesuchsgrund', 'Motif de la demande', 'Motivo della richiesta'),
          save: { endpoint: '/reason-for-request' },
          fields: [
            {
              name: 'reasonForRequest',
              kind: 'radio-group',
              label: t('Wofür beantragen Sie Unterstützung?', 'Pour quoi demandez-vous un soutien ?', 'Per che cosa chiede un sostegno?'),
              rules: [required],
              options: REASON_OPTIONS,
            },
          ],
        },
        {
          code: 'FE310',
          path: 'verwendungszweck/organisationsform',
          title: t('Organisationsform', 'Forme d’organisation', 'Forma organizzativa'),
          save: { endpoint: '/organizational-form' },
          visibleWhen: reason('travel'),
          fields: [
            {
              name: 'organizationalForm',
              kind: 'radio-group',
              label: t('Wie ist die Reise organisiert?', 'Comment le voyage est-il organisé ?', 'Come è organizzato il viaggio?'),
              rules: [required],
              options: [
                opt('camp', t('Lager', 'Camp', 'Campo')),
                opt('organized-travel', t('Organisierte Reise (z. B. Reiseveranstalter)', 'Voyage organisé (p. ex. agence de voyages)', 'Viaggio organizzato (p. es. operatore turistico)')),
                opt('independent-travel', t('Selbst organisierte Reise', 'Voyage organisé soi-même', 'Viaggio organizzato in proprio')),
              ],
            },
          ],
        },
        {
          code: 'FE320',
          path: 'verwendungszweck/anzahl-personen',
          title: t('Anzahl Personen', 'Nombre de personnes', 'Numero di persone'),
          save: { endpoint: '/number-of-people' },
          visibleWhen: answerEquals('FE310.organizationalForm', 'independent-travel'),
          fields: [
            {
              name: 'numberOfPeople',
              kind: 'radio-group',
              label: t('Wie viele Personen reisen, Sie eingeschlossen?', 'Combien de personnes voyagent, vous compris ?', 'Quante persone viaggiano, lei compreso/a?'),
              rules: [required],
              options: [
                opt(1, t('1 Person', '1 personne', '1 persona')),
                opt(2, t('2 Personen', '2 personnes', '2 persone')),
                opt(3, t('Mehr als 2 Personen', 'Plus de 2 personnes', 'Più di 2 persone')),
              ],
            },
          ],
        },
        {
          code: 'FE330',
          path: 'verwendungszweck/begleitpersonen',
          title: t('Begleitpersonen', 'Personnes accompagnantes', 'Accompagnatori'),
          save: { endpoint: '/travel-companions' },
          visibleWhen: allOf(answerEquals('FE310.organizationalForm', 'independent-travel'), answerGreaterThan('FE320.numberOfPeople', 1)),
          fields: [
            {
              name: 'companions',
              kind: 'checkbox-group',
              label: t('Wer reist mit?', 'Qui voyage avec vous ?', 'Chi viaggia con lei?'),
              rules: [required],
              options: [
                opt('family', t('Familie', 'Famille', 'Famiglia')),
                opt('partner', t('Partnerin oder Partner', 'Partenaire', 'Partner')),
                opt('relative', t('Verwandte', 'Parents', 'Parenti')),
                opt('friend', t('Freundinnen oder Freunde', 'Ami·es', 'Amici')),
                opt('companion', t('Begleitperson (Betreuung)', 'Accompagnant·e (encadrement)', 'Accompagnatore (assistenza)')),
              ],
            },
          ],
        },
        {
          code: 'FE340',
          path: 'verwendungszweck/begleitperson',
          title: t('Begleitperson', 'Personne accompagnante', 'Accompagnatore'),
          save: { endpoint: '/travel-companion-required' },
          visibleWhen: anyOf(answerIn('FE310.organizationalForm', ['camp', 'organized-travel']), reason('leisure')),
          // A minor needs a companion: "yes" is given and cannot be changed (issue 14, item 5).
          read: (view) => (minor(view) ? { companionRequired: true } : {}),
          lockedWhen: (_data, view) => minor(view),
          lockedNote: minorNotice,
          fields: [
            {
              name: 'companionRequired',
              kind: 'radio',
              label: t('Braucht die Person eine Begleitperson?', 'La personne a-t-elle besoin d’un·e accompagnant·e ?', 'La persona ha bisogno di un accompagnatore?'),
              rules: [required, companionForMinorRule],
              options: yesNo,
            },
          ],
        },
        {
          code: 'FE350',
          path: 'verwendungszweck/begruendung-begleitperson',
          title: t('Begründung Begleitperson', 'Motif de l’accompagnement', 'Motivo dell’accompagnamento'),
          save: { endpoint: '/travel-companion-reasons' },
          visibleWhen: anyOf(answerEquals('FE340.companionRequired', true), answerIncludes('FE330.companions', 'companion')),
          // For a minor 'underage' is chosen already; other reasons may be added.
          read: (view) => {
            const reasons = Array.isArray(view.application.reasons) ? (view.application.reasons as string[]) : [];
            return minor(view) && !reasons.includes('underage') ? { reasons: ['underage', ...reasons] } : {};
          },
          fields: [
            {
              name: 'reasons',
              kind: 'checkbox-group',
              label: t('Warum ist eine Begleitperson nötig?', 'Pourquoi un·e accompagnant·e est-il nécessaire ?', 'Perché è necessario un accompagnatore?'),
              instructions: t(
                'Für Personen unter 18 Jahren gilt eine Begleitperson immer als nötig.',
                'Pour les personnes de moins de 18 ans, un accompagnement est toujours considéré comme nécessaire.',
                'Per le persone sotto i 18 anni un accompagnatore è sempre considerato necessario.',
              ),
              rules: [required, underageReasonRule(true), underageReasonRule(false)],
              options: [
                opt('underage', t('Die Person ist unter 18 Jahre alt', 'La personne a moins de 18 ans', 'La persona ha meno di 18 anni')),
                opt('needs-help-traveling', t('Sie braucht Hilfe beim Reisen', 'Elle a besoin d’aide pour voyager', 'Ha bisogno di aiuto per viaggiare')),
                opt('needs-help-daily', t('Sie braucht Hilfe im Alltag', 'Elle a besoin d’aide au quotidien', 'Ha bisogno di aiuto nella vita quotidiana')),
                opt('needs-permanent-supervision', t('Sie braucht ständige Betreuung', 'Elle a besoin d’une surveillance permanente', 'Ha bisogno di assistenza permanente')),
                opt('other', t('Anderer Grund', 'Autre motif', 'Altro motivo')),
              ],
            },
            {
              name: 'reasonsOther',
              kind: 'text',
              label: t('Anderer Grund', 'Autre motif', 'Altro motivo'),
              visibleWhen: (data) => Array.isArray(data.reasons) && data.reasons.includes('other'),
              rules: [{ rule: 'required', message: MESSAGES.otherReason }, { rule: 'max', length: 500 }],
            },
          ],
        },
        {
          code: 'FE360',
          path: 'verwendungszweck/datum-reise-freizeitaktivitaet',
          title: t('Datum', 'Date', 'Data'),
          save: { endpoint: '/time-period' },
          visibleWhen: travelOrLeisure,
          fields: [
            {
              name: 'timePeriod',
              kind: 'date-range',
              label: t('Reise- oder Kursdaten', 'Dates du voyage ou du cours', 'Date del viaggio o del corso'),
              spread: true,
              rules: [required, { rule: 'date' }, leadTimeRule],
            },
          ],
          completedWhen: completeWithLeadTime('timePeriod'),
        },
        {
          code: 'FE370',
          path: 'verwendungszweck/inland-ausland',
          title: t('Inland oder Ausland', 'Suisse ou étranger', 'Svizzera o estero'),
          visibleWhen: travelOrLeisure,
          fields: [
            {
              name: 'homeCountry',
              kind: 'toggle-select',
              label: t('Wo findet die Reise oder Aktivität statt?', 'Où le voyage ou l’activité a-t-il lieu ?', 'Dove si svolge il viaggio o l’attività?'),
              rules: [required],
              options: [opt(true, t('In der Schweiz', 'En Suisse', 'In Svizzera')), opt(false, t('Im Ausland', 'À l’étranger', 'All’estero'))],
            },
          ],
          read: (view) => {
            const code = view.application.destinationCountryCode;
            return { homeCountry: code === null || code === undefined ? null : Number(code) === HOME_COUNTRY_CODE };
          },
        },
        {
          code: 'FE380',
          path: 'verwendungszweck/ort',
          title: t('Ort', 'Lieu', 'Luogo'),
          visibleWhen: answerEquals('FE370.homeCountry', true),
          load: loadPlaces,
          save: {
            endpoint: '/destination',
            // The home country is implied: FE380 always sends 193 (spec 01 §9).
            toPayload: (data) => ({ destinationCountryCode: HOME_COUNTRY_CODE, destinationLocation: data.destinationLocation }),
            // The server validates /destination as FE380 while FE370 is unknown: the code is checked then.
            fromPayload: (payload) => ({ destinationLocation: payload.destinationLocation ?? null, destinationCountryCode: payload.destinationCountryCode }),
            payloadFields: ['destinationCountryCode', 'destinationLocation'],
          },
          fields: [
            {
              name: 'destinationLocation',
              kind: 'text',
              label: t('Ort in der Schweiz', 'Lieu en Suisse', 'Luogo in Svizzera'),
              instructions: t(
                'Beginnen Sie zu tippen; passende Orte werden vorgeschlagen.',
                'Commencez à taper ; des lieux correspondants sont proposés.',
                'Inizi a digitare; vengono proposti i luoghi corrispondenti.',
              ),
              // /destination is shared with FE390: a place abroad (payload code not 193) is FE390's answer.
              suggestions: { options: swissLocalities, mustChoose: (data) => data.destinationCountryCode === undefined || Number(data.destinationCountryCode) === HOME_COUNTRY_CODE, label: t('Vorschläge: Orte in der Schweiz', 'Suggestions : localités en Suisse', 'Suggerimenti: località in Svizzera') },
              rules: [required, { rule: 'max', length: 100 }, knownCountryInPayload],
            },
          ],
        },
        {
          code: 'FE390',
          path: 'verwendungszweck/land-ort',
          title: t('Land und Ort', 'Pays et lieu', 'Paese e luogo'),
          visibleWhen: answerEquals('FE370.homeCountry', false),
          load: loadPlaces,
          save: { endpoint: '/destination' },
          fields: [
            {
              name: 'destinationCountryCode',
              kind: 'select',
              label: t('Land', 'Pays', 'Paese'),
              rules: [required, { rule: 'custom', name: 'known-country', message: MESSAGES.country, test: isKnownCountryCode }],
              get options() {
                return foreignCountryOptions();
              },
              // In the alphabetical order of the page's language, not of the German names.
              sortOptions: true,
            },
            { name: 'destinationLocation', kind: 'text', label: t('Ort', 'Lieu', 'Luogo'), rules: [required, { rule: 'max', length: 100 }] },
          ],
        },
        {
          code: 'FE400',
          path: 'verwendungszweck/anschaffungsgegenstand',
          title: t('Anschaffungsgegenstand', 'Objet de l’achat', 'Oggetto dell’acquisto'),
          save: { endpoint: '/procurement' },
          visibleWhen: reason('procurement'),
          fields: [
            {
              name: 'object',
              kind: 'textarea',
              label: t('Was möchten Sie anschaffen?', 'Que souhaitez-vous acheter ?', 'Che cosa desidera acquistare?'),
              rules: [required, { rule: 'max', length: 1000 }],
            },
          ],
        },
        {
          code: 'FE410',
          path: 'verwendungszweck/anschaffungsdatum',
          title: t('Anschaffungsdatum', 'Date de l’achat', 'Data dell’acquisto'),
          // The endpoint is not shown in the spec; FE410 sends its date as start, like FE360.
          save: { endpoint: '/time-period' },
          visibleWhen: reason('procurement'),
          fields: [
            {
              name: 'date',
              kind: 'date',
              label: t('Anschaffungsdatum', 'Date de l’achat', 'Data dell’acquisto'),
              sendAs: 'start',
              readFrom: 'start',
              rules: [required, { rule: 'date' }, leadTimeRule],
            },
          ],
          completedWhen: completeWithLeadTime('date'),
        },
        {
          code: 'FE420',
          path: 'verwendungszweck/motivation',
          title: t('Motivation', 'Motivation', 'Motivazione'),
          save: { endpoint: '/motivation' },
          fields: [
            {
              name: 'motivation',
              kind: 'textarea',
              label: t(
                'Warum ist diese Reise, Aktivität oder Anschaffung für die Person wichtig?',
                'Pourquoi ce voyage, cette activité ou cet achat est-il important pour la personne ?',
                'Perché questo viaggio, questa attività o questo acquisto è importante per la persona?',
              ),
              rules: [required, { rule: 'max', length: 2000 }],
            },
          ],
        },
      ],
    },
    {
      name: 'single-person.budget',
      title: t('Budget', 'Budget', 'Budget'),
      questions: [
        expenses(
          'FE500',
          'travel',
          'budget/ausgaben-ferienreise',
          t('Ausgaben Ferienreise', 'Dépenses du voyage', 'Uscite del viaggio'),
          {
            instructions: t(
              'Für die Verpflegung rechnen wir mit höchstens CHF 21 pro Person und Tag.',
              'Pour les repas, nous comptons au maximum CHF 21 par personne et par jour.',
              'Per i pasti calcoliamo al massimo CHF 21 per persona e giorno.',
            ),
          },
          [cateringRule],
        ),
        expenses('FE510', 'leisure', 'budget/ausgaben-freizeitaktivitaet', t('Ausgaben Freizeitaktivität', 'Dépenses de l’activité', 'Uscite dell’attività')),
        expenses('FE520', 'procurement', 'budget/ausgaben-anschaffung', t('Ausgaben Anschaffung', 'Dépenses de l’achat', 'Uscite dell’acquisto')),
        {
          code: 'FE530',
          path: 'budget/einnahmen',
          title: t('Einnahmen', 'Recettes', 'Entrate'),
          save: { endpoint: '/budget-available' },
          fields: [
            {
              name: 'budgetAvailable',
              kind: 'budget',
              label: t('Einnahmen', 'Recettes', 'Entrate'),
              instructions: t(
                'Sie selbst oder Personen aus Ihrem Umfeld finanzieren mindestens CHF 100 selbst.',
                'Vous-même ou des personnes de votre entourage financez au moins CHF 100.',
                'Lei stesso o persone a lei vicine finanziano almeno CHF 100.',
              ),
              rules: [required, ownContributionRule],
              options: lineOptions([INCOME_LINES.own, INCOME_LINES.institutional]),
              budget: { lineTypes: [INCOME_LINES.own, INCOME_LINES.institutional], freeLines: true, ...INCOME_BUDGET_LABELS },
            },
          ],
        },
        {
          code: 'FE540',
          path: 'budget/defizit',
          title: t('Defizit', 'Déficit', 'Deficit'),
          widgets: totalsWidgets,
          fields: [
            {
              name: 'correct',
              kind: 'checkbox',
              label: t(
                'Ich habe die Ausgaben und Einnahmen geprüft; die Angaben stimmen.',
                'J’ai vérifié les dépenses et les recettes ; les indications sont correctes.',
                'Ho verificato le uscite e le entrate; i dati sono corretti.',
              ),
              rules: [
                { rule: 'required', message: MESSAGES.deficit },
                { rule: 'is', value: true, message: MESSAGES.deficit },
              ],
            },
          ],
          read: (view) => ({ correct: view.application.contact ? true : null }),
        },
      ],
    },
    {
      name: 'single-person.contact',
      title: t('Kontaktdaten', 'Coordonnées', 'Dati di contatto'),
      questions: [
        {
          code: 'FE600',
          path: 'kontaktdaten/selbsteingabe',
          title: t('Ihre Kontaktdaten', 'Vos coordonnées', 'I suoi dati di contatto'),
          visibleWhen: answerEquals('FE150.identification', 'self-reliant'),
          fields: [{ name: 'contact', kind: 'contact', label: t('Kontakt', 'Contact', 'Contatto'), rules: [required], contact: { linkType: 'individual' } }],
        },
        {
          code: 'FE610',
          path: 'kontaktdaten/fremdeingabe',
          title: t('Kontaktdaten der vertretenen Person', 'Coordonnées de la personne représentée', 'Dati di contatto della persona rappresentata'),
          visibleWhen: standIn,
          fields: [{ name: 'contact', kind: 'contact', label: t('Kontakt', 'Contact', 'Contatto'), rules: [required], contact: { linkType: 'individual' } }],
        },
        {
          code: 'FE620',
          path: 'kontaktdaten/vertretung',
          title: t('Ihre Kontaktdaten als Vertretung', 'Vos coordonnées en tant que représentant·e', 'I suoi dati di contatto come rappresentante'),
          visibleWhen: standIn,
          fields: [
            {
              name: 'representation',
              kind: 'contact',
              label: t('Vertretung', 'Représentation', 'Rappresentanza'),
              rules: [required],
              contact: { linkType: 'representation', organization: 'optional' },
            },
          ],
          completedWhen: (_data, view) => view.application.representation !== null && view.application.representation !== undefined,
        },
        {
          code: 'FE630',
          path: 'datenpruefung',
          page: 'review',
          title: t('Datenprüfung', 'Vérification des données', 'Verifica dei dati'),
          widgets: [
            {
              type: 'facts',
              rows: (view) => {
                const reason = REASON_OPTIONS.find((option) => option.value === view.application.reasonForRequest);
                const start = parseAnyDate(view.application.start);
                return [
                  { label: t('Gesuchsgrund', 'Motif de la demande', 'Motivo della richiesta'), value: reason ? reason.label : '–' },
                  { label: t('Beginn', 'Début', 'Inizio'), value: start ? formatSwissDate(start) : '–' },
                ];
              },
            },
            ...totalsWidgets!,
            {
              type: 'text',
              text: t(
                'Mit dem Einreichen bestätigen Sie, dass Ihre Angaben vollständig und wahr sind, und Sie sind einverstanden, dass die Stiftung Ihre Daten zur Prüfung des Gesuchs bearbeitet.',
                'En envoyant la demande, vous confirmez que vos indications sont complètes et exactes, et vous acceptez que la fondation traite vos données pour examiner la demande.',
                'Con l’inoltro conferma che i suoi dati sono completi e veritieri e accetta che la fondazione tratti i suoi dati per esaminare la richiesta.',
              ),
            },
          ],
          completedWhen: (_data, view) => view.application.status !== undefined && view.application.status !== 'preparing',
        },
        {
          code: 'FE640',
          path: 'abschluss',
          page: 'completion',
          title: t('Vielen Dank für Ihr Gesuch', 'Merci pour votre demande', 'Grazie per la sua richiesta'),
          widgets: [
            {
              type: 'text',
              text: t(
                'Ihr Gesuch ist bei uns eingetroffen. Sie erhalten es als Download-Link per E-Mail. Wir prüfen es und benachrichtigen Sie schriftlich, sobald die Prüfung abgeschlossen ist.',
                'Votre demande nous est parvenue. Vous la recevez sous forme de lien de téléchargement par e-mail. Nous l’examinons et vous informons par écrit dès que l’examen est terminé.',
                'La sua richiesta ci è pervenuta. La riceve come link di download per e-mail. La esaminiamo e la informiamo per iscritto non appena l’esame è concluso.',
              ),
            },
            { type: 'link', route: 'gesuche-uebersicht', label: t('Zur Gesuchsübersicht', 'Vers l’aperçu des demandes', 'Alla panoramica delle richieste') },
          ],
          completedWhen: (_data, view) => view.application.status !== undefined && view.application.status !== 'preparing',
        },
      ],
    },
  ],
});
