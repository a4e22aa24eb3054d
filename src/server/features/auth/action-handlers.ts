import type { z } from 'zod';
import type { actionRequestSchema, ActionResponse } from '../../../shared/auth-api';
import { isLongEnoughPassword } from '../../../shared/auth-rules';
import type { ActionCodeRow } from './action-codes';
import { authError } from './auth-error';
import type { AuthServices } from './auth-services';
import {
  findUserByEmail,
  findUserById,
  isUniqueViolation,
  updateUser,
  type UserRow,
} from './users';
import { dropWaysLinkedBeforeProof } from './ways/link-rules';

type ActionRequest = z.infer<typeof actionRequestSchema>;

async function ownerOf(services: AuthServices, code: ActionCodeRow): Promise<UserRow> {
  const user = await findUserById(services.db, code.user_id);
  if (!user) throw authError('invalid-action-code');
  if (user.disabled === 1) throw authError('user-disabled');
  return user;
}

async function verifyEmail(services: AuthServices, oobCode: string): Promise<ActionResponse> {
  const code = await services.actionCodes.check('verifyEmail', oobCode);
  const user = await ownerOf(services, code);
  // A link sent to an address the account no longer uses proves nothing about the current one.
  if (user.email !== code.email) throw authError('invalid-action-code');
  await services.db.transaction().execute(async (trx) => {
    await services.actionCodes.consume(code, trx);
    await dropWaysLinkedBeforeProof(trx, user);
    await updateUser(trx, user.id, { email_verified: 1 }, services.clock.now());
  });
  return { mode: 'verifyEmail', email: user.email };
}

/** Without a new password the code is only checked, so the screen can show whose it is. */
async function resetPassword(
  services: AuthServices,
  oobCode: string,
  newPassword: string | undefined,
): Promise<ActionResponse> {
  const code = await services.actionCodes.check('resetPassword', oobCode);
  const user = await ownerOf(services, code);
  // A link mailed to an address the account has since left is in someone else's inbox.
  if (user.email !== code.email) throw authError('invalid-action-code');
  if (newPassword === undefined) return { mode: 'resetPassword', email: user.email };
  if (!isLongEnoughPassword(newPassword)) throw authError('weak-password');
  const passwordHash = await services.passwords.hash(newPassword);
  await services.db.transaction().execute(async (trx) => {
    await services.actionCodes.consume(code, trx);
    await services.actionCodes.discardAll(user.id, ['resetPassword'], trx);
    await services.sessions.endAllOf(user.id, trx);
    await dropWaysLinkedBeforeProof(trx, user);
    // Following a mailed link proves the address, as it does in hosted auth services.
    await updateUser(
      trx,
      user.id,
      { password_hash: passwordHash, email_verified: 1 },
      services.clock.now(),
    );
  });
  return { mode: 'resetPassword', email: user.email };
}

async function changeEmail(services: AuthServices, oobCode: string): Promise<ActionResponse> {
  const code = await services.actionCodes.check('verifyAndChangeEmail', oobCode);
  const user = await ownerOf(services, code);
  const holder = await findUserByEmail(services.db, code.email);
  if (holder && holder.id !== user.id) throw authError('email-already-in-use');
  try {
    await services.db.transaction().execute(async (trx) => {
      await services.actionCodes.consume(code, trx);
      // Every link mailed to the old address dies with it, a password reset above all.
      await services.actionCodes.discardAll(
        user.id,
        ['verifyAndChangeEmail', 'verifyEmail', 'resetPassword', 'signIn'],
        trx,
      );
      await updateUser(
        trx,
        user.id,
        { email: code.email, email_verified: 1 },
        services.clock.now(),
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw authError('email-already-in-use');
    throw error;
  }
  return { mode: 'verifyAndChangeEmail', email: code.email };
}

/** POST /api/auth/action: what the e-mailed links' codes do. */
export function applyActionCode(
  services: AuthServices,
  request: ActionRequest,
): Promise<ActionResponse> {
  switch (request.mode) {
    case 'verifyEmail':
      return verifyEmail(services, request.oobCode);
    case 'resetPassword':
      return resetPassword(services, request.oobCode, request.newPassword);
    case 'verifyAndChangeEmail':
      return changeEmail(services, request.oobCode);
  }
}
