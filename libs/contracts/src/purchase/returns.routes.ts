import { z } from 'zod';
import { defineRoute } from '../shared/route';
import { Cents, IsoInstant, RequestInstant, Uuid } from './common';

/**
 * Issue #16 item 8, the 7-day money-back return: within 7 days of delivery and 750 km the buyer requests it from the
 * dashboard; staff schedule the pickup, inspect the vehicle and issue the refund. Each step is an event on the
 * purchase stream and sends a bilingual email. Out of the window or over 750 km: 400 purchase.return_window_closed /
 * purchase.return_distance_exceeded; someone else's transaction: 404.
 */
const tags = ['buy-online'] as const;
export const RETURN_REASONS = ['changed_mind', 'not_as_described', 'other'] as const;
export const RETURN_STATUSES = ['requested', 'pickup_scheduled', 'inspected', 'refunded'] as const;
const Odometer = z.number().int().min(0).max(2_000_000);

export const VehicleReturnSchema = z.object({
  transactionId: Uuid,
  /** The handover (null until staff record the delivery) and the last instant a return may be requested. */
  delivery: z.object({ deliveredAt: IsoInstant, odometerKm: z.number().int(), returnUntil: IsoInstant, maxKm: z.number().int() }).nullable(),
  return: z.object({
    status: z.enum(RETURN_STATUSES), requestedAt: IsoInstant, odometerKm: z.number().int(), reason: z.enum(RETURN_REASONS),
    pickupAt: IsoInstant.nullable(), inspectedAt: IsoInstant.nullable(), refund: z.object({ amount: Cents, at: IsoInstant }).nullable(),
  }).nullable(),
});
export type VehicleReturn = z.infer<typeof VehicleReturnSchema>;

export const getVehicleReturnRoute = defineRoute({
  method: 'GET', path: '/customers/get-vehicle-return', tags,
  summary: "The buyer's (or staff's) view of a signed transaction's handover and money-back return",
  query: z.object({ transactionId: Uuid }),
  response: VehicleReturnSchema,
});

const StepAnswer = z.object({ Status: z.literal(1), transactionId: Uuid });

export const requestVehicleReturnRoute = defineRoute({
  method: 'POST', path: '/customers/request-vehicle-return', tags,
  summary: 'The buyer asks for the 7-day money-back return with today\'s odometer reading (within 7 days of delivery and 750 km)',
  body: z.strictObject({ transactionId: Uuid, odometerKm: Odometer, reason: z.enum(RETURN_REASONS) }),
  response: StepAnswer,
});

export const recordDeliveryRoute = defineRoute({
  method: 'POST', path: '/buy-online/staff/record-delivery', tags,
  summary: 'Staff: the signed vehicle was handed over (when, odometer): the 7-day return window starts',
  body: z.strictObject({ transactionId: Uuid, deliveredAt: RequestInstant, odometerKm: Odometer }),
  response: StepAnswer,
});

export const scheduleReturnPickupRoute = defineRoute({
  method: 'POST', path: '/buy-online/staff/schedule-return-pickup', tags,
  summary: 'Staff: schedules (or moves) the pickup of a vehicle being returned',
  body: z.strictObject({ transactionId: Uuid, pickupAt: RequestInstant }),
  response: StepAnswer,
});

export const recordReturnInspectionRoute = defineRoute({
  method: 'POST', path: '/buy-online/staff/record-return-inspection', tags,
  summary: 'Staff: the returned vehicle was inspected (odometer, notes)',
  body: z.strictObject({ transactionId: Uuid, odometerKm: Odometer, notes: z.string().max(2000) }),
  response: StepAnswer,
});

export const issueReturnRefundRoute = defineRoute({
  method: 'POST', path: '/buy-online/staff/issue-return-refund', tags,
  summary: 'Staff: the refund of the contract total is issued for an inspected return',
  body: z.strictObject({ transactionId: Uuid }),
  response: StepAnswer,
});

export const StaffReturnItemSchema = z.object({
  transactionId: Uuid, vehicleId: z.string(), vehicle: z.string(), status: z.enum(RETURN_STATUSES), requestedAt: IsoInstant, pickupAt: IsoInstant.nullable(),
});
export const getStaffReturnsRoute = defineRoute({
  method: 'GET', path: '/buy-online/staff/returns', tags,
  summary: 'Staff: the money-back returns not refunded yet (oldest request first), or every return of one vehicle',
  query: z.object({ vehicleId: z.string().max(100).optional() }),
  response: z.object({ items: z.array(StaffReturnItemSchema) }),
});
