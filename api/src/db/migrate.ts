import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as initial from './migrations/0001-initial';
import * as likes from './migrations/0002-likes';
import * as donations from './migrations/0003-donations';

/**
 * Versioned migrations, listed statically (not read from the file system) so they work the
 * same under tsx, jest and a bundler. Add new files as 0002-..., never edit an applied one.
 */
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-likes': likes,
  '0003-donations': donations,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * `schema`: on a shared PostgreSQL server the migration tables are named with their schema, or
 * Kysely would find another schema's tables and skip creating its own.
 */
export async function migrateToLatest<T>(db: Kysely<T>, schema?: string): Promise<void> {
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`);
  }
}
