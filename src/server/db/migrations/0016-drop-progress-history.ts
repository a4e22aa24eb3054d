import type { Kysely } from 'kysely';
import { up as createProgressHistory } from './0012-progress-history';

/**
 * 0015 moved every progress change into `watch_history`; nothing reads `progress_history` any
 * more (decision 370), so it goes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('progress_history').execute();
}

/** The table comes back as 0012 made it, filled from the titles' positions as 0012 did. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await createProgressHistory(db);
}
