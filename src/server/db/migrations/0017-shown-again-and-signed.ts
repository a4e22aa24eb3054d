import type { Kysely } from 'kysely';

/**
 * The calendar feed's token is also kept sealed with the instance secret, so its address can be
 * shown again (decision 367); outgoing alert webhooks get a per-user signing secret, sealed the
 * same way, and an opt-in for a webhook on each list change (decision 368).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('calendar_tokens').addColumn('token_sealed', 'text').execute();
  await db.schema.alterTable('alert_settings').addColumn('webhook_secret_sealed', 'text').execute();
  await db.schema
    .alterTable('alert_settings')
    .addColumn('webhook_list_changes', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('alert_settings').dropColumn('webhook_list_changes').execute();
  await db.schema.alterTable('alert_settings').dropColumn('webhook_secret_sealed').execute();
  await db.schema.alterTable('calendar_tokens').dropColumn('token_sealed').execute();
}
