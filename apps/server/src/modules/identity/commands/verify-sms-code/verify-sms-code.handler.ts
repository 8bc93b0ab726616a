import { Inject } from '@nestjs/common';
import { IdentityErrors, parsePhone, type RegisteredUser } from '@marketplace/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { consume, RATE_LIMITER, type RateLimiter } from '../../../../platform/rate-limit/rate-limiter';
import { throttles } from '../../adapters/identity-throttle';
import { Sessions } from '../../adapters/sessions';
import { UserAccounts } from '../../streams/user-accounts';
import { VerifySmsCodeCommand } from './verify-sms-code.command';

/** POST /user/VerifySmsCode. A wrong code is recorded (5 per code at most) and answered identity.code_invalid. */
@CommandHandler(VerifySmsCodeCommand)
export class VerifySmsCodeHandler implements ICommandHandler<VerifySmsCodeCommand> {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly sessions: Sessions,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
  ) {}

  async execute({ phone: phoneInput, code, meta: ctx }: VerifySmsCodeCommand) {
    await consume(this.limiter, throttles.smsVerify(ctx.ip));
    const { state } = await this.accounts.me(ctx);
    if (!state.phoneCode) throw IdentityErrors.codeInvalid();
    const phone = phoneInput !== undefined
      ? parsePhone(phoneInput, 'body.Phone')
      : (await this.accounts.open<{ phone: string }>(state.userId, state.phoneCode.phone))?.phone ?? '';
    const pii = await this.accounts.personalData(state);
    const outcome = await this.accounts.execute(state.userId, {
      type: 'VerifyPhoneCode',
      data: {
        phoneKey: this.accounts.phoneKeyOf(phone), codeHash: this.accounts.codeHashOf(state.userId, code),
        pii: await this.accounts.seal(state.userId, { ...pii, Phone: phone }), now: ctx.now.toISOString(),
      },
    }, ctx);
    if (outcome.events.some((e) => e.type === 'PhoneCodeRejected')) throw IdentityErrors.codeInvalid();
    await this.sessions.refresh(outcome.state as RegisteredUser, outcome.version);
    return { Status: 1 as const };
  }
}
