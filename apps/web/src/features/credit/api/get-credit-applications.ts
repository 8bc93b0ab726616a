import { getAllCreditApplicationsRoute, getCreditApplicationsRoute } from '@marketplace/contracts/credit/application.routes';
import { answerCreditReviewRoute } from '@marketplace/contracts/credit/application.routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';

/** GET /api/creditapp/get-credit-applications: the caller's applications and latest score. */
export const myCreditApplicationsQuery = queryOptions({
  queryKey: ['credit', 'mine'] as const,
  queryFn: ({ signal }) => callRoute(getCreditApplicationsRoute, { signal }),
});
export const useMyCreditApplications = () => useQuery(myCreditApplicationsQuery);

/** GET /api/creditapp/admin/get-credit-applications: super admins, everyone's applications or the review queue. */
export const allCreditApplicationsQuery = (reviewQueue: boolean) =>
  queryOptions({
    queryKey: ['credit', 'all', reviewQueue] as const,
    queryFn: ({ signal }) => callRoute(getAllCreditApplicationsRoute, { query: { reviewQueue: reviewQueue ? 'true' : 'false' }, signal }),
  });
export const useAllCreditApplications = (reviewQueue: boolean, enabled: boolean) => useQuery({ ...allCreditApplicationsQuery(reviewQueue), enabled });

/** POST /api/creditapp/answer-credit-review (super admins). */
export function useAnswerCreditReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { applicationId: string; outcome: 'congratulations' | 'refused' | 'not_eligible'; message: string }) => callRoute(answerCreditReviewRoute, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['credit'] }),
  });
}
