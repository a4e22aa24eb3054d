import type { AccountDataRegistry } from '../auth/account-data';
import { confirmCurrentPassword } from '../auth/account-changes';
import type { AuthServices } from '../auth/auth-services';
import type { SignedIn } from '../auth/session-guard';

/**
 * Spec §4 and §5: with the current password, every registered step runs in order inside one
 * transaction, so a failure part-way leaves the account whole rather than half-deleted.
 */
export async function deleteAccount(
  services: AuthServices,
  registry: AccountDataRegistry,
  signedIn: Pick<SignedIn, 'user' | 'authenticatedAt'>,
  currentPassword: string,
): Promise<void> {
  const { user } = signedIn;
  await confirmCurrentPassword(services, signedIn, currentPassword);
  await services.db.transaction().execute(async (trx) => {
    for (const step of registry.deletionSteps()) await step.run(trx, user.id);
  });
  services.log.info({ uid: user.id }, 'account deleted');
}
