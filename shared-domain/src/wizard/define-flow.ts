import { routeNameFromPath } from '../routes/build';
import { CONTACT_LINK_ENDPOINT } from './contact';
import { decodeField } from './fields';
import { storedValue } from './stored-value';
import type { FieldDef, Flow, FlowDef, PageKind, Question, QuestionDef, QuestionDefaults, Step } from './types';

function joinPath(base: string, segment: string | undefined): string {
  if (!segment) return base;
  return `${base.replace(/\/$/, '')}/${segment.replace(/^\//, '')}`;
}

function fullPathOf(def: FlowDef, question: QuestionDef, withId: string): string | null {
  if (def.type === 'quick-check' || question.path === undefined) return null;
  return joinPath(question.beforeId ? def.paths.base : withId, question.path);
}

function checkFields(code: string, fields: FieldDef[]): void {
  const names = new Set<string>();
  for (const field of fields) {
    if (names.has(field.name)) throw new Error(`${code}: field ${field.name} is declared twice`);
    names.add(field.name);
    if (field.kind === 'contact' && !field.contact) throw new Error(`${code}: contact field ${field.name} needs contact.linkType`);
    if (field.kind === 'repeat' && !field.repeat) throw new Error(`${code}: repeat field ${field.name} needs repeat.over and repeat.fields`);
  }
  if (fields.filter((field) => field.kind === 'contact').length > 1) throw new Error(`${code}: one contact field per question`);
}

/** Pages left out of "question X" (spec 00 §2.16); every other page, info pages included, counts. */
const UNCOUNTED_PAGES: readonly PageKind[] = ['start', 'review', 'completion', 'thank-you', 'cancellation'];

/**
 * Normalises a flow definition: every question learns its step, position, full path and route
 * name. Mistakes in the definition (duplicate codes, conditions on unknown questions) throw here,
 * at load time, rather than silently hiding a question later.
 */
export function defineFlow(def: FlowDef): Flow {
  const withId = def.paths.withId ?? `${def.paths.base}/{id}`;
  const questions: Question[] = [];
  const steps: Step[] = def.steps.map((stepDef) => {
    // A question's own rule wins over its step's default, which wins over the flow's.
    const defaults: QuestionDefaults = { ...def.defaults, ...stepDef.defaults };
    const stepQuestions = stepDef.questions.map((ownDef) => {
      const questionDef: QuestionDef = {
        ...ownDef,
        visibleWhen: ownDef.visibleWhen ?? defaults.visibleWhen,
        lockedWhen: ownDef.lockedWhen ?? defaults.lockedWhen,
      };
      const fields = questionDef.fields ?? [];
      checkFields(questionDef.code, fields);
      const page = questionDef.page ?? 'question';
      const fullPath = fullPathOf(def, questionDef, withId);
      const hasContact = fields.some((field) => field.kind === 'contact');
      const save = questionDef.save ?? (hasContact ? { endpoint: CONTACT_LINK_ENDPOINT } : undefined);
      const question: Question = {
        ...questionDef,
        save,
        step: stepDef.name,
        index: questions.length,
        page,
        counted: questionDef.counted ?? !UNCOUNTED_PAGES.includes(page),
        fields,
        fullPath,
        routeName: fullPath === null ? null : (questionDef.routeName ?? routeNameFromPath(fullPath)),
      };
      questions.push(question);
      return question;
    });
    return { name: stepDef.name, title: stepDef.title, questions: stepQuestions };
  });

  const byCode = new Map<string, Question>();
  for (const question of questions) {
    if (byCode.has(question.code)) throw new Error(`${def.id}: question ${question.code} is declared twice`);
    byCode.set(question.code, question);
  }
  for (const question of questions) {
    for (const ref of question.visibleWhen?.dependsOn ?? []) {
      const [code, field] = ref.split('.');
      if (code === question.code) throw new Error(`${def.id}: ${question.code} depends on itself`);
      const target = byCode.get(code);
      if (!target) throw new Error(`${def.id}: ${question.code} depends on unknown question ${code}`);
      if (field && !target.fields.some((candidate) => candidate.name === field)) {
        throw new Error(`${def.id}: ${question.code} depends on unknown field ${ref}`);
      }
    }
  }

  const flow: Flow = {
    id: def.id,
    applicant: def.applicant,
    type: def.type,
    mode: def.mode,
    paths: { base: def.paths.base, withId, aliases: def.paths.aliases ?? [] },
    steps,
    questions,
    quickCheck: def.quickCheck ?? [],
    quickCheckTexts: def.quickCheckTexts,
    title: def.title,
    submitted: def.submitted,
    unavailable: def.unavailable,
    question(code: string): Question {
      const found = byCode.get(code);
      if (!found) throw new Error(`${def.id}: unknown question ${code}`);
      return found;
    },
  };
  for (const question of questions) for (const field of question.fields) if (field.repeat) resolveRepeat(flow, question, field, byCode);
  return flow;
}

/** A repeat field learns its items: the current value of the answer it iterates, read from the records. */
function resolveRepeat(flow: Flow, question: Question, field: FieldDef, byCode: Map<string, Question>): void {
  const [code, name] = field.repeat!.over.split('.');
  const over = field.repeat!.overField ?? byCode.get(code)?.fields.find((candidate) => candidate.name === name);
  if (!over) throw new Error(`${flow.id}: ${question.code}.${field.name} repeats over unknown field ${field.repeat!.over}`);
  field.repeat!.itemOptions = over.options;
  field.repeat!.itemsOf = (records) => {
    const value = decodeField(over, storedValue(flow, over, { ...records, user: null, now: new Date() }));
    return Array.isArray(value) ? value : [];
  };
}
