import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AnswerData, FlowStage } from '@portal/shared-domain/server';
import { ApiError } from '../http/errors';
import { requestLang } from '../http/i18n';
import type { ApplicationJson } from '../http/schemas';
import { clearHidden, flowContext, guarded, loadForFlow, unlinkHidden } from '../flows/register-flow';
import { applicationSubmittedMail } from '../mail/templates';
import { sql } from 'kysely';
import { applicationView, findApplication, type Queryable } from './repository';
import { assertStoredUploadReferences, uploadNames } from '../uploads/references';
import { assertAllowed } from './state-machine';
import { renderApplicationPdf } from './pdf';

type Loaded = Awaited<ReturnType<typeof loadForFlow>>;

/**
 * The checks before a submission: completeness, then every rule of every shown question again
 * (answers can go stale when others change), then the clean-up of hidden answers and hidden
 * contact links (SurveyJS's classic bug: hidden answers submitted). Returns the cleaned answers
 * of the stage; 422 when incomplete or when a rule fails (errors by question code).
 */
async function checkedAnswers(db: Queryable, request: FastifyRequest, loaded: Loaded, stage: FlowStage): Promise<AnswerData> {
  const flow = request.server.services.flows.flow(loaded.row.type, stage);
  const stored = stage === 'application' ? loaded.row.data : (loaded.statement?.data ?? {});
  // Without a registered flow there are no questions to check (the registry may still be empty).
  if (!flow) return stored;
  const context = flowContext(request, loaded, request.server.services.options.now());
  const view = stage === 'application' ? context.application : (context.statement ?? {});
  const incomplete = guarded(request, () => flow.incompleteQuestions(view, context));
  if (incomplete.length > 0) throw new ApiError(422, stage === 'application' ? 'incomplete' : 'statementIncomplete');
  const problems = guarded(request, () => flow.problems(view, context));
  if (Object.keys(problems).length > 0) {
    throw new ApiError(422, stage === 'application' ? 'answersInvalid' : 'statementAnswersInvalid', { errors: problems });
  }
  const hidden = guarded(request, () => flow.hiddenFields(view, context));
  await unlinkHidden(db, loaded.row.id, loaded.links, hidden, stage);
  return clearHidden(stored, hidden);
}

/**
 * preparing → submitted in one transaction: the row lock, the checks, the PDF and the status
 * change commit together, so a crash at any point leaves the application preparing (the
 * applicant submits again) or submitted with its PDF, never in between (issue 10, item 5). A
 * crash may leave the PDF file in storage without a row: unreferenced, never served. The mail
 * with the PDF's link goes out after the commit.
 */
export async function submitApplication(request: FastifyRequest, id: string): Promise<ApplicationJson> {
  const { db, options, mailer, tokens, storage, flows } = request.server.services;
  const lang = requestLang(request);
  const now = options.now();
  const row = await db.transaction().execute(async (trx) => {
    const loaded = await loadForFlow(trx, request, id, 'write', true);
    assertAllowed('submit', loaded.row);
    const cleaned = await checkedAnswers(trx, request, loaded, 'application');
    const flow = flows.flow(loaded.row.type, 'application');
    await assertStoredUploadReferences(trx, loaded.row.applicant_id, flow, cleaned, lang);
    const submitted = { ...loaded.row, data: cleaned, lang, status: 'submitted', submitted_at: now };
    const names = await uploadNames(trx, loaded.row.applicant_id, flow, cleaned);
    const pdf = await renderApplicationPdf(await applicationView(trx, submitted), lang, names);
    const uploadId = await storePdf(trx, storage, loaded.row.applicant_id, loaded.row.number, pdf);
    await trx
      .updateTable('applications')
      .set({ status: 'submitted', data: JSON.stringify(cleaned), lang, submitted_at: now, pdf_upload_id: uploadId, updated_at: now })
      .where('id', '=', id)
      .execute();
    return loaded.row;
  });

  const link = `${options.publicUrl}/api/applications/${id}/pdf?key=${await tokens.downloadKey(id, row.applicant_id)}`;
  try {
    await mailer.send(applicationSubmittedMail(row.issuer, lang, row.number, link));
  } catch (error) {
    // The submission stands; the PDF stays downloadable from the dashboard.
    request.log.error({ err: error }, 'submission mail failed');
  }
  return reload(db, id);
}

/**
 * Start-up repair of applications that older versions left in a transient status when the
 * process died mid-submission (they committed `submitting` before the PDF). Submissions are
 * single transactions now, so no live process ever leaves such a row for another to repair: a
 * row with its PDF is submitted, one without goes back to preparing; a statement goes forward
 * when its submission time was stored, else back to the status it was submitted from.
 */
export async function recoverInterruptedSubmissions(db: Queryable): Promise<number> {
  const submitted = await db
    .updateTable('applications')
    .set({ status: 'submitted', submitted_at: sql`coalesce(submitted_at, updated_at)` })
    .where('status', '=', 'submitting')
    .where('pdf_upload_id', 'is not', null)
    .executeTakeFirst();
  const preparing = await db
    .updateTable('applications')
    .set({ status: 'preparing' })
    .where('status', '=', 'submitting')
    .executeTakeFirst();
  const statements = await db
    .updateTable('applications as a')
    .from('statements as s')
    .set({
      status: sql`case
        when a.status = 'statement_submitting' and s.submitted_at is not null then 'statement_submitted'
        when s.partial_submitted_at is not null and a.type = 'group' and a.subtype = 'group-collection' then 'partial_statement_submitted'
        else 'accepted' end`,
    })
    .whereRef('s.application_id', '=', 'a.id')
    .where('a.status', 'in', ['statement_submitting', 'partial_statement_submitting'])
    .executeTakeFirst();
  return [submitted, preparing, statements].reduce((sum, result) => sum + Number(result.numUpdatedRows), 0);
}

export async function storePdf(
  db: Queryable,
  storage: { put(key: string, body: Uint8Array, contentType: string): Promise<void> },
  ownerId: string,
  number: string,
  pdf: Uint8Array,
): Promise<string> {
  const key = crypto.randomUUID();
  await storage.put(key, pdf, 'application/pdf');
  const upload = await db
    .insertInto('uploads')
    .values({
      owner_id: ownerId,
      kind: 'document',
      name: `Gesuch-${number}.pdf`,
      mime_type: 'application/pdf',
      size: pdf.byteLength,
      storage_key: key,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return upload.id;
}

/**
 * accepted (or partial for collections) → statement_submitted or partial_statement_submitted,
 * in one transaction: the statement's answers, its submission time and the status commit
 * together (the transient *_submitting statuses are never written).
 */
export async function submitStatement(request: FastifyRequest, id: string, partial: boolean): Promise<ApplicationJson> {
  const { db, options, flows } = request.server.services;
  const now = options.now();
  return db.transaction().execute(async (trx) => {
    const loaded = await loadForFlow(trx, request, id, 'write', true);
    assertAllowed(partial ? 'statement-partial-submit' : 'statement-submit', loaded.row);
    if (!loaded.statement) throw new ApiError(409, 'statementMissing');
    // The answers say which submission this is (a collection's partial or final billing).
    const flow = flows.flow(loaded.row.type, 'statement');
    const context = flowContext(request, loaded, now);
    const path = flow?.submitPath ? guarded(request, () => flow.submitPath!(context.statement ?? {}, context)) : null;
    if (path !== null && path !== (partial ? '/partial-submit' : '/submit')) throw new ApiError(409, 'billingChosenOtherwise');
    const cleaned = await checkedAnswers(trx, request, loaded, 'statement');
    await assertStoredUploadReferences(trx, loaded.row.applicant_id, flows.flow(loaded.row.type, 'statement'), cleaned, requestLang(request));
    const final = partial ? 'partial_statement_submitted' : 'statement_submitted';
    await trx
      .updateTable('statements')
      .set({
        data: JSON.stringify(cleaned),
        updated_at: now,
        ...(partial ? { partial_submitted_at: now } : { submitted_at: now }),
      })
      .where('application_id', '=', id)
      .execute();
    await trx.updateTable('applications').set({ status: final, updated_at: now }).where('id', '=', id).execute();
    return reload(trx, id);
  });
}

export async function reload(db: Queryable, id: string): Promise<ApplicationJson> {
  const row = await findApplication(db, id);
  if (!row) throw new ApiError(404, 'notFound');
  return applicationView(db, row);
}

