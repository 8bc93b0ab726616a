import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../../../platform/config/config';
import { SMS_SENDER, type SmsSender } from '../../../../platform/mail/sms';
import { smsSendThrottle } from '../../../../platform/mail/sms-throttle';
import { consume, RATE_LIMITER, type RateLimiter } from '../../../../platform/rate-limit/rate-limiter';
import { CONFIG, DB } from '../../../../platform/tokens';
import { preferredLanguage } from '../../../identity/identity.public';
import { ownerOf, TradeInStreams } from '../../streams/trade-in-streams';
import { phoneCodeHash, sixDigitCode } from './phone-code';
import { SendSmsCodeTradeInCommand } from './send-sms-code-trade-in.command';

@CommandHandler(SendSmsCodeTradeInCommand)
export class SendSmsCodeTradeInHandler implements ICommandHandler<SendSmsCodeTradeInCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(SMS_SENDER) private readonly sms: SmsSender,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    private readonly streams: TradeInStreams,
  ) {}

  async execute({ tradeInId, phone, meta }: SendSmsCodeTradeInCommand) {
    const access = ownerOf(meta);
    const digits = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
    // The same budget as every text sent for this person: without it, a resend loop texts any number (and each resend
    // would also renew the code's five guesses).
    await consume(this.limiter, smsSendThrottle(access.owner, meta.ip));
    const code = sixDigitCode();
    // Recorded first: a code that was texted always verifies (a resend replaces it).
    const { written } = await this.streams.execute(tradeInId, {
      type: 'SendStandalonePhoneCode', codeHash: phoneCodeHash(this.config, tradeInId, code), phoneLast4: digits.slice(-4), now: meta.now.toISOString(),
    }, meta, { access });
    const fr = (await preferredLanguage(this.db, access.owner)) === 'fr-ca';
    await this.sms.send(digits, fr ? `Votre code de vérification pour l'échange : ${code} (valide 10 minutes)` : `Your trade-in verification code: ${code} (valid 10 minutes)`, 'trade-in.phone-code');
    return written;
  }
}
