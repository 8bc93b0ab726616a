import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../../../platform/config/config';
import { formatMoney, formatPercent } from '@marketplace/domain';
import { Mailer } from '../../../../platform/mail/mailer';
import type { Deadline } from '../../../../platform/timers/deadlines';
import type { TimerHandler } from '../../../../platform/timers/timer-service';
import { CONFIG, DB } from '../../../../platform/tokens';
import { userContact } from '../../../identity/identity.public';
import { priceChangeMail } from '../../adapters/price-change-mail';
import { PRICE_CHANGE_EMAIL_TIMER } from '../revalue-open-offers/revalue-open-offers.timer';
import { linkBaseUrl } from '../../../../platform/http/local-host';

/** One price-change email to one subscriber for one rule version (the timer fires each deadline once). */
@Injectable()
export class PriceChangeEmailTimer implements TimerHandler {
  readonly kind = PRICE_CHANGE_EMAIL_TIMER;
  readonly outbox = 'mail';

  constructor(@Inject(DB) private readonly db: Kysely<any>, @Inject(CONFIG) private readonly config: AppConfig, private readonly mailer: Mailer) {}

  async fire(deadline: Deadline): Promise<void> {
    const { ruleId, userId, offers } = deadline.payload as { ruleId: string; userId: string; offers: number };
    const subscription = await this.db.selectFrom('trade_in.price_change_subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirst();
    if (!subscription?.subscribed) return;
    const [contact, rule] = await Promise.all([
      userContact(this.db, userId),
      this.db.selectFrom('trade_in.value_rules as r').innerJoin('catalog.makes as k', 'k.id', 'r.make_id').leftJoin('catalog.models as m', 'm.id', 'r.model_id')
        .select(['k.name as make', 'm.name as model', 'r.year_from', 'r.year_to', 'r.kind', 'r.value']).where('r.rule_id', '=', ruleId).executeTakeFirst(),
    ]);
    if (!contact || !rule) return;
    const lang = contact.language;
    const base = linkBaseUrl(this.config, null);
    const value = Number(rule.value);
    const adjustment = rule.kind === 'percent'
      ? `${value > 0 ? '+' : ''}${formatPercent(value, lang)}`
      : formatMoney(value, lang, { sign: true, cents: true });
    const mail = priceChangeMail(lang, {
      firstName: contact.firstName, vehicles: rule.model ? `${rule.make} ${rule.model}` : rule.make, years: `${rule.year_from}–${rule.year_to}`,
      adjustment, offers, base, url: `${base}/${lang}/shopicarTeam/trade-in-value-modification`,
      unsubscribeUrl: `${base}/${lang}/unsubscribe?list=price-change&token=${encodeURIComponent(subscription.token)}`,
    });
    await this.mailer.send({ to: contact.email, kind: 'trade-in-price-change', ...mail });
  }
}
