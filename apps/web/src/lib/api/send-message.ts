import { sendMessageRoute } from '@marketplace/contracts/support/support.routes';
import { useMutation } from '@tanstack/react-query';
import type { RouteCallInput } from '../api-route';
import { sendMessage } from './client/support/support.routes';

/** POST /api/status/send-message (spec §7): the signed-in user's "Contact us" message; the type defaults to 2. */
export function useSendMessage() {
  return useMutation({
    mutationFn: (body: NonNullable<RouteCallInput<typeof sendMessageRoute>['body']>) => sendMessage({ body }),
  });
}
