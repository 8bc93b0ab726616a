import type { sendLeadRoute } from '@marketplace/contracts/purchase/customer.routes';
import { useMutation } from '@tanstack/react-query';
import type { RouteCallInput } from '../../../lib/api-route';
import { sendLead } from '../../../lib/api/client/purchase/customer.routes';

export type SendLeadBody = NonNullable<RouteCallInput<typeof sendLeadRoute>['body']>;

/**
 * POST /api/buy-online/leads/send: a signed-in buyer's message to the dealer of a vehicle, with how they want to be
 * reached (a lead the dealer receives by email and on their lead list). Throttled per buyer and per vehicle (429).
 */
export function useSendLead() {
  return useMutation({ mutationFn: (body: SendLeadBody) => sendLead({ body }) });
}
