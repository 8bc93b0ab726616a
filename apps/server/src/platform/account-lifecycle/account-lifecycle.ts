/**
 * How modules take part in an account's lifecycle without identity depending on them (identity is below them all).
 * A module registers, at start-up, what stands in the way of deleting an account (e.g. purchase: a deposit not yet
 * refunded). Identity asks before it deletes; the decider refuses with identity.deletion_blocked.
 */
export type DeletionBlocker = (userId: string) => Promise<string | null>;

export class AccountLifecycle {
  private readonly blockers: DeletionBlocker[] = [];

  blockDeletionWhen(blocker: DeletionBlocker): this {
    this.blockers.push(blocker);
    return this;
  }

  /** The codes of what blocks this account's deletion now (empty: it may be deleted). */
  async deletionBlockers(userId: string): Promise<string[]> {
    const answers = await Promise.all(this.blockers.map((b) => b(userId)));
    return answers.filter((a): a is string => a !== null);
  }
}
