import { TradeInErrors } from '@marketplace/domain';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../../../platform/config/config';
import { Mailer } from '../../../../platform/mail/mailer';
import { consume, RATE_LIMITER, type RateLimiter, type RateRule } from '../../../../platform/rate-limit/rate-limiter';
import { CONFIG, DB } from '../../../../platform/tokens';
import { appraisalEmailParts } from '../../adapters/appraisal-email';
import { tradeInMail } from '../../adapters/trade-in-mail';
import { ownerOf, TradeInStreams } from '../../streams/trade-in-streams';
import { SendEmailPdfCommand } from './send-email-pdf.command';

/** Each request renders a PDF and sends an email: a few copies of one appraisal, and a bound per person. */
export const APPRAISAL_PDF_RULES = {
  perTradeIn: { limit: 5, windowSeconds: 60 * 60 },
  perUser: { limit: 20, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateRule>;

@CommandHandler(SendEmailPdfCommand)
export class SendEmailPdfHandler implements ICommandHandler<SendEmailPdfCommand> {
  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
    @Inject(CONFIG) private readonly config: AppConfig,
    private readonly mailer: Mailer,
    private readonly streams: TradeInStreams,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
  ) {}

  async execute({ tradeInId, meta }: SendEmailPdfCommand): Promise<{ sent: true }> {
    const access = ownerOf(meta);
    const { state } = await this.streams.load(tradeInId, access);
    if (!state.offer || !state.vehicle) throw TradeInErrors.noOffer();
    // Counted once the owner may have it (a stranger's or a refused request spends nobody's budget).
    await consume(this.limiter, [
      { key: `trade-in-pdf:trade-in:${tradeInId}`, rule: APPRAISAL_PDF_RULES.perTradeIn },
      { key: `trade-in-pdf:user:${access.owner}`, rule: APPRAISAL_PDF_RULES.perUser },
    ]);
    const parts = await appraisalEmailParts(this.db, this.config, state, meta.brand);
    if (!parts) throw TradeInErrors.notFound();
    const { lang } = parts;
    const mail = tradeInMail.appraisalPdf(lang, meta.brand, {
      firstName: parts.firstName, vehicle: parts.vehicle, priceLow: state.offer.priceLow, priceHigh: state.offer.priceHigh,
      expiresAt: state.offer.expiresAt, base: parts.base, url: `${parts.base}/${lang}/trade-in`,
    });
    await this.mailer.send({
      to: parts.to, kind: 'trade-in-appraisal-pdf', ...mail,
      attachments: [{ filename: lang === 'fr-ca' ? `evaluation-echange-${tradeInId.slice(0, 8)}.pdf` : `trade-in-appraisal-${tradeInId.slice(0, 8)}.pdf`, contentType: 'application/pdf', content: parts.pdf }],
    });
    return { sent: true };
  }
}
