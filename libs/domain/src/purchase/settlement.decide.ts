import { isDomainError, type Decider, type DomainEvent } from '../shared';
import { decideTransaction, refundIdempotencyKey, surplusRefundIdempotencyKey, type RequestDepositRefund } from './transaction.decide';
import { isTransactionEvent } from './transaction.events';
import { evolveTransaction, initialTransactionState, type ExistingTransaction, type TransactionState } from './transaction.state';
import { decideVehicleHold, type VehicleHoldCommand } from './vehicle-hold.decide';
import { evolveVehicleHold, initialVehicleHoldState, type VehicleHoldState } from './vehicle-hold.state';

/**
 * Settlement brings the vehicle and the deposit in line with a transaction (the settle and reservation-expiry timers
 * dispatch it after every event that may move them):
 * - contract signed: the vehicle is sold;
 * - cancelled or refunded: the transaction's reservation is freed; a cancelled transaction's held deposit goes back;
 * - deposit held: the vehicle is reserved, or the deposit goes back when the reservation expired or someone else
 *   has the vehicle;
 * - a refund requested and not yet made: the payment provider is asked for it (one refund per deposit, by its key);
 * - a surplus payment (one after the deposit was paid) not yet refunded: the provider is asked for its refund, whatever
 *   else the transaction is (signed included).
 * Pure: the application loads both streams, asks, then carries out the actions in order.
 */
export interface SettleTransaction {
  readonly type: 'SettleTransaction';
  readonly transactionId: string;
  /** ISO instant. */
  readonly now: string;
  readonly reservationDays: number;
}

/** Both streams a settlement reads: the transaction and its vehicle. */
export interface SettlementState {
  readonly transaction: TransactionState;
  readonly vehicle: VehicleHoldState;
}

export interface ProviderRefund {
  readonly transactionId: string;
  readonly paymentIntentId: string;
  readonly amount: number;
  readonly idempotencyKey: string;
}

/** What to do, in this order: record on the vehicle stream, record on the transaction stream, call the provider. */
export type SettlementAction =
  | DomainEvent<'VehicleCommand', VehicleHoldCommand>
  | DomainEvent<'TransactionCommand', RequestDepositRefund>
  | DomainEvent<'ProviderRefund', ProviderRefund>;

type RefundReason = RequestDepositRefund['reason'];

const depositHeld = (s: ExistingTransaction) => s.deposit.paid && !s.deposit.refundRequested && !s.deposit.refunded;

/** Whether the vehicle could be reserved for the transaction now (the vehicle-hold decider's own answer). */
function reservation(s: ExistingTransaction, vehicle: VehicleHoldState, now: string, reservationDays: number): VehicleHoldCommand | 'unavailable' {
  const command: VehicleHoldCommand = {
    type: 'ReserveVehicle', vehicleId: s.vehicle.vehicleId, userId: s.userId, transactionId: s.transactionId, now, reservationDays,
  };
  try {
    decideVehicleHold(command, vehicle);
    return command;
  } catch (error) {
    if (isDomainError(error) && (error.kind === 'conflict' || error.kind === 'not_found')) return 'unavailable';
    throw error;
  }
}

/**
 * What an open transaction's held deposit is owed on the vehicle stream: the reservation (a ReserveVehicle, a no-op once
 * made), or why the deposit goes back instead; null when no deposit is held.
 */
export function depositHold(s: TransactionState, vehicle: VehicleHoldState, now: string, reservationDays: number): VehicleHoldCommand | RefundReason | null {
  if (!s.exists || s.cancelled || s.contract || !depositHeld(s)) return null;
  if (vehicle.endedReservations[s.transactionId] === 'expired') return 'reservation_expired';
  const reserve = reservation(s, vehicle, now, reservationDays);
  return reserve === 'unavailable' ? 'vehicle_unavailable' : reserve;
}

export function decideSettlement(c: SettleTransaction, state: SettlementState): SettlementAction[] {
  const s = state.transaction;
  if (!s.exists) return [];
  const vehicleId = s.vehicle.vehicleId;
  const base = { vehicleId, userId: s.userId, transactionId: s.transactionId, now: c.now };
  if (s.contract) return [{ type: 'VehicleCommand', data: { ...base, type: 'MarkVehicleSold' } }, ...surplusRefunds(s)];

  const actions: SettlementAction[] = [];
  let refundReason: RefundReason | null = null;
  if (s.cancelled || s.deposit.refundRequested || s.deposit.refunded) {
    if (state.vehicle.reservation?.transactionId === s.transactionId) {
      actions.push({ type: 'VehicleCommand', data: { ...base, type: 'CancelReservation', reason: s.cancelled ? 'cancelled' : 'refunded' } });
    }
    if (s.cancelled && depositHeld(s)) refundReason = 'cancelled';
  } else {
    const owed = depositHold(s, state.vehicle, c.now, c.reservationDays);
    if (typeof owed === 'string') refundReason = owed;
    else if (owed) actions.push({ type: 'VehicleCommand', data: owed });
  }

  let after: TransactionState = s;
  if (refundReason) {
    const request: RequestDepositRefund = { type: 'RequestDepositRefund', transactionId: s.transactionId, now: c.now, reason: refundReason };
    actions.push({ type: 'TransactionCommand', data: request });
    after = decideTransaction(request, s).reduce(evolveTransaction, s);
  }
  const d = after.exists ? after.deposit : null;
  if (d && d.refundRequested && !d.refunded && d.paymentIntentId) {
    actions.push({
      type: 'ProviderRefund',
      data: { transactionId: s.transactionId, paymentIntentId: d.paymentIntentId, amount: d.amount, idempotencyKey: d.refundIdempotencyKey ?? refundIdempotencyKey(s.transactionId, d.paymentIntentId) },
    });
  }
  return [...actions, ...surplusRefunds(s)];
}

/** A refund for each surplus payment not refunded yet (its webhook records the refund; until then the key repeats it). */
function surplusRefunds(s: ExistingTransaction): SettlementAction[] {
  return Object.entries(s.deposit.surplus).filter(([, p]) => !p.refunded).map(([paymentIntentId, p]) => ({
    type: 'ProviderRefund' as const,
    data: { transactionId: s.transactionId, paymentIntentId, amount: p.amount, idempotencyKey: surplusRefundIdempotencyKey(s.transactionId, paymentIntentId) },
  }));
}

/** Folds either stream's events: the transaction's own, and everything else on the vehicle stream. */
export function evolveSettlementState(state: SettlementState, event: DomainEvent): SettlementState {
  return isTransactionEvent(event)
    ? { ...state, transaction: evolveTransaction(state.transaction, event) }
    : { ...state, vehicle: evolveVehicleHold(state.vehicle, event) };
}

/**
 * The settlement as a decider, so that its specs read given(events of both streams).when(settle).then(actions).
 * Its "events" are actions for the application: they are never stored, and evolve folds stored events only.
 */
export const settlementDecider: Decider<SettleTransaction, SettlementAction, SettlementState> = {
  initialState: { transaction: initialTransactionState, vehicle: initialVehicleHoldState },
  decide: decideSettlement,
  evolve: (state, event) => evolveSettlementState(state, event as DomainEvent),
};
