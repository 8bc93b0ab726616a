import { Inject } from '@nestjs/common';
import { IdentityErrors, parsePhone } from '@marketplace/domain';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { consume, RATE_LIMITER, type RateLimiter } from '../../../../platform/rate-limit/rate-limiter';
import { throttles } from '../../adapters/identity-throttle';
import { PhoneVerification } from '../../streams/phone-verification';
import { UserAccounts } from '../../streams/user-accounts';
import { SendSmsCodeCommand } from './send-sms-code.command';

/** POST /user/SendSmsCode: to the number given, else the profile's phone or cell. */
@CommandHandler(SendSmsCodeCommand)
export class SendSmsCodeHandler implements ICommandHandler<SendSmsCodeCommand> {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly phones: PhoneVerification,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
  ) {}

  async execute({ phone: phoneInput, meta: ctx }: SendSmsCodeCommand) {
    const { state } = await this.accounts.me(ctx);
    const pii = await this.accounts.personalData(state);
    const phone = parsePhone(phoneInput ?? (pii.Phone || pii.Cell), 'body.Phone');
    if (!phone) throw IdentityErrors.phoneRequired('body.Phone');
    await consume(this.limiter, throttles.smsSend(state.userId, ctx.ip, this.accounts.phoneKeyOf(phone)));
    await this.phones.sendCode(state, phone, ctx);
    return { Status: 1 as const };
  }
}
