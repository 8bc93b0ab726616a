import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answerCreditReview, getAllCreditApplications, getCreditApplications } from '../../../lib/api/client/credit/application.routes';

/** GET /api/creditapp/get-credit-applications: the customer's applications, newest first, and their latest score. */
export const myCreditApplicationsQuery = (userGuid: string) =>
  queryOptions({ queryKey: ['customer', 'credit-applications', userGuid] as const, queryFn: ({ signal }) => getCreditApplications({ signal }) });
export const useMyCreditApplications = (userGuid: string) => useQuery(myCreditApplicationsQuery(userGuid));

/** GET /api/creditapp/admin/get-credit-applications (super admins): everyone's applications, or the review queue. */
export function useAllCreditApplications(reviewQueue: boolean, enabled: boolean) {
  return useQuery({
    queryKey: ['customer', 'credit-applications', 'all', reviewQueue] as const,
    queryFn: ({ signal }) => getAllCreditApplications({ query: { reviewQueue: reviewQueue ? 'true' : 'false' }, signal }),
    enabled,
  });
}

/** POST /api/creditapp/answer-credit-review (super admins): the outcome that stands and a message for the customer. */
export function useAnswerCreditReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { applicationId: string; outcome: 'congratulations' | 'refused' | 'not_eligible'; message: string }) => answerCreditReview({ body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['customer', 'credit-applications'] }),
  });
}
