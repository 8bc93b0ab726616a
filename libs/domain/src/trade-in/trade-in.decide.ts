import { assertNever, type Decider } from '../shared';
import { hasVinFormat, isValidVin, normalizeVin } from '../shared/formatters';
import { MAIN_PHOTO_SLOTS, type PhotoSlot, type TradeInCondition } from './condition';
import { TradeInErrors } from './trade-in.errors';
import type { BasicInformation, Offer, TradeInEvent, TradeInFlow, TradeInValueChanged, TradeInVehicle } from './trade-in.events';
import { evolveTradeIn, initialTradeInState, type TradeInState } from './trade-in.state';
import { MAX_VALUED_KILOMETRES, valueTradeIn, type ValueRuleAdjustment, type VehicleSegment } from './valuation';

export const TRADE_IN_LIMITS = { maxMileage: 1_000_000, offerDays: 7, minYear: 1981, maxValue: 50_000_000, phoneCodeMinutes: 10, phoneCodeAttempts: 5 } as const;

interface Base {
  /** ISO instant: the domain has no clock. */
  readonly now: string;
}
export interface StartTradeIn extends Base {
  readonly type: 'StartTradeIn';
  readonly tradeInId: string;
  readonly userId: string | null;
  readonly flow: TradeInFlow;
  readonly vehicle: TradeInVehicle;
  readonly brand: string;
}
export interface SaveBasicInformation extends Base { readonly type: 'SaveBasicInformation'; readonly basic: BasicInformation }
export interface SaveFeatures extends Base { readonly type: 'SaveFeatures'; readonly equipmentCodes: readonly string[] }
export interface SaveCondition extends Base { readonly type: 'SaveCondition'; readonly condition: TradeInCondition }
export interface AttachPhoto extends Base { readonly type: 'AttachPhoto'; readonly slot: PhotoSlot; readonly fileId: string }
/** Values the vehicle with the built-in model. The handler brings the catalog's price record and the staff rules. */
export interface Appraise extends Base {
  readonly type: 'Appraise';
  readonly msrp: number | null;
  readonly equipment: readonly { readonly code: string; readonly valueNew: number }[];
  readonly rules: readonly ValueRuleAdjustment[];
  /** The depreciation curve's segment of the vehicle (`segmentOf` its catalog body type, make and fuel). */
  readonly segment: VehicleSegment;
}
/** The customer asks advisers to value the vehicle instead of the guide (a rare vehicle, one the guide refused). */
export interface AskAdviser extends Base { readonly type: 'AskAdviser'; readonly note: string }
/** The handler draws the code, texts it and brings its keyed hash (the domain never sees the code). */
export interface SendStandalonePhoneCode extends Base { readonly type: 'SendStandalonePhoneCode'; readonly codeHash: string; readonly phoneLast4: string }
/** Finishes the standalone flow: the code typed back (its keyed hash) verifies the phone, and the six photos are there. */
export interface FinalizeStandalone extends Base { readonly type: 'FinalizeStandalone'; readonly codeHash: string | null }
export interface ConfirmOffer extends Base { readonly type: 'ConfirmOffer' }
export interface SetValueByAdviser extends Base { readonly type: 'SetValueByAdviser'; readonly by: string; readonly value: number; readonly reason: string }
export interface AdjustAfterInspection extends Base { readonly type: 'AdjustAfterInspection'; readonly by: string; readonly value: number; readonly reason: string }
/** A staff value rule changed: re-value an open offer from the basis it was made on, with the new rules. */
export interface ApplyValueRules extends Base {
  readonly type: 'ApplyValueRules';
  readonly ruleId: string;
  readonly by: string;
  readonly rules: readonly ValueRuleAdjustment[];
}
export interface DiscardTradeIn extends Base { readonly type: 'DiscardTradeIn' }
/** A dealer takes a confirmed trade-in from the block into their company's inventory (once). */
export interface AddToInventory extends Base { readonly type: 'AddToInventory'; readonly companyId: number; readonly by: string }
/** Purchase, before recording a signed contract that credits the owner's trade-in: one contract at a time. */
export interface CommitToContract extends Base { readonly type: 'CommitToContract'; readonly userId: string; readonly transactionId: string }
/** Purchase, when that contract was not signed after all (the signing failed, the transaction was cancelled). */
export interface ReleaseContractCommitment extends Base { readonly type: 'ReleaseContractCommitment'; readonly transactionId: string }

export type TradeInCommand =
  | StartTradeIn | SaveBasicInformation | SaveFeatures | SaveCondition | AttachPhoto | Appraise | AskAdviser | SendStandalonePhoneCode | FinalizeStandalone
  | ConfirmOffer | SetValueByAdviser | AdjustAfterInspection | ApplyValueRules | DiscardTradeIn | AddToInventory | CommitToContract
  | ReleaseContractCommitment;

const addDays = (iso: string, days: number) => new Date(Date.parse(iso) + days * 86_400_000).toISOString();
const expired = (offer: Offer, now: string) => Date.parse(now) >= Date.parse(offer.expiresAt);
/** Money-shaped and within bounds (cents). */
const isAmount = (v: number) => Number.isSafeInteger(v) && v >= 0 && v <= TRADE_IN_LIMITS.maxValue;

function requireOpen(state: TradeInState) {
  if (state.status === 'none') throw TradeInErrors.notFound();
  if (state.status === 'discarded') throw TradeInErrors.closed();
}
function requireEditable(state: TradeInState) {
  requireOpen(state);
  if (state.status === 'confirmed') throw TradeInErrors.alreadyConfirmed();
}

/** Same keys, same values (flat records: the basic information, the condition). */
function sameFields(a: object | null, b: object): boolean {
  if (!a) return false;
  const [x, y] = [a as Record<string, unknown>, b as Record<string, unknown>];
  const keys = new Set([...Object.keys(x), ...Object.keys(y)]);
  return [...keys].every((k) => x[k] === y[k]);
}

/**
 * Saving the vehicle's facts. Credited on a contract, the trade-in stays as that contract has it. An unconfirmed offer
 * stands on the facts it was made from: a change (a typo corrected) drops it, and the customer appraises again; the same
 * facts saved again change nothing.
 */
function editFacts(state: TradeInState, changed: boolean, now: string, saved: TradeInEvent): TradeInEvent[] {
  if (state.committedTo !== null) throw TradeInErrors.alreadyCommitted();
  if (state.status !== 'appraised' || !state.offer) return [saved];
  if (!changed) return [];
  return [{ type: 'TradeInOfferDropped', data: { value: state.offer.value, reason: 'facts_changed', at: now } }, saved];
}

/** The six main photos (spec: mandatory) not attached yet; an offer is confirmed or used in a purchase only without any. */
export function missingMainPhotos(state: TradeInState): string[] {
  return MAIN_PHOTO_SLOTS.filter((slot) => !state.photos[slot]);
}

/** Offer band around an adviser's or an inspector's value: ±5 %, to the $100, at least $100 wide. */
function bandOf(value: number) {
  const low = Math.max(0, Math.round((value * 0.95) / 10_000) * 10_000);
  return { priceLow: low, priceHigh: Math.max(Math.round((value * 1.05) / 10_000) * 10_000, low + 10_000) };
}

export function decideTradeIn(command: TradeInCommand, state: TradeInState): TradeInEvent[] {
  switch (command.type) {
    case 'StartTradeIn': {
      if (state.status !== 'none') throw TradeInErrors.exists();
      const v = command.vehicle;
      if (v.vin !== null && (!hasVinFormat(v.vin) || !isValidVin(v.vin))) throw TradeInErrors.invalidVin('vehicle.vin');
      const year = new Date(command.now).getUTCFullYear();
      if (!Number.isInteger(v.year) || v.year < TRADE_IN_LIMITS.minYear || v.year > year + 1) throw TradeInErrors.invalidYear();
      return [{ type: 'TradeInStarted', data: {
        tradeInId: command.tradeInId, userId: command.userId, flow: command.flow, brand: command.brand, startedAt: command.now,
        vehicle: { ...v, vin: v.vin === null ? null : normalizeVin(v.vin) },
      } }];
    }
    case 'SaveBasicInformation': {
      requireEditable(state);
      const m = command.basic.mileage;
      if (!Number.isInteger(m) || m < 0 || m > TRADE_IN_LIMITS.maxMileage) throw TradeInErrors.invalidMileage();
      if (m > MAX_VALUED_KILOMETRES) throw TradeInErrors.mileageOverLimit(MAX_VALUED_KILOMETRES);
      return editFacts(state, !sameFields(state.basic, command.basic), command.now,
        { type: 'BasicInformationSaved', data: { ...command.basic, savedAt: command.now } });
    }
    case 'SaveFeatures': {
      requireEditable(state);
      const equipmentCodes = [...new Set(command.equipmentCodes)].sort();
      return editFacts(state, state.equipmentCodes?.join('\n') !== equipmentCodes.join('\n'), command.now,
        { type: 'FeaturesSaved', data: { equipmentCodes, savedAt: command.now } });
    }
    case 'SaveCondition':
      requireEditable(state);
      return editFacts(state, !sameFields(state.condition, command.condition), command.now,
        { type: 'ConditionSaved', data: { condition: command.condition, savedAt: command.now } });
    case 'AttachPhoto':
      requireEditable(state);
      return [{ type: 'PhotoAttached', data: { slot: command.slot, fileId: command.fileId, attachedAt: command.now } }];
    case 'Appraise': {
      requireEditable(state);
      // The offer is held: while it is valid, or while a contract credits it, appraising again changes nothing.
      if (state.committedTo !== null || (state.offer && !expired(state.offer, command.now))) return [];
      if (state.status === 'with_advisers') return [];
      const missing = [!state.basic && 'basic-information', !state.condition && 'condition'].filter((s): s is string => Boolean(s));
      if (missing.length > 0) throw TradeInErrors.stepsIncomplete(missing);
      const equipment = command.equipment.filter((e) => state.equipmentCodes?.includes(e.code));
      const inputs = { kilometres: state.basic!.mileage, province: state.basic!.province, condition: state.condition! };
      const valuation = valueTradeIn({
        msrp: command.msrp, modelYear: state.vehicle!.year, asOf: command.now, ...inputs, equipment, rules: command.rules, segment: command.segment,
      });
      if (valuation.kind === 'needs_adviser') return [{ type: 'TradeInSentToAdvisers', data: { reason: valuation.reason, at: command.now } }];
      const { kind: _kind, ...priced } = valuation;
      return [{ type: 'TradeInAppraised', data: { offer: {
        ...priced, appraisedAt: command.now, expiresAt: addDays(command.now, TRADE_IN_LIMITS.offerDays), source: 'model',
        basis: { msrp: command.msrp!, equipment, rules: command.rules, segment: command.segment, ...inputs },
      } } }];
    }
    case 'AskAdviser': {
      requireEditable(state);
      if (state.committedTo !== null) throw TradeInErrors.alreadyCommitted();
      if (state.status === 'with_advisers') return [];
      const note = command.note.trim();
      if (note.length > 1000) throw TradeInErrors.invalidNote();
      return [{ type: 'TradeInSentToAdvisers', data: { reason: 'customer_request', at: command.now, ...(note ? { note } : {}) } }];
    }
    case 'SendStandalonePhoneCode':
      requireOpen(state);
      if (state.flow !== 'standalone') throw TradeInErrors.notStandalone();
      return [{ type: 'StandalonePhoneCodeSent', data: { codeHash: command.codeHash, phoneLast4: command.phoneLast4, sentAt: command.now } }];
    case 'FinalizeStandalone': {
      requireOpen(state);
      if (state.completed) return [];
      if (state.flow !== 'standalone') throw TradeInErrors.notStandalone();
      const verified: TradeInEvent[] = [];
      if (!state.phoneVerified) {
        if (!state.phoneCode) throw TradeInErrors.phoneNotVerified();
        const code = state.phoneCode;
        if (code.failedAttempts >= TRADE_IN_LIMITS.phoneCodeAttempts) throw TradeInErrors.codeAttemptsExceeded();
        // Recorded, then refused: the handler answers trade_in.code_invalid after appending this.
        if (command.codeHash !== code.codeHash) return [{ type: 'StandalonePhoneCodeRejected', data: { attempt: code.failedAttempts + 1, at: command.now } }];
        if (Date.parse(command.now) - Date.parse(code.sentAt) > TRADE_IN_LIMITS.phoneCodeMinutes * 60_000) throw TradeInErrors.codeExpired();
        verified.push({ type: 'StandalonePhoneVerified', data: { at: command.now } });
      }
      const missing = missingMainPhotos(state);
      if (missing.length > 0) throw TradeInErrors.photosMissing(missing);
      return [...verified, { type: 'TradeInCompleted', data: { at: command.now } }];
    }
    case 'ConfirmOffer': {
      requireOpen(state);
      if (state.status === 'confirmed') return [];
      if (!state.offer) throw TradeInErrors.noOffer();
      if (expired(state.offer, command.now)) throw TradeInErrors.offerExpired(state.offer.expiresAt);
      // Six photos before any offer is confirmed (ADR 0058); a standalone trade-in goes on the dealers' block only once
      // finished: its six photos and the verified phone.
      const missing = missingMainPhotos(state);
      if (missing.length > 0) throw TradeInErrors.photosMissing(missing);
      if (state.flow === 'standalone' && !state.completed) throw TradeInErrors.phoneNotVerified();
      return [{ type: 'OfferConfirmed', data: { value: state.offer.value, at: command.now } }];
    }
    case 'SetValueByAdviser': {
      requireEditable(state);
      if (state.committedTo !== null) throw TradeInErrors.alreadyCommitted();
      if (state.status !== 'with_advisers' && state.status !== 'appraised') throw TradeInErrors.notWithAdvisers();
      if (!isAmount(command.value)) throw TradeInErrors.invalidAmount('value');
      if (!command.reason.trim()) throw TradeInErrors.reasonRequired();
      return [{ type: 'TradeInValuedByAdviser', data: { by: command.by, reason: command.reason.trim(), offer: {
        value: command.value, ...bandOf(command.value), baseDiscountedPrice: null, equipmentAdjustedPrice: null,
        reasons: [{ code: 'adviser', amount: command.value }], appraisedAt: command.now,
        expiresAt: addDays(command.now, TRADE_IN_LIMITS.offerDays), source: 'adviser', basis: null,
      } } }];
    }
    case 'AdjustAfterInspection': {
      requireOpen(state);
      if (state.status !== 'confirmed' || !state.offer) throw TradeInErrors.noOffer();
      if (!isAmount(command.value)) throw TradeInErrors.invalidAmount('value');
      if (!command.reason.trim()) throw TradeInErrors.reasonRequired();
      if (command.value === state.offer.value) return [];
      return [valueChanged(state.offer, command.value, 'inspection', command.reason.trim(), command.by, null, command.now)];
    }
    case 'ApplyValueRules': {
      // Only open offers made by the model move with the rules; a confirmed or an adviser's value, or one a contract credits, is a promise.
      if (state.status !== 'appraised' || state.committedTo !== null || !state.offer || state.offer.source !== 'model' || !state.offer.basis) return [];
      if (expired(state.offer, command.now)) return [];
      // The offer's own inputs: the customer's later edits drop the offer (editFacts), never move it.
      const b = state.offer.basis;
      if (b.kilometres === undefined || b.province === undefined || b.condition === undefined) return [];
      const revalued = valueTradeIn({
        msrp: b.msrp, modelYear: state.vehicle!.year, asOf: state.offer.appraisedAt, kilometres: b.kilometres, province: b.province,
        condition: b.condition, equipment: b.equipment, rules: command.rules, segment: b.segment,
      });
      if (revalued.kind !== 'valued' || revalued.value === state.offer.value) return [];
      return [valueChanged(state.offer, revalued.value, 'rule', 'value rule changed', command.by, command.ruleId, command.now, revalued)];
    }
    case 'DiscardTradeIn':
      requireOpen(state);
      if (state.status === 'confirmed') throw TradeInErrors.alreadyConfirmed();
      if (state.committedTo !== null) throw TradeInErrors.alreadyCommitted();
      return [{ type: 'TradeInDiscarded', data: { at: command.now } }];
    case 'AddToInventory':
      requireOpen(state);
      if (state.status !== 'confirmed') throw TradeInErrors.notConfirmed();
      if (state.inventoryCompanyId === command.companyId) return [];
      if (state.inventoryCompanyId !== null) throw TradeInErrors.alreadyTaken();
      return [{ type: 'TradeInAddedToInventory', data: { companyId: command.companyId, by: command.by, at: command.now } }];
    case 'CommitToContract': {
      requireOpen(state);
      if (state.userId !== command.userId) throw TradeInErrors.notFound();
      if (state.committedTo === command.transactionId) return [];
      if (state.committedTo !== null) throw TradeInErrors.alreadyCommitted();
      // Credited only at a value purchase may still use (the same rule as its trade-in step).
      if (!usableOffer(state, command.userId, command.now)) throw state.offer ? TradeInErrors.offerExpired(state.offer.expiresAt) : TradeInErrors.noOffer();
      return [{ type: 'TradeInCommittedToContract', data: { transactionId: command.transactionId, at: command.now } }];
    }
    case 'ReleaseContractCommitment':
      // Only the transaction holding the commitment gives it back; a stale or repeated release changes nothing.
      if (state.committedTo !== command.transactionId) return [];
      return [{ type: 'TradeInContractCommitmentReleased', data: { transactionId: command.transactionId, at: command.now } }];
    default:
      return assertNever(command);
  }
}

function valueChanged(
  offer: Offer, to: number, cause: 'inspection' | 'rule', reason: string, by: string, ruleId: string | null, at: string,
  band: { priceLow: number; priceHigh: number } = bandOf(to),
): TradeInValueChanged {
  return { type: 'TradeInValueChanged', data: { from: offer.value, to, cause, reason, by, ruleId, at, priceLow: band.priceLow, priceHigh: band.priceHigh } };
}

export const tradeInDecider: Decider<TradeInCommand, TradeInEvent, TradeInState> = {
  initialState: initialTradeInState,
  decide: decideTradeIn,
  evolve: evolveTradeIn,
};

/** The value purchase may use: a confirmed or still-valid offer of this owner, else null. */
export function usableOffer(state: TradeInState, userId: string, now: string): Offer | null {
  if (state.userId !== userId || !state.offer) return null;
  if (state.status === 'confirmed') return state.offer;
  if (state.status === 'appraised' && !expired(state.offer, now)) return state.offer;
  return null;
}
