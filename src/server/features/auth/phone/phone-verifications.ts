import { randomInt } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { PhoneVerificationsTable } from '../../../db/schema';
import { authError } from '../auth-error';
import type { Clock } from '../clock';
import { digestOf, newSecretToken } from '../secrets';
import type { Executor } from '../users';

export type PhoneVerificationRow = Selectable<PhoneVerificationsTable>;

export const PHONE_CODE_LIFETIME_MS = 10 * 60_000;
/** After this many wrong codes the verification is spent: a new code must be texted. */
const MAX_ATTEMPTS = 5;

const codeDigest = (verificationId: string, code: string) => digestOf(`${verificationId}:${code}`);

/** Texted six-digit codes, found by the verification id the client holds, stored hashed. */
export class PhoneVerifications {
  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
  ) {}

  async issue(
    phoneNumber: string,
    userId: string | null,
  ): Promise<{ verificationId: string; code: string }> {
    const verificationId = newSecretToken();
    const code = String(randomInt(1_000_000)).padStart(6, '0');
    const now = this.clock.now();
    await this.db.deleteFrom('phone_verifications').where('expires_at', '<=', now).execute();
    await this.db
      .insertInto('phone_verifications')
      .values({
        id_hash: digestOf(verificationId),
        phone_number: phoneNumber,
        code_hash: codeDigest(verificationId, code),
        user_id: userId,
        created_at: now,
        expires_at: now + PHONE_CODE_LIFETIME_MS,
      })
      .execute();
    return { verificationId, code };
  }

  /** The verification the right code answers, spent on the way; wrong codes count. */
  async redeem(verificationId: string, code: string): Promise<PhoneVerificationRow> {
    const row = await this.db
      .selectFrom('phone_verifications')
      .selectAll()
      .where('id_hash', '=', digestOf(verificationId))
      .executeTakeFirst();
    if (!row) throw authError('invalid-verification-code');
    if (row.expires_at <= this.clock.now()) {
      await this.spend(row);
      throw authError('code-expired');
    }
    if (row.code_hash !== codeDigest(verificationId, code.replace(/\s/g, ''))) {
      if (row.attempts + 1 >= MAX_ATTEMPTS) await this.spend(row);
      else {
        await this.db
          .updateTable('phone_verifications')
          .set({ attempts: row.attempts + 1 })
          .where('id_hash', '=', row.id_hash)
          .execute();
      }
      throw authError('invalid-verification-code');
    }
    // Of two requests racing with the right code, only the one that deletes the row goes on.
    if (!(await this.spend(row))) throw authError('invalid-verification-code');
    return row;
  }

  private async spend(row: PhoneVerificationRow): Promise<boolean> {
    const result = await this.db
      .deleteFrom('phone_verifications')
      .where('id_hash', '=', row.id_hash)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }
}
