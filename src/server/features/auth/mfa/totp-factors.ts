import QRCode from 'qrcode';
import type { Clock } from '../clock';
import type { SecretBox } from '../keys/secret-box';
import { digestOf } from '../secrets';
import type { Executor, UserRow } from '../users';
import { looksLikeTotpCode, newRecoveryCodes, normaliseRecoveryCode } from './recovery-codes';
import { matchingStep, newTotpSecret, totpUri } from './totp';

export interface TotpEnrolment {
  /** Base32, for typing into an app by hand. */
  secret: string;
  otpauthUri: string;
  /** The URI as an SVG QR code, drawn here so the client bundle carries no QR encoder. */
  qrSvg: string;
}

/** Authenticator-app factors: secrets sealed at rest, codes single-use, recovery codes hashed. */
export class TotpFactors {
  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
    private readonly box: SecretBox,
  ) {}

  async isEnrolled(userId: string, db: Executor = this.db): Promise<boolean> {
    const row = await db
      .selectFrom('totp_factors')
      .select('confirmed_at')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.confirmed_at != null;
  }

  /** A fresh secret, replacing any unconfirmed one; callers check nothing is enrolled yet. */
  async startEnrolment(user: UserRow): Promise<TotpEnrolment> {
    const secret = newTotpSecret();
    const sealed = await this.box.seal(secret);
    const now = this.clock.now();
    await this.db.deleteFrom('totp_factors').where('user_id', '=', user.id).execute();
    await this.db
      .insertInto('totp_factors')
      .values({ user_id: user.id, secret_ciphertext: sealed, created_at: now })
      .execute();
    const otpauthUri = totpUri(secret, user.email);
    const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', margin: 2 });
    return { secret, otpauthUri, qrSvg };
  }

  /** The first code confirms the app has the secret; answers the recovery codes, or null. */
  async confirm(userId: string, code: string): Promise<string[] | null> {
    const factor = await this.factorOf(userId);
    if (!factor || factor.confirmed_at !== null) return null;
    const step = await this.stepOf(factor.secret_ciphertext, code);
    if (step === null) return null;
    const codes = newRecoveryCodes();
    const now = this.clock.now();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('totp_factors')
        .set({ confirmed_at: now, last_used_step: step })
        .where('user_id', '=', userId)
        .execute();
      await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
      await trx
        .insertInto('recovery_codes')
        .values(
          codes.map((recovery) => ({
            code_hash: digestOf(normaliseRecoveryCode(recovery)),
            user_id: userId,
            created_at: now,
          })),
        )
        .execute();
    });
    return codes;
  }

  /**
   * An authenticator code not used before, or an unused recovery code (which is then spent).
   * The step update only matches while the step is newer, so a code replayed in parallel fails.
   */
  async verify(userId: string, code: string): Promise<boolean> {
    const factor = await this.factorOf(userId);
    if (!factor || factor.confirmed_at === null) return false;
    if (looksLikeTotpCode(code)) {
      const step = await this.stepOf(factor.secret_ciphertext, code);
      if (step === null) return false;
      const result = await this.db
        .updateTable('totp_factors')
        .set({ last_used_step: step })
        .where('user_id', '=', userId)
        .where((where) =>
          where.or([where('last_used_step', 'is', null), where('last_used_step', '<', step)]),
        )
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    }
    const spent = await this.db
      .deleteFrom('recovery_codes')
      .where('user_id', '=', userId)
      .where('code_hash', '=', digestOf(normaliseRecoveryCode(code)))
      .executeTakeFirst();
    return spent.numDeletedRows > 0n;
  }

  async remainingRecoveryCodes(userId: string): Promise<number> {
    const rows = await this.db
      .selectFrom('recovery_codes')
      .select('code_hash')
      .where('user_id', '=', userId)
      .execute();
    return rows.length;
  }

  async remove(userId: string, db: Executor = this.db): Promise<void> {
    await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
    await db.deleteFrom('totp_factors').where('user_id', '=', userId).execute();
  }

  private factorOf(userId: string) {
    return this.db
      .selectFrom('totp_factors')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  private async stepOf(sealedSecret: string, code: string): Promise<number | null> {
    const secret = await this.box.open(sealedSecret);
    return matchingStep(secret, code.replace(/\s/g, ''), this.clock.now());
  }
}
