import type { AdminOutboxMail, AdminPage } from '../../../shared/auth-admin';
import type { Executor } from '../auth/users';

/** The outbox, newest first, for the admin area. */
export async function listOutbox(
  db: Executor,
  page: number,
  pageSize: number,
): Promise<AdminPage<AdminOutboxMail>> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select(['id', 'to_address', 'subject', 'text_body', 'link', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const { total } = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return {
    items: rows.map((row) => ({
      id: row.id,
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      link: row.link,
      createdAt: new Date(row.created_at).toISOString(),
    })),
    page,
    pageSize,
    total: Number(total),
  };
}
