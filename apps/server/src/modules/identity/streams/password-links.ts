import { Injectable } from '@nestjs/common';
import type { RegisteredUser } from '@marketplace/domain';
import type { RequestContext } from '../../../platform/http/request-context';
import { IdentityNotifier } from '../adapters/identity-notifier';
import { resetLinks } from '../adapters/tokens';
import { UserAccounts } from './user-accounts';

/** Reset and create-password links, shared by the recovery email and an administrator's new user without a password. */
@Injectable()
export class PasswordLinks {
  constructor(private readonly accounts: UserAccounts, private readonly notifier: IdentityNotifier) {}

  /** Records a reset or create-password link (PasswordResetRequested) and mails it. */
  async request(state: RegisteredUser, email: string, firstName: string | null, languageId: number, purpose: 'reset' | 'create', base: string, ctx: RequestContext) {
    const link = resetLinks.create(state.userId);
    await this.accounts.execute(state.userId, { type: 'RequestPasswordReset', data: { tokenHash: link.tokenHash, purpose, now: ctx.now.toISOString() } }, ctx);
    await this.notifier.sendPasswordLink({ email, firstName, languageId, brand: ctx.brand, base, token: link.token, purpose });
  }
}
