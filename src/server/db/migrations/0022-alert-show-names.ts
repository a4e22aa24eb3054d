import type { Kysely } from 'kysely';

/**
 * A queued alert keeps the show's name for each title language that leads with another name than
 * the catalogue's own (decision 441), so it is sent under its reader's title language as it is
 * when it goes out, without asking the catalogue again. Null: the tracked name stands.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['show_name_romaji', 'show_name_english', 'show_name_native']) {
    await db.schema.alterTable('alert_deliveries').addColumn(column, 'text').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['show_name_native', 'show_name_english', 'show_name_romaji']) {
    await db.schema.alterTable('alert_deliveries').dropColumn(column).execute();
  }
}
