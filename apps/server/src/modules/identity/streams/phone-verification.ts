import { Injectable } from '@nestjs/common';
import { IdentityErrors, type RegisteredUser } from '@marketplace/domain';
import type { RequestContext } from '../../../platform/http/request-context';
import { sixDigitCode } from '../adapters/tokens';
import { IdentityNotifier } from '../adapters/identity-notifier';
import { UserAccounts } from './user-accounts';

/** Spec §4/§9: activation or phone verification by a 6-digit SMS code. */
@Injectable()
export class PhoneVerification {
  constructor(private readonly accounts: UserAccounts, private readonly notifier: IdentityNotifier) {}

  /** Draws a code, records its keyed hash (PhoneCodeSent, replacing any earlier code) and texts it. */
  async sendCode(state: RegisteredUser, phone: string, ctx: RequestContext): Promise<{ state: RegisteredUser; version: number }> {
    if (!phone) throw IdentityErrors.phoneRequired('body.Phone');
    const code = sixDigitCode();
    const outcome = await this.accounts.execute(state.userId, {
      type: 'SendPhoneCode',
      data: {
        phoneKey: this.accounts.phoneKeyOf(phone), phone: await this.accounts.seal(state.userId, { phone }),
        codeHash: this.accounts.codeHashOf(state.userId, code), now: ctx.now.toISOString(),
      },
    }, ctx);
    await this.notifier.sendSmsCode({ phone, code, languageId: state.languageId, brand: ctx.brand });
    return { state: outcome.state as RegisteredUser, version: outcome.version };
  }
}
