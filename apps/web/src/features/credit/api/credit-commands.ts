import {
  createCreditApplicationRoute, giveCreditConsentRoute, requestCreditReviewRoute, saveCreditApplicationPageRoute, submitCreditApplicationRoute,
} from '@marketplace/contracts/credit/application.routes';
import type { CreditPageAnswerInput } from '@marketplace/contracts/credit/application.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';

/** The wizard's commands (POST /api/creditapp/...): each refreshes the application the wizard shows. */
export function useCreditCommands() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['credit'] });
  const options = { onSuccess: refresh };
  return {
    start: useMutation({ mutationFn: () => callRoute(createCreditApplicationRoute, { body: {} }), ...options }),
    savePage: useMutation({ mutationFn: (body: CreditPageAnswerInput) => callRoute(saveCreditApplicationPageRoute, { body }), ...options }),
    consent: useMutation({
      mutationFn: (body: { applicationId: string; noticeVersion: string }) => callRoute(giveCreditConsentRoute, { body: { ...body, consent: true } }),
      ...options,
    }),
    submit: useMutation({ mutationFn: (applicationId: string) => callRoute(submitCreditApplicationRoute, { body: { applicationId } }), ...options }),
    requestReview: useMutation({ mutationFn: (applicationId: string) => callRoute(requestCreditReviewRoute, { body: { applicationId } }), ...options }),
  };
}
