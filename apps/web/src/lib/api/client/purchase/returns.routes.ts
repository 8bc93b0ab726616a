// Generated from libs/contracts/src/purchase/returns.routes.ts by `npm run generate:web-client`: do not edit.
import { getStaffReturnsRoute, getVehicleReturnRoute, issueReturnRefundRoute, recordDeliveryRoute, recordReturnInspectionRoute, requestVehicleReturnRoute, scheduleReturnPickupRoute } from '@marketplace/contracts/purchase/returns.routes';
import { callRoute, type RouteCallInput } from '../../../api-route';

/** GET /api/buy-online/staff/returns: Staff: the money-back returns not refunded yet (oldest request first), or every return of one vehicle */
export const getStaffReturns = (input?: RouteCallInput<typeof getStaffReturnsRoute>) => callRoute(getStaffReturnsRoute, input);

/** GET /api/customers/get-vehicle-return: The buyer's (or staff's) view of a signed transaction's handover and money-back return */
export const getVehicleReturn = (input?: RouteCallInput<typeof getVehicleReturnRoute>) => callRoute(getVehicleReturnRoute, input);

/** POST /api/buy-online/staff/issue-return-refund: Staff: the refund of the contract total is issued for an inspected return */
export const issueReturnRefund = (input?: RouteCallInput<typeof issueReturnRefundRoute>) => callRoute(issueReturnRefundRoute, input);

/** POST /api/buy-online/staff/record-delivery: Staff: the signed vehicle was handed over (when, odometer): the 7-day return window starts */
export const recordDelivery = (input?: RouteCallInput<typeof recordDeliveryRoute>) => callRoute(recordDeliveryRoute, input);

/** POST /api/buy-online/staff/record-return-inspection: Staff: the returned vehicle was inspected (odometer, notes) */
export const recordReturnInspection = (input?: RouteCallInput<typeof recordReturnInspectionRoute>) => callRoute(recordReturnInspectionRoute, input);

/** POST /api/customers/request-vehicle-return: The buyer asks for the 7-day money-back return with today's odometer reading (within 7 days of delivery and 750 km) */
export const requestVehicleReturn = (input?: RouteCallInput<typeof requestVehicleReturnRoute>) => callRoute(requestVehicleReturnRoute, input);

/** POST /api/buy-online/staff/schedule-return-pickup: Staff: schedules (or moves) the pickup of a vehicle being returned */
export const scheduleReturnPickup = (input?: RouteCallInput<typeof scheduleReturnPickupRoute>) => callRoute(scheduleReturnPickupRoute, input);
