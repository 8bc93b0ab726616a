import type { RequestContext } from '../http/request-context';

/**
 * How modules take part in an account's lifecycle without identity depending on them (identity is below them all).
 * A module registers, at start-up, what stands in the way of deleting an account (e.g. purchase: a deposit not yet
 * refunded; identity asks before it deletes and the decider refuses with identity.deletion_blocked), and what it
 * pauses when the owner deactivates the account (e.g. purchase releases the vehicle locks the owner holds).
 */
export type DeletionBlocker = (userId: string) => Promise<string | null>;
/** Runs in the owner's deactivation request, with their context; it must be idempotent. */
export type DeactivationHook = (userId: string, ctx: RequestContext) => Promise<void>;

export class AccountLifecycle {
  private readonly blockers: DeletionBlocker[] = [];
  private readonly deactivationHooks: DeactivationHook[] = [];

  blockDeletionWhen(blocker: DeletionBlocker): this {
    this.blockers.push(blocker);
    return this;
  }

  /** The codes of what blocks this account's deletion now (empty: it may be deleted). */
  async deletionBlockers(userId: string): Promise<string[]> {
    const answers = await Promise.all(this.blockers.map((b) => b(userId)));
    return answers.filter((a): a is string => a !== null);
  }

  onDeactivation(hook: DeactivationHook): this {
    this.deactivationHooks.push(hook);
    return this;
  }

  async deactivated(userId: string, ctx: RequestContext): Promise<void> {
    for (const hook of this.deactivationHooks) await hook(userId, ctx);
  }
}
