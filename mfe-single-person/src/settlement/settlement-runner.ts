/**
 * What the settlement needs beyond the generic wizard plumbing (kept apart so that moving to the
 * shared FlowRunner only has to carry these three points):
 * 1. the API unlinks a contact by PUT {type} (no DELETE on /contacts),
 * 2. the payout recipient is prefilled from the application (BE410, BE420): an unchanged
 *    prefilled contact is still linked, an edited existing contact is updated first
 *    (PUT /contacts/{id}), so it keeps its id and the derived recipient type,
 * 3. questions reset locally fall back to their prefill (e.g. BE420 to the stand-in's contact).
 */
import { apiRequest, type Lang } from '@portal/shared-domain';
import { currentData, emptyData, executeSave, flowStatus, readQuestion, recordView, validateQuestion, type ContactValue, type Flow, type Question, type QuestionData, type QuestionErrors, type WizardContext, type WizardState, type WizardTransport } from '@portal/shared-domain/wizard';

type Context = Pick<WizardContext, 'user' | 'now'>;

/** The shared API client; a contact "reset" is the API's unlink call (PUT {type}). */
export function settlementTransport(base: WizardTransport): WizardTransport {
  return {
    put: base.put,
    post: base.post,
    delete: (path, payload) => (path.endsWith('/contacts') ? base.put(path, { type: payload.type }) : base.delete(path, payload)),
  };
}

const CONTACT_INPUT_FIELDS = ['salutCode', 'firstname', 'lastname', 'street', 'houseNumber', 'zipCode', 'location', 'phone', 'email', 'organization'] as const;

function contactFieldOf(question: Question) {
  return question.fields.find((field) => field.kind === 'contact');
}

const norm = (value: unknown) => (value === undefined || value === '' ? null : value);

/** An existing contact whose entered data differs from the stored one. */
export function isEditedContact(contact: ContactValue | null | undefined, stored: ContactValue | null | undefined): boolean {
  if (!contact || contact.id === null || contact.id === undefined) return false;
  if (!stored || stored.id !== contact.id) return CONTACT_INPUT_FIELDS.some((key) => norm(contact[key]) !== null);
  return CONTACT_INPUT_FIELDS.some((key) => norm(contact[key]) !== norm(stored[key]));
}

/** The body of PUT /contacts/{id}: the contact's own fields. */
export function contactInput(contact: ContactValue): Record<string, unknown> {
  return Object.fromEntries(CONTACT_INPUT_FIELDS.map((key) => [key, contact[key] ?? null]));
}

/**
 * Validation of a page: the catalogue rules; an edited existing contact is checked like a new one
 * (the engine trusts a chosen contact with an id).
 */
export function validateSettlement(question: Question, data: QuestionData, state: WizardState, lang: Lang, now: Date): QuestionErrors {
  const field = contactFieldOf(question);
  const options = { lang, now, records: state.records };
  if (field) {
    const contact = data[field.name] as ContactValue | null;
    const stored = currentData(question, state)[field.name] as ContactValue | null;
    if (isEditedContact(contact, stored)) {
      return validateQuestion(question, { ...data, [field.name]: { ...contact, id: null } }, options);
    }
  }
  return validateQuestion(question, data, options);
}

/** A contact page whose (prefilled) contact is not linked yet: "next" links it. */
export function needsLink(flow: Flow, state: WizardState, context: Context, code: string): boolean {
  const question = flow.question(code);
  const field = contactFieldOf(question);
  if (!field) return false;
  const status = flowStatus(flow, state, context).questions[code];
  const contact = currentData(question, state)[field.name] as ContactValue | null;
  return !status.isLocked && !status.isCompleted && !!contact && contact.id !== null && contact.id !== undefined;
}

/** Saves one page through the engine, with the settlement's three additions (see above). */
export async function saveSettlementQuestion(
  flow: Flow,
  state: WizardState,
  context: Context,
  code: string,
  data: QuestionData,
  transport: WizardTransport,
): Promise<WizardState> {
  const question = flow.question(code);
  const field = contactFieldOf(question);
  let from = state;
  if (field) {
    const contact = data[field.name] as ContactValue | null;
    const stored = currentData(question, state)[field.name] as ContactValue | null;
    if (contact && isEditedContact(contact, stored)) {
      await apiRequest(`/contacts/${encodeURIComponent(String(contact.id))}`, { method: 'PUT', body: contactInput(contact) });
    }
    // An unchanged prefilled contact still has to be linked: plan from an empty answer.
    if (needsLink(flow, state, context, code)) from = { ...state, answers: { ...state.answers, [code]: emptyData(question.fields) } };
  }
  const result = await executeSave(flow, from, context, code, data, transport);
  if (result.plan.type !== 'save') return result.state;
  const answers = { ...result.state.answers };
  const view = recordView(result.state.records, context);
  for (const step of result.plan.steps) {
    if (step.type === 'reset-local') answers[step.code] = readQuestion(flow, flow.question(step.code), view);
  }
  return { ...result.state, answers };
}
