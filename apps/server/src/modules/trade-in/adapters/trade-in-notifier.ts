import type { TradeInState } from '@marketplace/domain';
import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { AppConfig } from '../../../platform/config/config';
import { Mailer } from '../../../platform/mail/mailer';
import { CONFIG, DB, LOGGER } from '../../../platform/tokens';
import { userContact } from '../../identity/identity.public';
import { tradeInMail } from './trade-in-mail';
import { linkBaseUrl } from '../../../platform/http/local-host';

/** Tells the customer, in their language, that an adviser valued their trade-in or that its value changed. */
@Injectable()
export class TradeInNotifier {
  constructor(
    @Inject(DB) private readonly db: Kysely<any>,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly mailer: Mailer,
  ) {}

  private linkTo(lang: string, brand: string | null) {
    return `${linkBaseUrl(this.config, brand)}/${lang}/trade-in`;
  }

  async valueChanged(state: TradeInState, brand: string | null, change: { kind: 'adviser' | 'inspection'; reason: string; from: number }) {
    if (!state.userId || !state.offer || !state.vehicle) return;
    const contact = await userContact(this.db, state.userId);
    if (!contact) return;
    const lang = contact.language;
    const v = state.vehicle;
    const common = {
      firstName: contact.firstName, vehicle: `${v.year} ${v.make} ${v.model}`, priceLow: state.offer.priceLow, priceHigh: state.offer.priceHigh,
      reason: change.reason, base: linkBaseUrl(this.config, brand), url: this.linkTo(lang, brand),
    };
    const mail = change.kind === 'adviser'
      ? tradeInMail.valuedByAdviser(lang, brand, { ...common, expiresAt: state.offer.expiresAt })
      : tradeInMail.adjustedAfterInspection(lang, brand, { ...common, from: change.from, to: state.offer.value });
    try {
      await this.mailer.send({ to: contact.email, kind: `trade-in-${change.kind}`, ...mail });
    } catch (error) {
      // The value change is recorded either way; the customer sees it on the page.
      this.logger.error({ err: error, tradeInId: state.tradeInId }, 'trade-in value email failed');
    }
  }
}
