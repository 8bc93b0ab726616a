import type { PhotoSlot, TradeInCondition } from './condition';
import type { BasicInformation, Offer, TradeInEvent, TradeInFlow, TradeInVehicle } from './trade-in.events';

/**
 * unfinished (draft) -> appraised (an offer held 7 days) or with advisers (the model cannot value it) ->
 * confirmed (the customer took the offer). Discarded ends it (start over).
 */
export type TradeInStatus = 'none' | 'draft' | 'with_advisers' | 'appraised' | 'confirmed' | 'discarded';

export interface TradeInState {
  readonly status: TradeInStatus;
  readonly tradeInId: string | null;
  readonly userId: string | null;
  readonly flow: TradeInFlow | null;
  readonly vehicle: TradeInVehicle | null;
  readonly basic: BasicInformation | null;
  readonly equipmentCodes: readonly string[] | null;
  readonly condition: TradeInCondition | null;
  readonly photos: Readonly<Partial<Record<PhotoSlot, string>>>;
  readonly offer: Offer | null;
  readonly completed: boolean;
  readonly confirmedAt: string | null;
  /** The dealer company that took it from the block. */
  readonly inventoryCompanyId: number | null;
  /** Standalone flow: the last code texted (keyed hash) and whether the phone was verified. */
  readonly phoneCode: { readonly codeHash: string; readonly sentAt: string; readonly failedAttempts: number } | null;
  readonly phoneVerified: boolean;
  /** The purchase transaction whose contract credits this trade-in, if any. */
  readonly committedTo: string | null;
}

export const initialTradeInState: TradeInState = {
  status: 'none', tradeInId: null, userId: null, flow: null, vehicle: null, basic: null, equipmentCodes: null, condition: null,
  photos: {}, offer: null, completed: false, confirmedAt: null, inventoryCompanyId: null, phoneCode: null, phoneVerified: false,
  committedTo: null,
};

/**
 * An offer recorded before its basis kept the valuation's inputs: the appraisal used the facts the stream holds at
 * that event, so they are its inputs (a rule change must not re-value from facts edited later).
 */
function withValuationInputs(offer: Offer, state: TradeInState): Offer {
  if (!offer.basis || offer.basis.kilometres !== undefined || !state.basic || !state.condition) return offer;
  return { ...offer, basis: { ...offer.basis, kilometres: state.basic.mileage, province: state.basic.province, condition: state.condition } };
}

export function evolveTradeIn(state: TradeInState, event: TradeInEvent): TradeInState {
  switch (event.type) {
    case 'TradeInStarted':
      return { ...initialTradeInState, status: 'draft', tradeInId: event.data.tradeInId, userId: event.data.userId, flow: event.data.flow, vehicle: event.data.vehicle };
    case 'BasicInformationSaved': {
      const { savedAt: _savedAt, ...basic } = event.data;
      return { ...state, basic };
    }
    case 'FeaturesSaved':
      return { ...state, equipmentCodes: event.data.equipmentCodes };
    case 'ConditionSaved':
      return { ...state, condition: event.data.condition };
    case 'PhotoAttached':
      return { ...state, photos: { ...state.photos, [event.data.slot]: event.data.fileId } };
    case 'TradeInAppraised':
      return { ...state, status: state.status === 'confirmed' ? 'confirmed' : 'appraised', offer: withValuationInputs(event.data.offer, state) };
    case 'TradeInSentToAdvisers':
      return { ...state, status: 'with_advisers', offer: null };
    case 'TradeInValuedByAdviser':
      return { ...state, status: state.status === 'confirmed' ? 'confirmed' : 'appraised', offer: event.data.offer };
    case 'TradeInCompleted':
      return { ...state, completed: true };
    case 'OfferConfirmed':
      return { ...state, status: 'confirmed', confirmedAt: event.data.at };
    case 'TradeInValueChanged':
      return state.offer
        ? { ...state, offer: { ...state.offer, value: event.data.to, priceLow: event.data.priceLow, priceHigh: event.data.priceHigh } }
        : state;
    case 'TradeInDiscarded':
      return { ...state, status: 'discarded' };
    case 'TradeInOfferDropped':
      return { ...state, status: 'draft', offer: null };
    case 'TradeInAddedToInventory':
      return { ...state, inventoryCompanyId: event.data.companyId };
    case 'StandalonePhoneCodeSent':
      return { ...state, phoneCode: { codeHash: event.data.codeHash, sentAt: event.data.sentAt, failedAttempts: 0 } };
    case 'StandalonePhoneCodeRejected':
      return state.phoneCode ? { ...state, phoneCode: { ...state.phoneCode, failedAttempts: event.data.attempt } } : state;
    case 'StandalonePhoneVerified':
      return { ...state, phoneVerified: true, phoneCode: null };
    case 'TradeInCommittedToContract':
      return { ...state, committedTo: event.data.transactionId };
    case 'TradeInContractCommitmentReleased':
      return { ...state, committedTo: null };
    default:
      return state; // events of a newer schema this code does not know
  }
}
