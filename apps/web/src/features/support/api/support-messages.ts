import { answerMessageRoute, getSupportMessagesRoute } from '@marketplace/contracts/support/support.routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute, type RouteCallInput } from '../../../lib/api-route';

/** GET /api/status/get-messages: messages sent to support with their answers, newest first (types 18, 6). */
export const supportMessagesQuery = queryOptions({
  queryKey: ['support', 'messages'] as const,
  queryFn: ({ signal }) => callRoute(getSupportMessagesRoute, { signal }),
});
export const useSupportMessages = () => useQuery(supportMessagesQuery);

/** POST /api/status/answer-message: the answer is emailed to the sender; the list is refetched. */
export function useAnswerMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NonNullable<RouteCallInput<typeof answerMessageRoute>['body']>) => callRoute(answerMessageRoute, { body }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: supportMessagesQuery.queryKey,
      }),
  });
}
