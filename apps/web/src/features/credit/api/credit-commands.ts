import type { CreditApplicationDetails } from '@marketplace/contracts/credit/application.routes';
import type { CreditPageAnswerInput } from '@marketplace/contracts/credit/application.schemas';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { latestCreditApplicationQuery } from './get-credit-application-details';
import { createCreditApplication, giveCreditConsent, requestCreditReview, saveCreditApplicationPage, submitCreditApplication } from '../../../lib/api/client/credit/application.routes';

/** How many times the wizard reads its application again after a command before showing what it has. */
const MAX_READS = 5;

/**
 * Reads the latest application until it shows the command's effect. Each read already waits (up to 1 s, server side)
 * for the projections to pass the command's write; on a loaded machine that may not be enough, and a stale read would
 * send the wizard back a page. Bounded: after MAX_READS reads the wizard shows what it has.
 */
export async function readUntil(queryClient: QueryClient, shows: (app: CreditApplicationDetails) => boolean): Promise<void> {
  for (let read = 0; read < MAX_READS; read++) {
    const app = await queryClient.fetchQuery({ ...latestCreditApplicationQuery, staleTime: 0 });
    if (app && shows(app)) break;
  }
  await queryClient.invalidateQueries({ queryKey: ['customer', 'credit-applications'] });
}

/** The wizard's commands (POST /api/creditapp/...): each resolves once the application the wizard shows has its effect. */
export function useCreditCommands() {
  const queryClient = useQueryClient();
  const after = <T,>(result: T, shows: (app: CreditApplicationDetails) => boolean) => readUntil(queryClient, shows).then(() => result);
  return {
    start: useMutation({
      mutationFn: async () => {
        const created = await createCreditApplication({ body: {} });
        return after(created, (app) => app.applicationId === created.applicationId);
      },
    }),
    savePage: useMutation({
      mutationFn: async (body: CreditPageAnswerInput) => {
        const saved = await saveCreditApplicationPage({ body });
        return after(saved, (app) => app.applicationId !== body.applicationId || app.answers[body.page] !== undefined);
      },
    }),
    consent: useMutation({
      mutationFn: async (body: { applicationId: string; noticeVersion: string }) => {
        const given = await giveCreditConsent({ body: { ...body, consent: true } });
        return after(given, (app) => app.applicationId !== body.applicationId || app.consent);
      },
    }),
    submit: useMutation({
      mutationFn: async (applicationId: string) => {
        const submitted = await submitCreditApplication({ body: { applicationId } });
        return after(submitted, (app) => app.applicationId !== applicationId || app.status !== 'draft');
      },
    }),
    requestReview: useMutation({
      mutationFn: async (applicationId: string) => {
        const requested = await requestCreditReview({ body: { applicationId } });
        return after(requested, (app) => app.applicationId !== applicationId || app.review !== null);
      },
    }),
  };
}
