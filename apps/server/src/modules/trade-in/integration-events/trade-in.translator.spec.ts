import { randomUUID } from 'node:crypto';
import { tradeInIntegrationEvents } from '@marketplace/contracts';
import { MAIN_PHOTO_SLOTS, tradeInDecider, tradeInStreamId, withVinCheckDigit, type TradeInCommand, type TradeInEvent, type TradeInState } from '@marketplace/domain';
import { Expected, type RecordedEvent } from '../../../platform/event-store/event-store.port';
import { InMemoryEventStore } from '../../../platform/event-store/in-memory-event-store';
import { integrationEventId, sourceStreamsOf } from '../../../platform/integration-events/integration-events';
import { tradeInTranslator } from './trade-in.translator';

const T0 = '2026-11-20T12:00:00.000Z';
const VIN = withVinCheckDigit('2HGFC2F50JH000000');
const condition = {
  anyIssuesThatPreventDriving: false, anyMechanicalDefects: false, hasExteriorDamage: false, hasBeenModified: false, generalCondition: 1,
  hasBeenSmokedIn: false, numberOfKeys: 2, accidentedWindShield: false, accidentedWindShieldDetails: null, accidented: false,
  accidentedDetails: null, tireConditions: 1, titleBrand: 'clean',
} as const;

/** One trade-in through the decider: started, basic information (QC), condition, appraised, confirmed, adjusted after inspection. */
async function storedTradeIn(store: InMemoryEventStore, then: readonly TradeInCommand[] = []) {
  const tradeInId = randomUUID();
  const commands: TradeInCommand[] = [
    { type: 'StartTradeIn', tradeInId, userId: 'user-1', flow: 'wizard', brand: 'default', now: T0,
      vehicle: { vin: VIN, year: 2018, makeId: 1, make: 'Honda', modelId: 10, model: 'Civic', trimId: 100, trim: 'LX' } },
    { type: 'SaveBasicInformation', now: T0, basic: { mileage: 90_000, color: 'Blue', transmission: 'Automatic', drivetrain: 'FWD', fuelType: 'Gasoline', engine: '2.0L', province: 'QC' } },
    { type: 'SaveCondition', now: T0, condition },
    { type: 'Appraise', now: T0, msrp: 2_600_000, equipment: [], rules: [], segment: 'car' },
    ...MAIN_PHOTO_SLOTS.map((slot): TradeInCommand => ({ type: 'AttachPhoto', now: T0, slot, fileId: `file-${slot}` })),
    { type: 'ConfirmOffer', now: T0 },
    { type: 'AdjustAfterInspection', now: T0, by: 'staff-1', value: 1_000_000, reason: 'Scratched bumper' },
    ...then,
  ];
  let state: TradeInState = tradeInDecider.initialState;
  for (const command of commands) {
    const events = tradeInDecider.decide(command, state) as TradeInEvent[];
    await store.appendToStream(tradeInStreamId(tradeInId), events.map((e) => ({
      type: e.type, data: e.data,
      metadata: { eventId: randomUUID(), correlationId: tradeInId, causationId: null, actor: null, impersonator: null, brand: 'default', occurredAt: T0 },
    })), Expected.any);
    state = events.reduce(tradeInDecider.evolve, state);
  }
  return tradeInId;
}

async function history() {
  const store = new InMemoryEventStore();
  const ids = [await storedTradeIn(store), await storedTradeIn(store)];
  const all = await store.readAll({ transactionId: '0', position: '0' }, 10_000);
  return { store, ids, events: all.filter((e) => tradeInTranslator.sourceEventTypes.includes(e.type)) };
}

describe('trade-in translator', () => {
  it('publishes appraised, value-changed and confirmed, each valid against its declaration, with the vehicle and province', async () => {
    const { store, events, ids } = await history();
    const published = await tradeInTranslator.translate(events, sourceStreamsOf(store));
    expect(published.map((e) => e.type)).toEqual([1, 2].flatMap(() => ['trade-in.appraised.v1', 'trade-in.confirmed.v1', 'trade-in.value-changed.v1']));
    for (const envelope of published) expect(tradeInIntegrationEvents.parse(envelope)).toEqual(envelope);
    expect(published[0].data).toMatchObject({
      tradeInId: ids[0], customerUserId: 'user-1', flow: 'wizard', province: 'QC', source: 'model',
      vehicle: { year: 2018, makeId: 1, make: 'Honda', modelId: 10, model: 'Civic', trim: 'LX' },
    });
    const appraised = (published[0].data as { value: number }).value;
    expect(published[1].data).toMatchObject({ value: appraised, confirmedAt: T0 });
    expect(published[2].data).toMatchObject({ from: appraised, to: 1_000_000, cause: 'inspection', by: 'staff-1', ruleId: null });
    expect(JSON.stringify(published)).not.toContain(VIN);
  });

  it('derives each public id from its store event: translating again, or one event alone, publishes the same envelope', async () => {
    const { store, events } = await history();
    const first = await tradeInTranslator.translate(events, sourceStreamsOf(store));
    expect(await tradeInTranslator.translate(events, sourceStreamsOf(store))).toEqual(first);
    const source = new Map(events.map((e) => [e.metadata.eventId, e]));
    for (const envelope of first) {
      const from = source.get(envelope.causationId) as RecordedEvent;
      expect(envelope.eventId).toBe(integrationEventId(from.metadata.eventId, envelope.type));
    }
    const confirmed = events.find((e) => e.type === 'OfferConfirmed')!;
    expect(await tradeInTranslator.translate([confirmed], sourceStreamsOf(store))).toEqual([first.find((e) => e.causationId === confirmed.metadata.eventId)]);
  });

  it('publishes a dealer taking the trade-in from the block, with the company (the trade-in lead becomes its own)', async () => {
    const store = new InMemoryEventStore();
    const tradeInId = await storedTradeIn(store, [{ type: 'AddToInventory', now: T0, companyId: 4, by: 'dealer-1' }]);
    const all = await store.readAll({ transactionId: '0', position: '0' }, 10_000);
    const published = await tradeInTranslator.translate(all.filter((e) => tradeInTranslator.sourceEventTypes.includes(e.type)), sourceStreamsOf(store));
    const added = published.find((e) => e.type === 'trade-in.added-to-inventory.v1')!;
    expect(tradeInIntegrationEvents.parse(added)).toEqual(added);
    expect(added.data).toMatchObject({ tradeInId, companyId: 4, addedAt: T0, flow: 'wizard' });
    expect(JSON.stringify(added)).not.toContain('dealer-1');
  });
});
