import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../lib/http';

/**
 * POST /api/notifications/unsubscribe `{ token }`: stops the marketing emails the token was issued for.
 * The spec names no path for this call; this one is proposed to the server team.
 */
export const UnsubscribeRequestSchema = z.object({ token: z.string().min(1).max(512) });
export type UnsubscribeRequest = z.infer<typeof UnsubscribeRequestSchema>;

export function unsubscribe(body: UnsubscribeRequest): Promise<void> {
  return http.post('/api/notifications/unsubscribe', { body: UnsubscribeRequestSchema.parse(body) });
}

export function useUnsubscribeMutation() {
  return useMutation({ mutationFn: unsubscribe });
}
