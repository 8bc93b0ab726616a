import { Inject } from '@nestjs/common';
import type { SessionUser } from '@marketplace/contracts';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { CLOCK, type Clock } from '../../../../platform/clock/clock';
import { DB } from '../../../../platform/tokens';
import { signInFirst, UserAccounts } from '../../streams/user-accounts';
import { rowToSessionUser } from '../../views/session-user';
import { userRow } from '../get-users/user-rows';
import { GetCurrentUserQuery } from './get-current-user.query';

/** GET /user/current answers are reused this long within a process (the hot path of every page load). */
const VIEW_CACHE_TTL_MS = 1_000;
const VIEW_CACHE_MAX = 50_000;

/**
 * GET /user/current: one indexed read of identity.users; the user stream only when the row has not yet seen this
 * session's last known write (read-your-writes).
 */
@QueryHandler(GetCurrentUserQuery)
export class GetCurrentUserHandler implements IQueryHandler<GetCurrentUserQuery> {
  private readonly views = new Map<string, { view: SessionUser; version: number; at: number }>();

  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
    private readonly accounts: UserAccounts,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ principal }: GetCurrentUserQuery): Promise<SessionUser> {
    // A cached answer is good while it is at least as new as the session's last known write of this user (so a user
    // always reads their own writes) and younger than a second (so other writers are seen within a second).
    const key = `${principal.userId}|${principal.impersonatorId ?? ''}`;
    const now = this.clock.now().getTime();
    const cached = this.views.get(key);
    if (cached && now - cached.at < VIEW_CACHE_TTL_MS && cached.version >= principal.userVersion) return cached.view;
    const row = await userRow(this.db, principal.userId);
    if (row && row.version >= principal.userVersion && !row.deleted) {
      const view = rowToSessionUser(row, principal.impersonatorId);
      if (this.views.size >= VIEW_CACHE_MAX) this.views.clear();
      this.views.set(key, { view, version: row.version, at: now });
      return view;
    }
    const { state } = await this.accounts.load(principal.userId);
    if (state.kind !== 'registered') throw signInFirst();
    return this.accounts.view(state, principal.impersonatorId);
  }
}
