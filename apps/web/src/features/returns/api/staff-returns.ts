import { issueReturnRefundRoute, recordDeliveryRoute, recordReturnInspectionRoute, scheduleReturnPickupRoute } from '@marketplace/contracts/purchase/returns.routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RouteCallInput } from '../../../lib/api-route';
import { getStaffReturns, issueReturnRefund, recordDelivery, recordReturnInspection, scheduleReturnPickup } from '../../../lib/api/client/purchase/returns.routes';

const keys = { all: ['staff-returns'] as const, of: (vehicleId: string | undefined) => ['staff-returns', vehicleId ?? null] as const };

/** GET /api/buy-online/staff/returns: the open money-back returns, or every return of one vehicle. */
export function useStaffReturns(vehicleId?: string) {
  return useQuery({ queryKey: keys.of(vehicleId), queryFn: ({ signal }) => getStaffReturns({ query: vehicleId ? { vehicleId } : {}, signal }) });
}

/** The staff steps of a delivery and its return (issue #16 item 8); each refreshes the lists. */
export type StaffReturnStep =
  | { readonly step: 'delivery'; readonly body: RouteCallInput<typeof recordDeliveryRoute>['body'] }
  | { readonly step: 'pickup'; readonly body: RouteCallInput<typeof scheduleReturnPickupRoute>['body'] }
  | { readonly step: 'inspection'; readonly body: RouteCallInput<typeof recordReturnInspectionRoute>['body'] }
  | { readonly step: 'refund'; readonly body: RouteCallInput<typeof issueReturnRefundRoute>['body'] };

function send(s: StaffReturnStep) {
  switch (s.step) {
    case 'delivery':
      return recordDelivery({ body: s.body });
    case 'pickup':
      return scheduleReturnPickup({ body: s.body });
    case 'inspection':
      return recordReturnInspection({ body: s.body });
    case 'refund':
      return issueReturnRefund({ body: s.body });
  }
}

export function useStaffReturnStep() {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => client.invalidateQueries({ queryKey: keys.all }) });
}
