import type { TradeInDetails } from '@marketplace/contracts';
import type { Offer, PhotoSlot, TradeInEvent } from '@marketplace/domain';
import type { Kysely } from 'kysely';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port';
import { defineProjection, type Projection } from '../../../../platform/projections/projection';
import { applyToTradeInRows } from './trade-in-rows';

export const TRADE_IN_DETAILS_PROJECTION = 'trade-in.trade-in-details';
const TABLE = 'trade_ins';

/** One row of trade_in.trade_ins: what the wizard and the details screen show, plus who owns it. */
export interface TradeInDetailsRow extends TradeInDetails {
  readonly ownerId: string | null;
  /** Photo slot -> private file id (the image route serves them; the screen only lists slots). */
  readonly photoFiles: Readonly<Partial<Record<PhotoSlot, string>>>;
  /** The purchase transaction whose contract credits it (purchase's trade-in choices leave it out). */
  readonly committedTo: string | null;
  /** The customer's note when they asked an adviser (the adviser queue shows it). */
  readonly adviserNote: string | null;
}

/** The offer as the customer sees it: the valuation basis stays in the stream. */
function shown(offer: Offer): NonNullable<TradeInDetails['offer']> {
  return {
    value: offer.value, priceLow: offer.priceLow, priceHigh: offer.priceHigh, baseDiscountedPrice: offer.baseDiscountedPrice,
    equipmentAdjustedPrice: offer.equipmentAdjustedPrice, reasons: offer.reasons.map((r) => ({ ...r })), appraisedAt: offer.appraisedAt,
    expiresAt: offer.expiresAt, source: offer.source,
  };
}

const STEP_AFTER: Partial<Record<TradeInEvent['type'], number>> = { BasicInformationSaved: 3, FeaturesSaved: 4, ConditionSaved: 5 };

/** Pure: the row after one event of its stream. An event at or below the row's version was applied already (idempotent). */
export function evolveTradeInDetailsRow(row: TradeInDetailsRow | null, event: TradeInEvent, streamVersion: number, at: string): TradeInDetailsRow | null {
  if (row && streamVersion <= row.version) return row;
  if (event.type === 'TradeInStarted') {
    const d = event.data;
    return {
      tradeInId: d.tradeInId, ownerId: d.userId, version: streamVersion, status: 'draft', flow: d.flow, step: 2, vehicle: { ...d.vehicle },
      basic: null, equipmentCodes: null, condition: null, photos: [], photoFiles: {}, offer: null, adviserReason: null, lastValueChange: null,
      completed: false, confirmedAt: null, startedAt: d.startedAt, updatedAt: d.startedAt, committedTo: null, adviserNote: null,
    };
  }
  if (!row) return null;
  const next = { ...row, version: streamVersion, updatedAt: at, step: Math.max(row.step, STEP_AFTER[event.type] ?? row.step) };
  switch (event.type) {
    case 'BasicInformationSaved': {
      const { savedAt: _savedAt, ...basic } = event.data;
      return { ...next, basic: { ...basic, fuelType: basic.fuelType as NonNullable<TradeInDetails['basic']>['fuelType'], province: basic.province as NonNullable<TradeInDetails['basic']>['province'] } };
    }
    case 'FeaturesSaved':
      return { ...next, equipmentCodes: [...event.data.equipmentCodes] };
    case 'ConditionSaved':
      return { ...next, condition: { ...event.data.condition } };
    case 'PhotoAttached': {
      const photoFiles = { ...row.photoFiles, [event.data.slot]: event.data.fileId };
      return { ...next, photoFiles, photos: Object.keys(photoFiles).sort() as PhotoSlot[] };
    }
    case 'TradeInAppraised':
      return { ...next, status: row.status === 'confirmed' ? 'confirmed' : 'appraised', offer: shown(event.data.offer), adviserReason: null };
    case 'TradeInSentToAdvisers':
      return { ...next, status: 'with_advisers', offer: null, adviserReason: event.data.reason, adviserNote: event.data.note ?? null };
    case 'TradeInValuedByAdviser':
      return { ...next, status: row.status === 'confirmed' ? 'confirmed' : 'appraised', offer: shown(event.data.offer), adviserReason: null };
    case 'TradeInCompleted':
      return { ...next, completed: true };
    case 'OfferConfirmed':
      return { ...next, status: 'confirmed', confirmedAt: event.data.at };
    case 'TradeInValueChanged': {
      const d = event.data;
      return {
        ...next,
        offer: row.offer ? { ...row.offer, value: d.to, priceLow: d.priceLow, priceHigh: d.priceHigh } : row.offer,
        lastValueChange: { from: d.from, to: d.to, cause: d.cause, reason: d.reason, at: d.at },
      };
    }
    case 'TradeInDiscarded':
      return { ...next, status: 'discarded' };
    case 'TradeInOfferDropped':
      return { ...next, status: 'draft', offer: null, lastValueChange: null };
    case 'TradeInCommittedToContract':
      return { ...next, committedTo: event.data.transactionId };
    case 'TradeInContractCommitmentReleased':
      return { ...next, committedTo: null };
    default:
      return next;
  }
}

const json = (v: unknown) => (v === null ? null : JSON.stringify(v));
const iso = (v: unknown) => (v === null ? null : new Date(v as string).toISOString());

export function rowFromTable(r: any): TradeInDetailsRow {
  return {
    tradeInId: r.id, ownerId: r.owner_id, version: r.version, status: r.status, flow: r.flow, step: r.step, vehicle: r.vehicle, basic: r.basic,
    equipmentCodes: r.equipment_codes, condition: r.condition, photos: Object.keys(r.photos).sort() as PhotoSlot[], photoFiles: r.photos, offer: r.offer,
    adviserReason: r.adviser_reason, lastValueChange: r.last_value_change, completed: r.completed, confirmedAt: iso(r.confirmed_at),
    startedAt: iso(r.started_at)!, updatedAt: iso(r.updated_at)!, committedTo: r.committed_to ?? null, adviserNote: r.adviser_note ?? null,
  };
}

function tableFromRow(row: TradeInDetailsRow) {
  return {
    id: row.tradeInId, owner_id: row.ownerId, status: row.status, flow: row.flow, step: row.step, vehicle: json(row.vehicle), basic: json(row.basic),
    equipment_codes: json(row.equipmentCodes), condition: json(row.condition), photos: json(row.photoFiles), offer: json(row.offer),
    adviser_reason: row.adviserReason, last_value_change: json(row.lastValueChange), completed: row.completed, confirmed_at: row.confirmedAt,
    started_at: row.startedAt, updated_at: row.updatedAt, version: row.version, committed_to: row.committedTo, adviser_note: row.adviserNote,
  };
}

/** The thin writer: read the row, evolve it, write it back, in the batch's transaction (the runner moves the checkpoint). */
export function tradeInDetailsProjection(): Projection {
  return defineProjection({
    name: TRADE_IN_DETAILS_PROJECTION,
    schema: 'trade_in',
    tables: [TABLE],
    eventTypes: [
      'TradeInStarted', 'BasicInformationSaved', 'FeaturesSaved', 'ConditionSaved', 'PhotoAttached', 'TradeInAppraised', 'TradeInSentToAdvisers',
      'TradeInValuedByAdviser', 'TradeInCompleted', 'OfferConfirmed', 'TradeInValueChanged', 'TradeInDiscarded', 'TradeInOfferDropped', 'TradeInCommittedToContract',
      'TradeInContractCommitmentReleased',
    ],
    async apply(db: Kysely<any>, events: readonly RecordedEvent[]) {
      await applyToTradeInRows(db, events, {
        name: TABLE, fromTable: rowFromTable, toTable: tableFromRow,
        evolve: (row, event, recorded) => evolveTradeInDetailsRow(row, event, recorded.streamVersion, recorded.recordedAt.toISOString()),
      });
    },
  });
}
