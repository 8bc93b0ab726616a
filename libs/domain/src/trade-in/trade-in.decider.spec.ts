import { withVinCheckDigit } from '../shared/formatters';
import { givenFor } from '../shared/testing/given';
import type { TradeInCondition } from './condition';
import { TRADE_IN_LIMITS, tradeInDecider, usableOffer, type TradeInCommand } from './trade-in.decide';
import type { Offer, TradeInEvent } from './trade-in.events';
import { fold } from '../shared';

const T0 = '2026-03-02T15:00:00.000Z';
const days = (n: number) => new Date(Date.parse(T0) + n * 86_400_000).toISOString();
const VIN = withVinCheckDigit('2HGFC2F50JH000000');
const given = givenFor(tradeInDecider);

const vehicle = { vin: VIN, year: 2018, makeId: 1, make: 'Honda', modelId: 10, model: 'Civic', trimId: 100, trim: 'LX' };
const condition: TradeInCondition = {
  anyIssuesThatPreventDriving: false, anyMechanicalDefects: false, hasExteriorDamage: false, hasBeenModified: false,
  generalCondition: 1, hasBeenSmokedIn: false, numberOfKeys: 2, accidentedWindShield: false, accidentedWindShieldDetails: null,
  accidented: false, accidentedDetails: null, tireConditions: 1, titleBrand: 'clean',
};
const basic = { mileage: 120_000, color: 'Blue', transmission: 'Automatic', drivetrain: 'FWD', fuelType: 'Gasoline', engine: '2.0L I4', province: 'QC' };

const started = (flow: 'wizard' | 'standalone' = 'wizard'): TradeInEvent => ({
  type: 'TradeInStarted', data: { tradeInId: 't1', userId: 'u1', flow, vehicle, brand: 'default', startedAt: T0 },
});
const basicSaved: TradeInEvent = { type: 'BasicInformationSaved', data: { ...basic, savedAt: T0 } };
const conditionSaved: TradeInEvent = { type: 'ConditionSaved', data: { condition, savedAt: T0 } };
const appraise = (now = T0, msrp: number | null = 2_600_000): TradeInCommand => ({ type: 'Appraise', now, msrp, equipment: [], rules: [], segment: 'car' });
const sixPhotos: TradeInEvent[] = ['front', 'back', 'left', 'right', 'dashboard', 'interior']
  .map((slot) => ({ type: 'PhotoAttached', data: { slot: slot as 'front', fileId: `f-${slot}`, attachedAt: T0 } }));

function appraisedEvents(flow: 'wizard' | 'standalone' = 'wizard') {
  const history = [started(flow), basicSaved, conditionSaved];
  return [...history, ...given(...history).when(appraise()).events()];
}
const offerOf = (events: TradeInEvent[]): Offer => fold(tradeInDecider, events).offer!;

describe('trade-in: start and steps', () => {
  it('starts by VIN, normalised to capitals', () => {
    given().when({ type: 'StartTradeIn', tradeInId: 't1', userId: 'u1', flow: 'wizard', brand: 'default', now: T0, vehicle: { ...vehicle, vin: VIN.toLowerCase() } })
      .then([started()]);
  });

  it('starts by year, make and model without a VIN', () => {
    const events = given().when({ type: 'StartTradeIn', tradeInId: 't1', userId: 'u1', flow: 'wizard', brand: 'default', now: T0, vehicle: { ...vehicle, vin: null } }).events();
    expect(events[0].data).toMatchObject({ vehicle: { vin: null, make: 'Honda' } });
  });

  it('refuses a VIN with a wrong check digit, and a model year out of range', () => {
    const bad = VIN.slice(0, 8) + (VIN[8] === '1' ? '2' : '1') + VIN.slice(9);
    given().when({ type: 'StartTradeIn', tradeInId: 't1', userId: 'u1', flow: 'wizard', brand: 'default', now: T0, vehicle: { ...vehicle, vin: bad } })
      .thenFails('trade_in.invalid_vin', 'vehicle.vin');
    given().when({ type: 'StartTradeIn', tradeInId: 't1', userId: 'u1', flow: 'wizard', brand: 'default', now: T0, vehicle: { ...vehicle, year: 2028 } })
      .thenFails('trade_in.invalid_year', 'year');
  });

  it('refuses starting twice', () => {
    given(started()).when({ type: 'StartTradeIn', tradeInId: 't1', userId: 'u1', flow: 'wizard', brand: 'default', now: T0, vehicle }).thenFails('trade_in.exists');
  });

  it('saves mileage 0 to 500,000 km; refuses more as over the guide\'s limit (900,000 km), and anything not a mileage', () => {
    given(started()).when({ type: 'SaveBasicInformation', now: T0, basic }).then([basicSaved]);
    given(started()).when({ type: 'SaveBasicInformation', now: T0, basic: { ...basic, mileage: 500_000 } }).then([{ ...basicSaved, data: { ...basicSaved.data, mileage: 500_000 } }]);
    given(started()).when({ type: 'SaveBasicInformation', now: T0, basic: { ...basic, mileage: 500_001 } }).thenFails('trade_in.mileage_over_limit', 'mileage');
    given(started()).when({ type: 'SaveBasicInformation', now: T0, basic: { ...basic, mileage: 900_000 } }).thenFails('trade_in.mileage_over_limit', 'mileage');
    given(started()).when({ type: 'SaveBasicInformation', now: T0, basic: { ...basic, mileage: TRADE_IN_LIMITS.maxMileage + 1 } }).thenFails('trade_in.invalid_mileage', 'mileage');
    given(started()).when({ type: 'SaveBasicInformation', now: T0, basic: { ...basic, mileage: -1 } }).thenFails('trade_in.invalid_mileage', 'mileage');
  });

  it('keeps the feature list sorted and without duplicates', () => {
    given(started()).when({ type: 'SaveFeatures', now: T0, equipmentCodes: ['sunroof', 'ac', 'sunroof'] })
      .then([{ type: 'FeaturesSaved', data: { equipmentCodes: ['ac', 'sunroof'], savedAt: T0 } }]);
  });

  it('does not know a trade-in that was never started', () => {
    given().when({ type: 'SaveFeatures', now: T0, equipmentCodes: [] }).thenFails('trade_in.not_found');
  });
});

describe('trade-in: the estimate is an offer held 7 days', () => {
  it('needs the basic information and the condition first', () => {
    given(started()).when(appraise()).thenFails('trade_in.steps_incomplete');
  });

  it('appraises with a value band and an expiry 7 days later', () => {
    const offer = offerOf(appraisedEvents());
    expect(offer.priceLow).toBeLessThan(offer.priceHigh);
    expect(offer.expiresAt).toBe(days(7));
    expect(offer.source).toBe('model');
  });

  it('holds the price: appraising again within 7 days decides nothing', () => {
    given(...appraisedEvents()).when(appraise(days(3), 9_900_000)).then([]);
  });

  it('values again after the offer expired', () => {
    const events = given(...appraisedEvents()).when(appraise(days(8))).events();
    expect(events).toHaveLength(1);
    expect(events[0].type).toBe('TradeInAppraised');
  });

  it('goes to advisers when there is no price record', () => {
    given(started(), basicSaved, conditionSaved).when(appraise(T0, null))
      .then([{ type: 'TradeInSentToAdvisers', data: { reason: 'no_price_record', at: T0 } }]);
  });

  it('refuses to confirm an offer without its six photos, naming the missing ones', () => {
    const events = appraisedEvents();
    const err = (() => {
      try {
        given(...events, ...sixPhotos.slice(0, 4)).when({ type: 'ConfirmOffer', now: days(1) }).events();
      } catch (e) {
        return e as { code: string; field: string; details: unknown };
      }
      throw new Error('confirmed without photos');
    })();
    expect(err).toMatchObject({ code: 'trade_in.photos_missing', field: 'photos', details: { missing: ['dashboard', 'interior'] } });
  });

  it('a customer may ask an adviser instead of the guide (a rare vehicle): the offer goes, advisers value it', () => {
    given(...appraisedEvents()).when({ type: 'AskAdviser', now: days(1), note: ' 1987 kit car ' })
      .then([{ type: 'TradeInSentToAdvisers', data: { reason: 'customer_request', at: days(1), note: '1987 kit car' } }]);
    given(started()).when({ type: 'AskAdviser', now: T0, note: '' }).then([{ type: 'TradeInSentToAdvisers', data: { reason: 'customer_request', at: T0 } }]);
    given(...appraisedEvents(), { type: 'OfferConfirmed', data: { value: 1, at: T0 } }).when({ type: 'AskAdviser', now: T0, note: '' }).thenFails('trade_in.already_confirmed');
  });

  it('confirms a valid offer once, and refuses an expired one with offer_expired', () => {
    const events = [...appraisedEvents(), ...sixPhotos];
    given(...events).when({ type: 'ConfirmOffer', now: days(6) }).then([{ type: 'OfferConfirmed', data: { value: offerOf(events).value, at: days(6) } }]);
    given(...events).when({ type: 'ConfirmOffer', now: days(7) }).thenFails('trade_in.offer_expired', 'tradeInId');
    given(...events, { type: 'OfferConfirmed', data: { value: 1, at: days(1) } }).when({ type: 'ConfirmOffer', now: days(2) }).then([]);
  });

  it('standalone: the phone code and the six main photos are required to finish, and to confirm', () => {
    const codeSent: TradeInEvent = { type: 'StandalonePhoneCodeSent', data: { codeHash: 'h-123456', phoneLast4: '0000', sentAt: T0 } };
    const events = [...appraisedEvents('standalone'), codeSent];
    given(...events).when({ type: 'FinalizeStandalone', now: T0, codeHash: 'h-123456' }).thenFails('trade_in.photos_missing', 'photos');
    given(...events).when({ type: 'ConfirmOffer', now: T0 }).thenFails('trade_in.photos_missing', 'photos');
    const photos: TradeInEvent[] = ['front', 'back', 'left', 'right', 'dashboard', 'interior'].map((slot) => ({ type: 'PhotoAttached', data: { slot: slot as 'front', fileId: `f-${slot}`, attachedAt: T0 } }));
    given(...events, ...photos).when({ type: 'FinalizeStandalone', now: T0, codeHash: 'h-123456' })
      .then([{ type: 'StandalonePhoneVerified', data: { at: T0 } }, { type: 'TradeInCompleted', data: { at: T0 } }]);
    given(...appraisedEvents('standalone'), ...photos).when({ type: 'FinalizeStandalone', now: T0, codeHash: null }).thenFails('trade_in.phone_not_verified', 'code');
    // The six photos without the texted code: not finished, so not confirmed (nor on the dealers' block).
    given(...events, ...photos).when({ type: 'ConfirmOffer', now: T0 }).thenFails('trade_in.phone_not_verified', 'code');
    const finished: TradeInEvent[] = [{ type: 'StandalonePhoneVerified', data: { at: T0 } }, { type: 'TradeInCompleted', data: { at: T0 } }];
    given(...events, ...photos, ...finished).when({ type: 'ConfirmOffer', now: T0 })
      .then([{ type: 'OfferConfirmed', data: { value: offerOf(appraisedEvents('standalone')).value, at: T0 } }]);
    given(...events, ...photos).when({ type: 'FinalizeStandalone', now: T0, codeHash: 'h-654321' })
      .then([{ type: 'StandalonePhoneCodeRejected', data: { attempt: 1, at: T0 } }]);
    const late = new Date(Date.parse(T0) + 11 * 60_000).toISOString();
    given(...events, ...photos).when({ type: 'FinalizeStandalone', now: late, codeHash: 'h-123456' }).thenFails('trade_in.code_expired', 'code');
  });

  it('standalone: at most 5 wrong codes per texted code, then only a new code works', () => {
    const sent = (codeHash: string): TradeInEvent => ({ type: 'StandalonePhoneCodeSent', data: { codeHash, phoneLast4: '0000', sentAt: T0 } });
    const rejected = (attempt: number): TradeInEvent => ({ type: 'StandalonePhoneCodeRejected', data: { attempt, at: T0 } });
    const photos: TradeInEvent[] = ['front', 'back', 'left', 'right', 'dashboard', 'interior'].map((slot) => ({ type: 'PhotoAttached', data: { slot: slot as 'front', fileId: `f-${slot}`, attachedAt: T0 } }));
    const fourWrong = [...appraisedEvents('standalone'), ...photos, sent('h-1'), ...[1, 2, 3, 4].map(rejected)];
    given(...fourWrong).when({ type: 'FinalizeStandalone', now: T0, codeHash: 'h-0' }).then([rejected(5)]);
    given(...fourWrong).when({ type: 'FinalizeStandalone', now: T0, codeHash: 'h-1' })
      .then([{ type: 'StandalonePhoneVerified', data: { at: T0 } }, { type: 'TradeInCompleted', data: { at: T0 } }]);
    given(...fourWrong, rejected(5)).when({ type: 'FinalizeStandalone', now: T0, codeHash: 'h-1' }).thenFails('trade_in.code_attempts_exceeded', 'code');
    // A resend replaces the code and its count.
    given(...fourWrong, rejected(5), sent('h-2')).when({ type: 'FinalizeStandalone', now: T0, codeHash: 'h-2' })
      .then([{ type: 'StandalonePhoneVerified', data: { at: T0 } }, { type: 'TradeInCompleted', data: { at: T0 } }]);
  });

  it('standalone: a code is texted for a standalone trade-in only', () => {
    given(started('standalone')).when({ type: 'SendStandalonePhoneCode', now: T0, codeHash: 'h', phoneLast4: '1234' })
      .then([{ type: 'StandalonePhoneCodeSent', data: { codeHash: 'h', phoneLast4: '1234', sentAt: T0 } }]);
    given(started()).when({ type: 'SendStandalonePhoneCode', now: T0, codeHash: 'h', phoneLast4: '1234' }).thenFails('trade_in.not_standalone', 'tradeInId');
  });
});

describe('trade-in: every change of value says who and why', () => {
  it('an adviser values a trade-in the model could not, with a reason', () => {
    const history = [started(), basicSaved, conditionSaved, { type: 'TradeInSentToAdvisers', data: { reason: 'no_price_record', at: T0 } } as TradeInEvent];
    const events = given(...history).when({ type: 'SetValueByAdviser', now: T0, by: 'staff-1', value: 1_500_000, reason: 'Auction comparables' }).events();
    expect(events[0]).toMatchObject({ type: 'TradeInValuedByAdviser', data: { by: 'staff-1', reason: 'Auction comparables', offer: { value: 1_500_000, source: 'adviser', expiresAt: days(7) } } });
    given(...history).when({ type: 'SetValueByAdviser', now: T0, by: 'staff-1', value: 1_500_000, reason: ' ' }).thenFails('trade_in.reason_required', 'reason');
    given(...history).when({ type: 'SetValueByAdviser', now: T0, by: 'staff-1', value: -5, reason: 'x' }).thenFails('trade_in.invalid_amount', 'value');
  });

  it('an inspection adjusts a confirmed offer, recording from, to, who and why', () => {
    const events = [...appraisedEvents(), { type: 'OfferConfirmed', data: { value: 0, at: days(1) } } as TradeInEvent];
    const from = offerOf(events).value;
    const [changed] = given(...events).when({ type: 'AdjustAfterInspection', now: days(2), by: 'staff-2', value: from - 50_000, reason: 'Scratched bumper' }).events();
    expect(changed).toMatchObject({ type: 'TradeInValueChanged', data: { from, to: from - 50_000, cause: 'inspection', by: 'staff-2', reason: 'Scratched bumper' } });
    given(...appraisedEvents()).when({ type: 'AdjustAfterInspection', now: days(2), by: 's', value: 1, reason: 'x' }).thenFails('trade_in.no_offer');
  });

  it('a rule change moves an open model offer, not a confirmed or expired one', () => {
    const events = appraisedEvents();
    const rule = { type: 'ApplyValueRules', now: days(1), ruleId: 'r1', by: 'team-1', rules: [{ ruleId: 'r1', kind: 'percent', value: -10 }] } as TradeInCommand;
    const [changed] = given(...events).when(rule).events();
    expect(changed).toMatchObject({ type: 'TradeInValueChanged', data: { cause: 'rule', ruleId: 'r1', by: 'team-1', from: offerOf(events).value } });
    expect((changed.data as { to: number }).to).toBeLessThan(offerOf(events).value);
    given(...events, { type: 'OfferConfirmed', data: { value: 0, at: days(1) } }).when(rule).then([]);
    given(...events).when({ ...rule, now: days(8) } as TradeInCommand).then([]);
  });

  it('a rule change re-values the offer from the facts it was made on, not from facts edited since', () => {
    const poor: TradeInCondition = { ...condition, generalCondition: 4, tireConditions: 4 };
    const made = [started(), { type: 'BasicInformationSaved', data: { ...basic, mileage: 250_000, savedAt: T0 } } as TradeInEvent,
      { type: 'ConditionSaved', data: { condition: poor, savedAt: T0 } } as TradeInEvent];
    const offered = [...made, ...given(...made).when(appraise()).events()];
    expect(offerOf(offered).basis).toMatchObject({ kilometres: 250_000, province: 'QC', condition: poor });
    // Edits recorded while an offer stood (streams from before they dropped it): the rule must not price them.
    const edited: TradeInEvent[] = [
      { type: 'BasicInformationSaved', data: { ...basic, mileage: 1, savedAt: days(1) } },
      { type: 'ConditionSaved', data: { condition: { ...condition, generalCondition: 0 }, savedAt: days(1) } },
    ];
    const rule = (value: number) => ({ type: 'ApplyValueRules', now: days(2), ruleId: 'r1', by: 'team-1', rules: [{ ruleId: 'r1', kind: 'percent', value }] }) as TradeInCommand;
    const [changed] = given(...offered, ...edited).when(rule(10)).events();
    expect(changed).toEqual(given(...offered).when(rule(10)).events()[0]);
    expect((changed.data as { to: number }).to).toBeLessThanOrEqual(offerOf(offered).value * 1.1 + 10_000);
  });

  it('an offer recorded without its inputs re-values from the facts the stream held when it was made', () => {
    const offered = appraisedEvents();
    const legacy = offered.map((e) => e.type === 'TradeInAppraised'
      ? { ...e, data: { offer: { ...e.data.offer, basis: { msrp: 2_600_000, equipment: [], rules: [], segment: 'car' } } } } as TradeInEvent : e);
    expect(offerOf(legacy).basis).toEqual(offerOf(offered).basis);
    const later: TradeInEvent = { type: 'BasicInformationSaved', data: { ...basic, mileage: 1, savedAt: days(1) } };
    const rule = { type: 'ApplyValueRules', now: days(2), ruleId: 'r1', by: 'team-1', rules: [{ ruleId: 'r1', kind: 'percent', value: 10 }] } as TradeInCommand;
    expect(given(...offered).when(rule).events()).toHaveLength(1);
    expect(given(...legacy, later).when(rule).events()).toEqual(given(...offered).when(rule).events());
  });

  it('purchase may use only its owner\'s confirmed or still-valid offer', () => {
    const state = fold(tradeInDecider, appraisedEvents());
    expect(usableOffer(state, 'u1', days(1))?.value).toBe(state.offer!.value);
    expect(usableOffer(state, 'someone-else', days(1))).toBeNull();
    expect(usableOffer(state, 'u1', days(7))).toBeNull();
  });

  it('start over discards an unconfirmed trade-in; nothing changes it afterwards', () => {
    given(started()).when({ type: 'DiscardTradeIn', now: T0 }).then([{ type: 'TradeInDiscarded', data: { at: T0 } }]);
    given(started(), { type: 'TradeInDiscarded', data: { at: T0 } }).when({ type: 'SaveFeatures', now: T0, equipmentCodes: [] }).thenFails('trade_in.closed');
  });
});

describe('trade-in: the facts an offer stands on', () => {
  const dropped = (at: string, value: number): TradeInEvent => ({ type: 'TradeInOfferDropped', data: { value, reason: 'facts_changed', at } });

  it('a change of the facts after an unconfirmed offer drops it: the trade-in is a draft to appraise again', () => {
    const events = appraisedEvents();
    const value = offerOf(events).value;
    // A typo corrected (ADR 0058: 120,000 km on this 2018 car already earns the capped bonus, so the correction adds km).
    const corrected = { ...basic, mileage: 220_000 };
    given(...events).when({ type: 'SaveBasicInformation', now: days(1), basic: corrected })
      .then([dropped(days(1), value), { type: 'BasicInformationSaved', data: { ...corrected, savedAt: days(1) } }]);
    given(...events).when({ type: 'SaveCondition', now: days(1), condition: { ...condition, generalCondition: 0 } }).events()
      .forEach((e, i) => expect(e.type).toBe(['TradeInOfferDropped', 'ConditionSaved'][i]));
    given(...events).when({ type: 'SaveFeatures', now: days(1), equipmentCodes: ['sunroof'] }).events()
      .forEach((e, i) => expect(e.type).toBe(['TradeInOfferDropped', 'FeaturesSaved'][i]));
    const after = given(...events, dropped(days(1), value), { type: 'BasicInformationSaved', data: { ...corrected, savedAt: days(1) } });
    expect([after.state.status, after.state.offer]).toEqual(['draft', null]);
    after.when({ type: 'ConfirmOffer', now: days(1) }).thenFails('trade_in.no_offer');
    const [again] = after.when(appraise(days(1))).events();
    expect(again).toMatchObject({ type: 'TradeInAppraised', data: { offer: { basis: { kilometres: 220_000 }, appraisedAt: days(1) } } });
    expect((again.data as { offer: Offer }).offer.value).toBeLessThan(value);
  });

  it('the same facts saved again keep the offer', () => {
    const events = appraisedEvents();
    given(...events).when({ type: 'SaveBasicInformation', now: days(1), basic: { ...basic } }).then([]);
    given(...events).when({ type: 'SaveCondition', now: days(1), condition: { ...condition } }).then([]);
  });

  it('a confirmed or a committed trade-in does not change at all', () => {
    const events = appraisedEvents();
    const edit: TradeInCommand = { type: 'SaveBasicInformation', now: days(1), basic: { ...basic, mileage: 1 } };
    given(...events, { type: 'OfferConfirmed', data: { value: 1, at: T0 } }).when(edit).thenFails('trade_in.already_confirmed');
    given(...events, { type: 'TradeInCommittedToContract', data: { transactionId: 'tx-1', at: T0 } }).when(edit).thenFails('trade_in.already_committed', 'tradeInId');
    given(...events, { type: 'TradeInCommittedToContract', data: { transactionId: 'tx-1', at: T0 } })
      .when({ type: 'SaveFeatures', now: days(1), equipmentCodes: [] }).thenFails('trade_in.already_committed');
  });

  it('before any offer, the steps save as they are', () => {
    given(started(), basicSaved).when({ type: 'SaveBasicInformation', now: T0, basic }).then([basicSaved]);
  });
});

describe('trade-in: the block', () => {
  const confirmed = () => [...appraisedEvents(), { type: 'OfferConfirmed', data: { value: offerOf(appraisedEvents()).value, at: T0 } } as TradeInEvent];
  const add = (companyId: number): TradeInCommand => ({ type: 'AddToInventory', companyId, by: 'dealer-1', now: days(1) });

  it('a dealer takes a confirmed trade-in into their inventory, once; a second add by the same company changes nothing', () => {
    given(...confirmed()).when(add(7)).then([{ type: 'TradeInAddedToInventory', data: { companyId: 7, by: 'dealer-1', at: days(1) } }]);
    given(...confirmed(), { type: 'TradeInAddedToInventory', data: { companyId: 7, by: 'dealer-1', at: days(1) } }).when(add(7)).then([]);
  });

  it('refuses an unconfirmed trade-in, and one another dealer took', () => {
    given(...appraisedEvents()).when(add(7)).thenFails('trade_in.not_confirmed', 'tradeInId');
    given(...confirmed(), { type: 'TradeInAddedToInventory', data: { companyId: 3, by: 'dealer-2', at: days(1) } }).when(add(7)).thenFails('trade_in.already_taken', 'tradeInId');
  });
});

describe('trade-in: credited on one purchase contract at a time', () => {
  const commit = (transactionId: string, userId = 'u1', now = days(1)): TradeInCommand => ({ type: 'CommitToContract', userId, transactionId, now });
  const release = (transactionId: string): TradeInCommand => ({ type: 'ReleaseContractCommitment', transactionId, now: days(2) });
  const committed = (transactionId: string): TradeInEvent => ({ type: 'TradeInCommittedToContract', data: { transactionId, at: days(1) } });

  it('commits the owner\'s usable offer to a transaction; again for the same transaction changes nothing', () => {
    given(...appraisedEvents()).when(commit('tx-1')).then([committed('tx-1')]);
    given(...appraisedEvents(), committed('tx-1')).when(commit('tx-1')).then([]);
    expect(given(...appraisedEvents(), committed('tx-1')).state.committedTo).toBe('tx-1');
  });

  it('refuses another transaction while one holds it (409 trade_in.already_committed)', () => {
    given(...appraisedEvents(), committed('tx-1')).when(commit('tx-2')).thenFails('trade_in.already_committed', 'tradeInId');
  });

  it('refuses someone else\'s trade-in as not found, and one without an offer purchase may use', () => {
    given(...appraisedEvents()).when(commit('tx-1', 'someone-else')).thenFails('trade_in.not_found');
    given(...appraisedEvents()).when(commit('tx-1', 'u1', days(7))).thenFails('trade_in.offer_expired');
    given(started(), basicSaved, conditionSaved).when(commit('tx-1')).thenFails('trade_in.no_offer');
    given(...appraisedEvents(), { type: 'TradeInDiscarded', data: { at: T0 } }).when(commit('tx-1')).thenFails('trade_in.closed');
  });

  it('only the transaction holding it releases it; then another transaction may take it', () => {
    const released: TradeInEvent = { type: 'TradeInContractCommitmentReleased', data: { transactionId: 'tx-1', at: days(2) } };
    given(...appraisedEvents(), committed('tx-1')).when(release('tx-1')).then([released]);
    given(...appraisedEvents(), committed('tx-1')).when(release('tx-2')).then([]);
    given(...appraisedEvents()).when(release('tx-1')).then([]);
    given(...appraisedEvents(), committed('tx-1'), released).when(commit('tx-2')).then([committed('tx-2')]);
  });

  it('a committed trade-in keeps its value: no discard, no rule or adviser change, no new appraisal', () => {
    const events = [...appraisedEvents(), committed('tx-1')];
    given(...events).when({ type: 'DiscardTradeIn', now: days(1) }).thenFails('trade_in.already_committed');
    given(...events).when({ type: 'ApplyValueRules', now: days(1), ruleId: 'r1', by: 'team-1', rules: [{ ruleId: 'r1', kind: 'percent', value: -10 }] }).then([]);
    given(...events).when({ type: 'SetValueByAdviser', now: days(1), by: 'staff-1', value: 1_000_000, reason: 'Comparables' }).thenFails('trade_in.already_committed');
    given(...events).when(appraise(days(8))).then([]);
  });
});
