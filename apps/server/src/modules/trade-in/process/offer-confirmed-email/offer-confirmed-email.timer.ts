import { tradeInDecider, tradeInStreamId } from '@marketplace/domain';
import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { CLOCK, type Clock } from '../../../../platform/clock/clock';
import { EventSourcedCommands } from '../../../../platform/commands/event-sourced-commands';
import type { AppConfig } from '../../../../platform/config/config';
import { Mailer } from '../../../../platform/mail/mailer';
import { sendOnce } from '../../../../platform/mail/send-once';
import type { Deadline } from '../../../../platform/timers/deadlines';
import type { TimerHandler } from '../../../../platform/timers/timer-service';
import { CONFIG, DB } from '../../../../platform/tokens';
import { appraisalEmailParts } from '../../adapters/appraisal-email';
import { tradeInMail } from '../../adapters/trade-in-mail';
import { OFFER_CONFIRMED_EMAIL } from './offer-confirmed-email.projection';

/**
 * Emails the confirmed offer once, as a PDF, with the next step (ADR 0058). A failure throws and the timer fires
 * again; the ledger keeps it from going twice.
 */
@Injectable()
export class OfferConfirmedEmailTimer implements TimerHandler {
  readonly kind = OFFER_CONFIRMED_EMAIL;
  readonly outbox = 'mail';

  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly commands: EventSourcedCommands,
    private readonly mailer: Mailer,
  ) {}

  async fire(deadline: Deadline): Promise<void> {
    const p = deadline.payload as { tradeInId: string; brand: string | null };
    const { state } = await this.commands.load(tradeInDecider, tradeInStreamId(p.tradeInId));
    if (state.status !== 'confirmed') return;
    const parts = await appraisalEmailParts(this.db, this.config, state, p.brand);
    if (!parts) return;
    const { lang, base } = parts;
    const mail = tradeInMail.offerConfirmed(lang, p.brand, {
      firstName: parts.firstName, vehicle: parts.vehicle, value: state.offer!.value, priceLow: state.offer!.priceLow, priceHigh: state.offer!.priceHigh,
      base, url: `${base}/${lang}/trade-in`, buyUrl: `${base}/${lang}/${lang === 'fr-ca' ? 'autos' : 'cars'}`,
    });
    await sendOnce(this.db, this.mailer, 'trade_in.sent_emails', deadline.key, {
      to: parts.to, kind: 'trade-in.offer-confirmed', ...mail,
      attachments: [{
        filename: lang === 'fr-ca' ? `offre-echange-${p.tradeInId.slice(0, 8)}.pdf` : `trade-in-offer-${p.tradeInId.slice(0, 8)}.pdf`,
        contentType: 'application/pdf', content: parts.pdf,
      }],
    }, this.clock.now());
  }
}
