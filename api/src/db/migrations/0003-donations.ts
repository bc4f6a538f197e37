import { sql, type Kysely } from 'kysely';

/**
 * Donations reported by the provider's signed webhook (issue 15). The provider's event id is
 * unique, so a replayed or retried webhook is stored once. Amounts in Rappen (the provider's
 * minor unit), currency CHF.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('donations')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('event_id', 'text', (c) => c.notNull().unique())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('CHF'))
    .addColumn('variant', 'text', (c) => c.notNull())
    .addColumn('campaign', 'text')
    .addColumn('donor_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('list_name', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The campaign's donor list: consenting donors of one campaign, newest first.
  await db.schema.createIndex('donations_campaign_idx').on('donations').columns(['campaign', 'created_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('donations').execute();
}
