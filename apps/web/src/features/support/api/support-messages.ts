import { answerMessageRoute } from '@marketplace/contracts/support/support.routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RouteCallInput } from '../../../lib/api-route';
import { answerMessage, getSupportMessages } from '../../../lib/api/client/support/support.routes';

const supportMessagesKey = ['support', 'messages'] as const;

/** GET /api/status/get-messages: a page of the messages sent to support with their answers, newest first (types 18, 6). */
export const supportMessagesQuery = (before?: string) => queryOptions({
  queryKey: [...supportMessagesKey, before ?? null] as const,
  queryFn: ({ signal }) => getSupportMessages({ query: { before }, signal }),
});
export const useSupportMessages = (before?: string) => useQuery(supportMessagesQuery(before));

/** POST /api/status/answer-message: the answer is emailed to the sender; the list is refetched. */
export function useAnswerMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NonNullable<RouteCallInput<typeof answerMessageRoute>['body']>) => answerMessage({ body }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: supportMessagesKey,
      }),
  });
}
