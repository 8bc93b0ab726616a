import { DomainError, UserType, type UserTypeId } from '../shared';
import { PurchaseErrors } from './purchase.errors';
import type { TransactionEvent } from './transaction.events';
import type { TransactionState } from './transaction.state';

/**
 * The 7-day money-back return (issue #16 item 8): within 7 days of delivery and 750 km, the buyer asks to return the
 * vehicle; staff schedule its pickup, inspect it, then issue the refund. Each step is an event on the purchase stream.
 * Canadian online retailers offer 7 to 10 days with a distance limit; these are ours.
 */
export const MONEY_BACK = { days: 7, maxKm: 750, maxOdometerKm: 2_000_000 } as const;

/**
 * Staff who open a buyer's files (licence images, the contract) and handle deliveries and money-back returns from the
 * vehicle and transaction screens: super admin, admin, team member. The server's routes admit them; the web shows the
 * staff's return panel to them only (deny by default: a vehicles-team member sees the vehicle screen without it).
 */
export const PURCHASE_STAFF: readonly UserTypeId[] = [UserType.SuperAdmin, UserType.Admin, UserType.TeamMember];

export type ReturnStatus = 'requested' | 'pickup_scheduled' | 'inspected' | 'refunded';

/** The vehicle handed over to the buyer: the return window and the distance count from here. */
export interface Handover {
  readonly deliveredAt: string;
  readonly odometerKm: number;
}

export interface MoneyBackReturn {
  readonly status: ReturnStatus;
  readonly requestedAt: string;
  readonly odometerKm: number;
  readonly reason: string;
  readonly pickupAt: string | null;
  readonly inspection: { readonly odometerKm: number; readonly notes: string; readonly at: string } | null;
  readonly refund: { readonly amount: number; readonly at: string } | null;
}

/** What the purchase stream knows about the return: the contract total (what is refunded), the handover and the return. */
export interface MoneyBackState {
  readonly contractTotal: number | null;
  readonly handover: Handover | null;
  readonly return: MoneyBackReturn | null;
}

export const NO_MONEY_BACK: MoneyBackState = { contractTotal: null, handover: null, return: null };

/** The instant the return window closes (7 days after delivery). */
export const returnWindowEnds = (h: Handover): string => new Date(Date.parse(h.deliveredAt) + MONEY_BACK.days * 86_400_000).toISOString();

export const ReturnErrors = {
  notSigned: () => new DomainError('purchase.contract_not_signed', 'conflict', 'The contract is not signed yet', 'transactionId'),
  alreadyDelivered: () => new DomainError('purchase.already_delivered', 'conflict', 'The delivery of this vehicle is already recorded', 'transactionId'),
  notDelivered: () => new DomainError('purchase.return_not_delivered', 'validation', 'The vehicle has not been delivered yet', 'transactionId'),
  windowClosed: (endsAt: string) =>
    new DomainError('purchase.return_window_closed', 'validation', `Returns are accepted within ${MONEY_BACK.days} days of delivery`, 'transactionId', { endsAt }),
  distanceExceeded: (drivenKm: number) =>
    new DomainError('purchase.return_distance_exceeded', 'validation', `Returns are accepted up to ${MONEY_BACK.maxKm} km after delivery`, 'odometerKm', { drivenKm, maxKm: MONEY_BACK.maxKm }),
  invalidOdometer: (field = 'odometerKm') =>
    new DomainError('purchase.invalid_odometer', 'validation', 'The odometer reading is a whole number of kilometres, not below the one at delivery', field),
  stepOutOfOrder: (expected: ReturnStatus | 'none') =>
    new DomainError('purchase.return_step_out_of_order', 'conflict', 'This return is not at that step', 'transactionId', { expected }),
} as const;

export const isOdometer = (km: number) => Number.isSafeInteger(km) && km >= 0 && km <= MONEY_BACK.maxOdometerKm;

export const RETURN_REASONS = ['changed_mind', 'not_as_described', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** Staff record the handover (odometer at delivery); the buyer's 7 days start then. */
export interface RecordDelivery {
  readonly type: 'RecordDelivery';
  readonly transactionId: string;
  readonly now: string;
  readonly staffId: string;
  readonly deliveredAt: string;
  readonly odometerKm: number;
}
/** The buyer asks for the money-back return, with today's odometer reading. */
export interface RequestReturn {
  readonly type: 'RequestReturn';
  readonly transactionId: string;
  readonly userId: string;
  readonly now: string;
  readonly odometerKm: number;
  readonly reason: ReturnReason;
}
export interface ScheduleReturnPickup {
  readonly type: 'ScheduleReturnPickup';
  readonly transactionId: string;
  readonly now: string;
  readonly staffId: string;
  readonly pickupAt: string;
}
export interface RecordReturnInspection {
  readonly type: 'RecordReturnInspection';
  readonly transactionId: string;
  readonly now: string;
  readonly staffId: string;
  readonly odometerKm: number;
  readonly notes: string;
}
export interface IssueReturnRefund {
  readonly type: 'IssueReturnRefund';
  readonly transactionId: string;
  readonly now: string;
  readonly staffId: string;
}
export type MoneyBackCommand = RecordDelivery | RequestReturn | ScheduleReturnPickup | RecordReturnInspection | IssueReturnRefund;

type MoneyBackEvent = Extract<TransactionEvent, { type: 'VehicleDelivered' | 'ReturnRequested' | 'ReturnPickupScheduled' | 'ReturnInspected' | 'ReturnRefundIssued' }>;

export function evolveMoneyBack(m: MoneyBackState, e: MoneyBackEvent): MoneyBackState {
  const r = m.return;
  switch (e.type) {
    case 'VehicleDelivered':
      return { ...m, handover: { deliveredAt: e.data.deliveredAt, odometerKm: e.data.odometerKm } };
    case 'ReturnRequested':
      return {
        ...m,
        return: { status: 'requested', requestedAt: e.data.requestedAt, odometerKm: e.data.odometerKm, reason: e.data.reason, pickupAt: null, inspection: null, refund: null },
      };
    case 'ReturnPickupScheduled':
      return r ? { ...m, return: { ...r, status: 'pickup_scheduled', pickupAt: e.data.pickupAt } } : m;
    case 'ReturnInspected':
      return r ? { ...m, return: { ...r, status: 'inspected', inspection: { odometerKm: e.data.odometerKm, notes: e.data.notes, at: e.data.inspectedAt } } } : m;
    case 'ReturnRefundIssued':
      return r ? { ...m, return: { ...r, status: 'refunded', refund: { amount: e.data.amount, at: e.data.issuedAt } } } : m;
  }
}

/** An instant as toISOString() writes it, or null: events hold one form, and instants are compared as instants, not strings. */
function instantOf(value: string): string | null {
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/** The return must be at one of these steps for a staff step to apply. */
function atStep(m: MoneyBackState, allowed: readonly ReturnStatus[]): MoneyBackReturn {
  if (!m.return || !allowed.includes(m.return.status)) throw ReturnErrors.stepOutOfOrder(allowed[0]);
  return m.return;
}

/**
 * The money-back commands (pure; `now` comes with the command). The buyer sees only their own transaction (404
 * otherwise); a request outside the 7 days or over 750 km is refused with its code; staff steps follow in order:
 * pickup (may be moved while not inspected), inspection, refund of the contract total. Repeats decide nothing.
 */
export function decideMoneyBack(c: MoneyBackCommand, state: TransactionState): MoneyBackEvent[] {
  if (!state.exists) throw PurchaseErrors.transactionNotFound();
  const m = state.moneyBack;
  const transactionId = c.transactionId;
  switch (c.type) {
    case 'RecordDelivery': {
      if (!state.contract || state.cancelled) throw ReturnErrors.notSigned();
      if (!isOdometer(c.odometerKm)) throw ReturnErrors.invalidOdometer();
      const deliveredAt = instantOf(c.deliveredAt);
      if (deliveredAt === null || Date.parse(deliveredAt) > Date.parse(c.now)) throw PurchaseErrors.invalidField('invalid_date', 'deliveredAt', 'A date and time, not in the future');
      if (m.handover) {
        if (Date.parse(m.handover.deliveredAt) === Date.parse(deliveredAt) && m.handover.odometerKm === c.odometerKm) return [];
        throw ReturnErrors.alreadyDelivered();
      }
      return [{ type: 'VehicleDelivered', data: { transactionId, deliveredAt, odometerKm: c.odometerKm, recordedBy: c.staffId, recordedAt: c.now } }];
    }
    case 'RequestReturn': {
      if (state.userId !== c.userId) throw PurchaseErrors.transactionNotFound();
      if (m.return) return [];
      if (!m.handover) throw ReturnErrors.notDelivered();
      const endsAt = returnWindowEnds(m.handover);
      if (Date.parse(c.now) > Date.parse(endsAt)) throw ReturnErrors.windowClosed(endsAt);
      if (!isOdometer(c.odometerKm) || c.odometerKm < m.handover.odometerKm) throw ReturnErrors.invalidOdometer();
      const driven = c.odometerKm - m.handover.odometerKm;
      if (driven > MONEY_BACK.maxKm) throw ReturnErrors.distanceExceeded(driven);
      return [{ type: 'ReturnRequested', data: { transactionId, odometerKm: c.odometerKm, reason: c.reason, requestedAt: c.now } }];
    }
    case 'ScheduleReturnPickup': {
      const r = atStep(m, ['requested', 'pickup_scheduled']);
      const pickupAt = instantOf(c.pickupAt);
      if (pickupAt === null || Date.parse(pickupAt) < Date.parse(c.now)) throw PurchaseErrors.invalidField('invalid_date', 'pickupAt', 'A date and time, not in the past');
      if (r.pickupAt !== null && Date.parse(r.pickupAt) === Date.parse(pickupAt)) return [];
      return [{ type: 'ReturnPickupScheduled', data: { transactionId, pickupAt, scheduledBy: c.staffId, scheduledAt: c.now } }];
    }
    case 'RecordReturnInspection': {
      if (m.return?.status === 'inspected' || m.return?.status === 'refunded') return [];
      atStep(m, ['pickup_scheduled']);
      if (!isOdometer(c.odometerKm) || c.odometerKm < (m.handover?.odometerKm ?? 0)) throw ReturnErrors.invalidOdometer();
      const notes = c.notes.trim();
      return [{ type: 'ReturnInspected', data: { transactionId, odometerKm: c.odometerKm, notes, inspectedBy: c.staffId, inspectedAt: c.now } }];
    }
    case 'IssueReturnRefund': {
      if (m.return?.status === 'refunded') return [];
      atStep(m, ['inspected']);
      return [{ type: 'ReturnRefundIssued', data: { transactionId, amount: m.contractTotal ?? 0, issuedBy: c.staffId, issuedAt: c.now } }];
    }
  }
}
