import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AnswerData, FlowStage } from '@portal/shared-domain/server';
import { ApiError } from '../http/errors';
import { requestLang } from '../http/i18n';
import type { ApplicationJson } from '../http/schemas';
import { clearHidden, flowContext, guarded, loadForFlow } from '../flows/register-flow';
import { applicationSubmittedMail } from '../mail/templates';
import { applicationView, findApplication, type Queryable } from './repository';
import { assertAllowed } from './state-machine';
import { renderApplicationPdf } from './pdf';
import type { Db } from '../db/database';

type Loaded = Awaited<ReturnType<typeof loadForFlow>>;

/**
 * Completeness check and hidden-answer clean-up before a submission (SurveyJS's classic bug:
 * hidden answers submitted). Returns the cleaned answers of the stage; 422 when incomplete.
 */
function checkedAnswers(request: FastifyRequest, loaded: Loaded, stage: FlowStage): AnswerData {
  const flow = request.server.services.flows.flow(loaded.row.type, stage);
  const stored = stage === 'application' ? loaded.row.data : (loaded.statement?.data ?? {});
  // Without a registered flow there are no questions to check (the registry may still be empty).
  if (!flow) return stored;
  const context = flowContext(request, loaded, request.server.services.options.now());
  const view = stage === 'application' ? context.application : (context.statement ?? {});
  const incomplete = guarded(request, () => flow.incompleteQuestions(view, context));
  if (incomplete.length > 0) throw new ApiError(422, stage === 'application' ? 'incomplete' : 'statementIncomplete');
  return clearHidden(stored, guarded(request, () => flow.hiddenFields(view, context)));
}

/** preparing → submitting → submitted; stores the PDF and e-mails its download link. */
export async function submitApplication(request: FastifyRequest, id: string): Promise<ApplicationJson> {
  const { db, options, mailer, tokens } = request.server.services;
  const lang = requestLang(request);
  const now = options.now();
  await db.transaction().execute(async (trx) => {
    const loaded = await loadForFlow(trx, request, id, 'write', true);
    assertAllowed('submit', loaded.row);
    const cleaned = checkedAnswers(request, loaded, 'application');
    await trx
      .updateTable('applications')
      .set({ status: 'submitting', data: JSON.stringify(cleaned), lang, updated_at: now })
      .where('id', '=', id)
      .execute();
  });

  try {
    const row = await findApplication(db, id);
    if (!row) throw new ApiError(404, 'notFound');
    const json = await applicationView(db, { ...row, submitted_at: now });
    const uploadId = await storePdf(db, request.server.services.storage, row.applicant_id, row.number, await renderApplicationPdf(json, lang));
    await db
      .updateTable('applications')
      .set({ status: 'submitted', submitted_at: now, pdf_upload_id: uploadId, updated_at: now })
      .where('id', '=', id)
      .execute();
    const link = `${options.publicUrl}/api/applications/${id}/pdf?key=${await tokens.downloadKey(id, row.applicant_id)}`;
    try {
      await mailer.send(applicationSubmittedMail(row.issuer, lang, row.number, link));
    } catch (error) {
      // The submission stands; the PDF stays downloadable from the dashboard.
      request.log.error({ err: error }, 'submission mail failed');
    }
  } catch (error) {
    await db.updateTable('applications').set({ status: 'preparing', updated_at: now }).where('id', '=', id).execute();
    throw error;
  }
  const row = await findApplication(db, id);
  return applicationView(db, row!);
}

export async function storePdf(
  db: Db,
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

/** accepted (or partial for collections) → statement_submitting → statement_submitted. */
export async function submitStatement(request: FastifyRequest, id: string, partial: boolean): Promise<ApplicationJson> {
  const { db, options } = request.server.services;
  const now = options.now();
  return db.transaction().execute(async (trx) => {
    const loaded = await loadForFlow(trx, request, id, 'write', true);
    assertAllowed(partial ? 'statement-partial-submit' : 'statement-submit', loaded.row);
    if (!loaded.statement) throw new ApiError(409, 'statementMissing');
    const cleaned = checkedAnswers(request, loaded, 'statement');
    const [transient, final] = partial
      ? ['partial_statement_submitting', 'partial_statement_submitted']
      : ['statement_submitting', 'statement_submitted'];
    await trx.updateTable('applications').set({ status: transient, updated_at: now }).where('id', '=', id).execute();
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

