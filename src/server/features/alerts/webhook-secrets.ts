import type { SecretBox } from '../auth/keys/secret-box';
import type { AlertStore } from './alert-store';
import { newWebhookSecret } from './webhook-signature';

/**
 * Each user's webhook signing secret, kept sealed with the instance secret beside their alert
 * settings (decision 368): made on first use, shown on the profile, replaced when rotated.
 */
export class WebhookSecrets {
  constructor(
    private readonly store: AlertStore,
    private readonly box: SecretBox,
  ) {}

  async secretOf(userId: string): Promise<string> {
    const { webhook_secret_sealed: sealed } = await this.store.settingsRow(userId);
    return sealed === null ? this.rotate(userId) : this.box.open(sealed);
  }

  /** A new secret; deliveries from now on are signed with it alone. */
  async rotate(userId: string): Promise<string> {
    const secret = newWebhookSecret();
    await this.store.save(userId, { webhook_secret_sealed: await this.box.seal(secret) });
    return secret;
  }
}
