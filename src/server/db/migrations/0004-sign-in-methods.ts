import type { Kysely } from 'kysely';

const userReference = 'users.id';

/**
 * Sign-in ways beyond the password: multi-factor (TOTP and recovery codes), identities at
 * OpenID Connect providers and phone numbers, and the short-lived state their flows need.
 * Every row belongs to an account and leaves with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // When the chain of sessions a refresh continues was signed in to, for recent-login checks.
  await db.schema.alterTable('sessions').addColumn('authenticated_at', 'bigint').execute();

  await db.schema
    .createTable('instance_keys')
    .addColumn('name', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('value', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('totp_factors')
    .addColumn('user_id', 'varchar(64)', (column) =>
      column.primaryKey().references(userReference).onDelete('cascade'),
    )
    .addColumn('secret_ciphertext', 'text', (column) => column.notNull())
    .addColumn('confirmed_at', 'bigint')
    .addColumn('last_used_step', 'bigint')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('recovery_codes')
    .addColumn('code_hash', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('user_id', 'varchar(64)', (column) =>
      column.notNull().references(userReference).onDelete('cascade'),
    )
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('recovery_codes_user_id')
    .on('recovery_codes')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('mfa_challenges')
    .addColumn('token_hash', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('user_id', 'varchar(64)', (column) =>
      column.notNull().references(userReference).onDelete('cascade'),
    )
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('linked_identities')
    .addColumn('provider', 'varchar(64)', (column) => column.notNull())
    .addColumn('subject', 'varchar(255)', (column) => column.notNull())
    .addColumn('user_id', 'varchar(64)', (column) =>
      column.notNull().references(userReference).onDelete('cascade'),
    )
    .addColumn('email', 'varchar(320)')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('linked_identities_pk', ['provider', 'subject'])
    .execute();
  await db.schema
    .createIndex('linked_identities_user_id')
    .on('linked_identities')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('oidc_logins')
    .addColumn('state_hash', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('provider', 'varchar(64)', (column) => column.notNull())
    .addColumn('code_verifier', 'varchar(128)', (column) => column.notNull())
    .addColumn('nonce', 'varchar(128)', (column) => column.notNull())
    .addColumn('display', 'varchar(16)', (column) => column.notNull())
    .addColumn('return_to', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('pending_links')
    .addColumn('token_hash', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('user_id', 'varchar(64)', (column) =>
      column.notNull().references(userReference).onDelete('cascade'),
    )
    .addColumn('provider', 'varchar(64)', (column) => column.notNull())
    .addColumn('subject', 'varchar(255)', (column) => column.notNull())
    .addColumn('email', 'varchar(320)')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('phone_verifications')
    .addColumn('id_hash', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('phone_number', 'varchar(32)', (column) => column.notNull())
    .addColumn('code_hash', 'varchar(64)', (column) => column.notNull())
    .addColumn('user_id', 'varchar(64)', (column) =>
      column.references(userReference).onDelete('cascade'),
    )
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'phone_verifications',
    'pending_links',
    'oidc_logins',
    'linked_identities',
    'mfa_challenges',
    'recovery_codes',
    'totp_factors',
    'instance_keys',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('sessions').dropColumn('authenticated_at').execute();
}
