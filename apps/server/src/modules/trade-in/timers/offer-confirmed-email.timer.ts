import { tradeInDecider, tradeInStreamId } from '@marketplace/domain';
import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import { EventSourcedCommands } from '../../../platform/commands/event-sourced-commands';
import type { AppConfig } from '../../../platform/config/config';
import { linkBaseUrl } from '../../../platform/http/local-host';
import { mailBrandOf } from '../../../platform/mail/brands';
import { Mailer } from '../../../platform/mail/mailer';
import { sendOnce } from '../../../platform/mail/send-once';
import type { Deadline } from '../../../platform/timers/deadlines';
import type { TimerHandler } from '../../../platform/timers/timer-service';
import { CONFIG, DB } from '../../../platform/tokens';
import { userContact } from '../../identity/identity.public';
import { renderAppraisalPdf } from '../mail/appraisal-pdf';
import { tradeInMail } from '../mail/trade-in-mail';
import { OFFER_CONFIRMED_EMAIL } from './offer-confirmed-email.projection';

/**
 * Emails the confirmed offer once, as a PDF, with the next step (ADR 0058). A failure throws and the timer fires
 * again; the ledger keeps it from going twice.
 */
@Injectable()
export class OfferConfirmedEmailTimer implements TimerHandler {
  readonly kind = OFFER_CONFIRMED_EMAIL;

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
    if (state.status !== 'confirmed' || !state.offer || !state.vehicle || !state.userId) return;
    const contact = await userContact(this.db, state.userId);
    if (!contact) return;
    const lang = contact.languageId === 2 ? 'fr-ca' : 'en-ca';
    const base = linkBaseUrl(this.config, p.brand);
    const v = state.vehicle;
    const mail = tradeInMail.offerConfirmed(lang, p.brand, {
      firstName: contact.firstName, vehicle: `${v.year} ${v.make} ${v.model}`, value: state.offer.value, priceLow: state.offer.priceLow,
      priceHigh: state.offer.priceHigh, url: `${base}/${lang}/trade-in`, buyUrl: `${base}/${lang}/${lang === 'fr-ca' ? 'autos' : 'cars'}`,
    });
    const brand = mailBrandOf(p.brand).name[lang === 'fr-ca' ? 'fr' : 'en'];
    const pdf = await renderAppraisalPdf(state, lang === 'fr-ca' ? 'fr' : 'en', brand);
    await sendOnce(this.db, this.mailer, 'trade_in.sent_emails', deadline.key, {
      to: contact.email, kind: 'trade-in.offer-confirmed', ...mail,
      attachments: [{
        filename: lang === 'fr-ca' ? `offre-echange-${p.tradeInId.slice(0, 8)}.pdf` : `trade-in-offer-${p.tradeInId.slice(0, 8)}.pdf`,
        contentType: 'application/pdf', content: pdf,
      }],
    }, this.clock.now());
  }
}
