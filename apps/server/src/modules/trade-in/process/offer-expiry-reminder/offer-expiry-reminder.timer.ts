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
import { reminderUnsubscribeUrl, remindersAllowed, userContact } from '../../../identity/identity.public';
import { tradeInMail } from '../../adapters/trade-in-mail';
import { OFFER_EXPIRY_REMINDER } from './offer-expiry-reminder.projection';
import { linkBaseUrl } from '../../../../platform/http/local-host';

/**
 * Sends a trade-in offer's expiry reminder once (by its key, ADR 0020). It reads the trade-in when it fires: an offer
 * that was confirmed, replaced, discarded or has ended meanwhile is not reminded of, nor is someone who unsubscribed
 * from reminders (ADR 0029). A failure throws and the timer fires again; the ledger keeps it from going twice.
 */
@Injectable()
export class OfferExpiryReminderTimer implements TimerHandler {
  readonly kind = OFFER_EXPIRY_REMINDER;
  readonly outbox = 'mail';

  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly commands: EventSourcedCommands,
    private readonly mailer: Mailer,
  ) {}

  async fire(deadline: Deadline): Promise<void> {
    const p = deadline.payload as { tradeInId: string; expiresAt: string; brand: string | null };
    const { state } = await this.commands.load(tradeInDecider, tradeInStreamId(p.tradeInId));
    const now = this.clock.now();
    const offer = state.offer;
    if (state.status !== 'appraised' || !offer || offer.expiresAt !== p.expiresAt || Date.parse(offer.expiresAt) <= now.getTime()) return;
    if (!state.userId || !state.vehicle || !(await remindersAllowed(this.db, state.userId))) return;
    const contact = await userContact(this.db, state.userId);
    if (!contact) return;
    const lang = contact.language;
    const base = linkBaseUrl(this.config, p.brand);
    const unsubscribeUrl = reminderUnsubscribeUrl({ secret: this.config.sessionSecret, baseUrl: base, lang, userId: state.userId });
    const v = state.vehicle;
    const mail = tradeInMail.offerExpiring(lang, p.brand, {
      firstName: contact.firstName, vehicle: `${v.year} ${v.make} ${v.model}`, priceLow: offer.priceLow, priceHigh: offer.priceHigh,
      expiresAt: offer.expiresAt, base, url: `${base}/${lang}/trade-in`, unsubscribeUrl,
    });
    await sendOnce(this.db, this.mailer, 'trade_in.sent_emails', deadline.key, {
      to: contact.email, kind: 'trade-in.offer-expiry-reminder', ...mail, headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>` },
    }, now);
  }
}
