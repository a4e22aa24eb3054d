import type { Executor } from './users';

/** One part of deleting an account, run inside the deletion's transaction. */
export interface AccountDeletionStep {
  name: string;
  run(trx: Executor, userId: string): Promise<void>;
}

/** How a feature that stores tracked titles reports them to the admin area. */
export interface TrackedTitleCounter {
  countByUser(db: Executor, userIds: string[]): Promise<Map<string, number>>;
  total(db: Executor): Promise<number>;
}

/**
 * The profile lives on the users row (migration 0001), so the profile and the account go in
 * one last step, after the sign-in data that hangs off the account (decision 056).
 */
const ACCOUNT_STEPS: AccountDeletionStep[] = [
  {
    name: 'sign-in data: sessions, action codes and mail',
    run: async (trx, userId) => {
      await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
      await trx.deleteFrom('action_codes').where('user_id', '=', userId).execute();
      await trx.deleteFrom('mail_outbox').where('user_id', '=', userId).execute();
    },
  },
  {
    name: 'profile and account',
    run: async (trx, userId) => {
      await trx.deleteFrom('users').where('id', '=', userId).execute();
    },
  },
];

/**
 * Where features that keep data about a user plug into the account's life: their deletion
 * steps run before the account's own (spec §4: tracked titles, then profile, then account),
 * and their tracked-title counts feed the admin area (decision 057).
 */
export class AccountDataRegistry {
  private readonly userDataSteps: AccountDeletionStep[] = [];
  private trackedTitles: TrackedTitleCounter | null = null;

  /** Steps run in the order added, all before the profile and the account are deleted. */
  addDeletionStep(step: AccountDeletionStep): void {
    this.userDataSteps.push(step);
  }

  setTrackedTitleCounter(counter: TrackedTitleCounter): void {
    this.trackedTitles = counter;
  }

  deletionSteps(): readonly AccountDeletionStep[] {
    return [...this.userDataSteps, ...ACCOUNT_STEPS];
  }

  /** Without a feature storing tracked titles, nobody has tracked any. */
  async trackedCountsOf(db: Executor, userIds: string[]): Promise<Map<string, number>> {
    if (!this.trackedTitles || userIds.length === 0) return new Map();
    return this.trackedTitles.countByUser(db, userIds);
  }

  async trackedTotal(db: Executor): Promise<number> {
    return this.trackedTitles ? this.trackedTitles.total(db) : 0;
  }
}
