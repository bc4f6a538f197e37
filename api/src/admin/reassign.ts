import type { AppRow, Queryable } from '../applications/repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function collectIds(value: unknown, into: Set<string>): void {
  if (typeof value === 'string' && UUID.test(value)) into.add(value.toLowerCase());
  else if (Array.isArray(value)) value.forEach((item) => collectIds(item, into));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => collectIds(item, into));
}

/**
 * Moves an application to another applicant. Its linked contacts are copied to the new owner
 * (the old owner keeps theirs) and the files its answers refer to change owner, so the new
 * owner can open everything the application shows.
 */
export async function reassignApplication(trx: Queryable, row: AppRow, targetId: string): Promise<void> {
  if (row.applicant_id === targetId) return;
  const links = await trx
    .selectFrom('application_contacts as l')
    .innerJoin('contacts as c', 'c.id', 'l.contact_id')
    .selectAll('c')
    .select('l.type as link_type')
    .where('l.application_id', '=', row.id)
    .execute();
  for (const link of links) {
    const { id: _id, link_type, created_at: _created, ...contact } = link;
    const copy = await trx
      .insertInto('contacts')
      .values({ ...contact, applicant_id: targetId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('application_contacts')
      .set({ contact_id: copy.id })
      .where('application_id', '=', row.id)
      .where('type', '=', link_type)
      .execute();
  }
  const statement = await trx.selectFrom('statements').select('data').where('application_id', '=', row.id).executeTakeFirst();
  const ids = new Set<string>();
  collectIds(row.data, ids);
  collectIds(statement?.data, ids);
  if (row.pdf_upload_id) ids.add(row.pdf_upload_id);
  if (ids.size > 0) {
    await trx
      .updateTable('uploads')
      .set({ owner_id: targetId })
      .where('owner_id', '=', row.applicant_id)
      .where('id', 'in', [...ids])
      .execute();
  }
  await trx.updateTable('applications').set({ applicant_id: targetId, updated_at: new Date() }).where('id', '=', row.id).execute();
}
