import type { AccountDeletionStep, TrackedTitleCounter } from '../auth/account-data';

/** Spec §4 account deletion: every tracked title goes first, with the list's version. */
export const trackedTitlesDeletionStep: AccountDeletionStep = {
  name: 'tracked titles',
  run: async (trx, userId) => {
    await trx.deleteFrom('tracked_titles').where('user_id', '=', userId).execute();
    await trx.deleteFrom('tracked_title_deletions').where('user_id', '=', userId).execute();
    await trx.deleteFrom('watch_history').where('user_id', '=', userId).execute();
    await trx.deleteFrom('watch_passes').where('user_id', '=', userId).execute();
    await trx.deleteFrom('list_entries').where('user_id', '=', userId).execute();
    await trx.deleteFrom('kept_source_lines').where('user_id', '=', userId).execute();
    await trx.deleteFrom('list_versions').where('user_id', '=', userId).execute();
  },
};

/** The admin area's tracked-title counts (decision 057). */
export const trackedTitleCounter: TrackedTitleCounter = {
  async countByUser(db, userIds) {
    const rows = await db
      .selectFrom('tracked_titles')
      .select((eb) => ['user_id', eb.fn.countAll<number>().as('count')])
      .where('user_id', 'in', userIds)
      .groupBy('user_id')
      .execute();
    return new Map(rows.map((row) => [row.user_id, Number(row.count)]));
  },
  async total(db) {
    const row = await db
      .selectFrom('tracked_titles')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },
};
