import crypto from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import ExcelJS from 'exceljs';
import {
  HEADER_ROW,
  SHEET_COLUMNS,
  SHEET_TEXTS,
  TEMPLATE_ROWS,
  collectionTotals,
  notASheetMessage,
  readCollectionSheet,
  sheetProblemsMessage,
  type AnswerData,
  type CollectionGroup,
  type ServerContext,
  type ServerLang,
} from '@portal/shared-domain/server';
import { ApiError, notFound } from '../http/errors';
import { IdParams, errorResponses } from '../http/schemas';
import { assertAccess, findApplication, type Queryable } from '../applications/repository';
import type { FileStorage } from '../uploads/storage';

/**
 * The spreadsheet of a group collection (spec 02 §1, §2.3 FG240/FG245, §7.1): the template in
 * the applicant's language, the reading of the filled file when FG245 saves it (its groups are
 * checked with the flow's rules and prefill FG260, FG270, FG290 and FG430), and the download of
 * the uploaded list.
 */
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const LANGS = ['de', 'fr', 'it'] as const;
const letter = (index: number) => String.fromCharCode(65 + index);
const col = (key: (typeof SHEET_COLUMNS)[number]['key']) => letter(SHEET_COLUMNS.findIndex((column) => column.key === key));

/** The template: title, instructions, the header, rows for the groups (the deficit computed) and totals. */
export async function collectionTemplate(lang: ServerLang): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Stiftung Ferien & Freizeit';
  const sheet = workbook.addWorksheet(SHEET_TEXTS.sheetName[lang], { views: [{ state: 'frozen', ySplit: HEADER_ROW }] });
  sheet.columns = SHEET_COLUMNS.map((column) => ({ key: column.key, width: column.width }));
  sheet.getCell('A1').value = SHEET_TEXTS.title[lang];
  sheet.getCell('A1').font = { bold: true, size: 14 };
  sheet.mergeCells(2, 1, 2, SHEET_COLUMNS.length);
  sheet.getCell('A2').value = SHEET_TEXTS.instructions[lang];
  sheet.getCell('A2').alignment = { wrapText: true, vertical: 'top' };
  sheet.getRow(2).height = 48;
  const header = sheet.getRow(HEADER_ROW);
  SHEET_COLUMNS.forEach((column, index) => {
    const cell = header.getCell(index + 1);
    cell.value = column.label[lang];
    cell.font = { bold: true };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF4' } };
    cell.border = { bottom: { style: 'thin' } };
  });
  const first = HEADER_ROW + 1;
  const last = HEADER_ROW + TEMPLATE_ROWS;
  for (let row = first; row <= last; row += 1) {
    SHEET_COLUMNS.forEach((column, index) => {
      const cell = sheet.getRow(row).getCell(index + 1);
      if (column.type === 'date') cell.numFmt = 'dd.mm.yyyy';
      if (column.type === 'chf') cell.numFmt = '#,##0.00';
      if (column.type === 'days') cell.numFmt = '0.0';
    });
    const [expenses, income] = [`${col('expenses')}${row}`, `${col('income')}${row}`];
    sheet.getCell(`${col('deficit')}${row}`).value = { formula: `IF(AND(${expenses}="",${income}=""),"",${expenses}-${income})` };
  }
  const totals = sheet.getRow(last + 1);
  totals.getCell(1).value = SHEET_TEXTS.total[lang];
  totals.font = { bold: true };
  for (const key of ['participants', 'expenses', 'income', 'deficit'] as const) {
    const cell = sheet.getCell(`${col(key)}${last + 1}`);
    cell.value = { formula: `SUM(${col(key)}${first}:${col(key)}${last})` };
    if (key !== 'participants') cell.numFmt = '#,##0.00';
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The template filled with groups (the demo data's uploaded list). */
export async function filledCollectionSheet(groups: readonly CollectionGroup[], lang: ServerLang): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await collectionTemplate(lang)) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  groups.forEach((group, index) => {
    const row = sheet.getRow(HEADER_ROW + 1 + index);
    const date = (iso: string) => new Date(`${iso}T00:00:00Z`);
    [group.activity, date(group.start), date(group.end), group.participants, group.days, group.expenses, group.income].forEach((value, column) => (row.getCell(column + 1).value = value));
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Stores a spreadsheet as an upload of the owner; returns its id. */
export async function storeSheet(db: Queryable, storage: FileStorage, ownerId: string, name: string, body: Buffer): Promise<string> {
  const key = crypto.randomUUID();
  await storage.put(key, body, XLSX);
  const row = await db
    .insertInto('uploads')
    .values({ owner_id: ownerId, kind: 'document', name, mime_type: XLSX, size: body.byteLength, storage_key: key })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The cells below the header of the first sheet, in column order; null when the file is no spreadsheet. */
async function sheetCells(buffer: Buffer): Promise<{ rows: unknown[][]; firstRow: number } | null> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    return null;
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return null;
  // The header row: the first row whose first cell is the activity column's label in any language.
  const labels = new Set(LANGS.map((lang) => SHEET_COLUMNS[0].label[lang].toLowerCase()));
  let header = 0;
  for (let row = 1; row <= Math.min(sheet.rowCount, 20) && !header; row += 1) {
    if (labels.has(String(sheet.getRow(row).getCell(1).text ?? '').trim().toLowerCase())) header = row;
  }
  if (!header) return null;
  const rows: unknown[][] = [];
  for (let row = header + 1; row <= sheet.rowCount; row += 1) {
    const cells = sheet.getRow(row);
    rows.push(SHEET_COLUMNS.map((_, index) => cells.getCell(index + 1).value));
  }
  return { rows, firstRow: header + 1 };
}

const sheetError = (message: string) => new ApiError(422, 'validationFailed', { errors: { groupCollectionListDocumentId: [message] } });

/**
 * FG245's answer: the uploaded spreadsheet is read and its groups checked (≥ 3 groups, every date
 * valid, in one year and 10 weeks ahead, numbers, a self-borne share); the groups are stored with
 * the answer and prefill the number of groups, participants, average participant days and deficit.
 * The upload itself was checked before (the applicant's, an xlsx by content).
 */
export async function readCollectionList(db: Queryable, storage: FileStorage, payload: AnswerData, context: ServerContext): Promise<AnswerData> {
  const id = payload.groupCollectionListDocumentId;
  if (id === null || id === undefined) return { groupCollection: null };
  const upload = await db.selectFrom('uploads').select(['storage_key']).where('id', '=', String(id)).executeTakeFirst();
  if (!upload) throw sheetError(notASheetMessage(context.lang));
  const cells = await sheetCells(await storage.get(upload.storage_key));
  if (!cells) throw sheetError(notASheetMessage(context.lang));
  const { groups, problems } = readCollectionSheet(cells.rows, cells.firstRow, context.now, context.lang);
  if (problems.length > 0) throw sheetError(sheetProblemsMessage(problems, context.lang));
  const totals = collectionTotals(groups);
  return {
    groupCollection: groups,
    numberOfGroups: totals.groups,
    numberOfDisabledPersons: totals.participants,
    averageParticipantDays: totals.averageParticipantDays,
    deficit: totals.deficit,
  };
}

const langOf = (value: unknown): ServerLang => (LANGS as readonly unknown[]).includes(value) ? (value as ServerLang) : 'de';

export const groupCollectionRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, storage, flows } = app.services;
  flows.addReader('group', 'application', '/group-collection-list-document', (trx, _request: FastifyRequest, payload, context) => readCollectionList(trx, storage, payload, context));

  app.get(
    '/templates/group-collection.xlsx',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['applications'],
        summary: 'The spreadsheet template of a group collection (one row per group), in German, French or Italian',
        querystring: Type.Object({ lang: Type.Optional(Type.Union(LANGS.map((lang) => Type.Literal(lang)))) }, { additionalProperties: false }),
        response: { 200: Type.String({ format: 'binary', description: XLSX }), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const lang = langOf(request.query.lang);
      const name = { de: 'Sammelgesuch-Gruppen.xlsx', fr: 'Demande-collective-groupes.xlsx', it: 'Richiesta-collettiva-gruppi.xlsx' }[lang];
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=3600')
        .send((await collectionTemplate(lang)) as never);
    },
  );

  app.get(
    '/applications/:id/group-collection-list-document',
    {
      schema: {
        tags: ['applications'],
        summary: 'The spreadsheet of groups uploaded with a group collection (owner or admin)',
        params: IdParams,
        response: { 200: Type.String({ format: 'binary', description: XLSX }), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const row = assertAccess(request, await findApplication(db, request.params.id), 'read');
      const uploadId = row.data.groupCollectionListDocumentId;
      if (row.type !== 'group' || typeof uploadId !== 'string') throw notFound();
      const upload = await db.selectFrom('uploads').selectAll().where('id', '=', uploadId).executeTakeFirst();
      if (!upload || upload.owner_id !== row.applicant_id) throw notFound();
      return reply
        .header('content-type', upload.mime_type)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(upload.name)}`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send((await storage.get(upload.storage_key)) as never);
    },
  );
};
