import { TRADE_IN_STREAM_PREFIX, VALUE_RULE_STREAM_PREFIX } from '@marketplace/domain';
import { allOf, historyOf, lastOf, type PersonalDataPart } from '../../../platform/personal-data/personal-data-part';

const OFFERS = ['TradeInAppraised', 'TradeInValuedByAdviser', 'TradeInValueChanged', 'OfferConfirmed', 'TradeInOfferDropped'];

/**
 * The trade-in context's part of the export (ADR 0059): each appraisal with the vehicle as described (VIN, year, make,
 * model, kilometres, features, condition and history), the photos, every offer and change of value, and whether they
 * subscribed to price-change emails.
 */
export const tradeInPart: PersonalDataPart = {
  section: 'tradeIns',
  streamPrefixes: [TRADE_IN_STREAM_PREFIX],
  async build({ userId, streams, db }) {
    const subscription = await db.selectFrom('trade_in.price_change_subscriptions').select(['subscribed', 'updated_at']).where('user_id', '=', userId).executeTakeFirst();
    return {
      priceChangeEmails: subscription ? { subscribed: subscription.subscribed, updatedAt: new Date(subscription.updated_at).toISOString() } : null,
      appraisals: streams.map((s) => {
        const started = lastOf(s, 'TradeInStarted');
        return {
          tradeInId: s.streamId.slice(TRADE_IN_STREAM_PREFIX.length),
          streamId: s.streamId,
          flow: started?.flow ?? null,
          startedAt: started?.startedAt ?? s.events[0]?.recordedAt ?? null,
          vehicle: { ...(started?.vehicle ?? {}), ...(lastOf(s, 'BasicInformationSaved') ?? {}) },
          features: lastOf(s, 'FeaturesSaved')?.equipmentCodes ?? [],
          condition: lastOf(s, 'ConditionSaved')?.condition ?? null,
          photos: allOf(s, 'PhotoAttached'),
          offers: allOf(s, ...OFFERS),
          history: historyOf(s),
        };
      }),
    };
  },
};

/** Trade-in value rules a staff member wrote (their own work, named by their id): for staff only. */
export const valueRulesPart: PersonalDataPart = {
  section: 'tradeInValueRules',
  streamPrefixes: [VALUE_RULE_STREAM_PREFIX],
  async build({ streams }) {
    return streams.map((s) => ({ ruleId: s.streamId.slice(VALUE_RULE_STREAM_PREFIX.length), streamId: s.streamId, history: historyOf(s) }));
  },
};
