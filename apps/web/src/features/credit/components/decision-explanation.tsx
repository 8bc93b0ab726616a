import { Trans, useLingui } from '@lingui/react/macro';
import { getCreditApplicationDetailsRoute, requestCreditReviewRoute, type CreditApplicationDetails } from '@marketplace/contracts/credit/application.routes';
import { Alert, Button, Spinner } from '@marketplace/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-route';
import { ProblemAlert } from '../../../lib/problem-alert';
import { useLang } from '../../../lib/use-lang';
import { factorSentence } from './credit-text';

/** The main factors of a decision, in plain words (Law 25, s.12.1): shown on the result page and on the credit-applications page. */
export function DecisionFactors({ factors }: { factors: NonNullable<CreditApplicationDetails['decision']>['factors'] }) {
  const { i18n } = useLingui();
  const lang = useLang();
  return (
    <ul className="credit-factors">
      {factors.map((f) => <li key={f.code} data-effect={f.effect}>{factorSentence(i18n, f, lang)}</li>)}
    </ul>
  );
}

/**
 * The applicant's right to have a person review the automated decision (Law 25, s.12.1): a button until they ask, then
 * the confirmation that the request is recorded, then the reviewer's answer.
 */
export function ReviewRequest({ app, onRequest, pending, error }: { app: CreditApplicationDetails; onRequest: () => void; pending: boolean; error: unknown }) {
  if (app.review === null) {
    return (
      <>
        <ProblemAlert error={error} />
        <Button variant="secondary" disabled={pending} onClick={onRequest}>
          <Trans>Request a review by a person</Trans>
        </Button>
      </>
    );
  }
  if (app.review.status === 'requested') {
    return (
      <Alert variant="info">
        <Trans>A person will review this decision; we will email you the answer.</Trans>
      </Alert>
    );
  }
  return <Alert variant="info">{app.review.message}</Alert>;
}

const applicationQueryKey = (applicationId: string) => ['credit', 'application', 'by-id', applicationId] as const;

/**
 * One decided application's explanation, as the credit-applications page lists them: its main factors and the review
 * request (the request is an event of the application's stream; super admins answer it from their review queue).
 */
export function CreditDecisionExplanation({ applicationId }: { applicationId: string }) {
  const queryClient = useQueryClient();
  const details = useQuery({
    queryKey: applicationQueryKey(applicationId),
    queryFn: ({ signal }) => callRoute(getCreditApplicationDetailsRoute, { query: { applicationId }, signal }),
  });
  const request = useMutation({
    mutationFn: () => callRoute(requestCreditReviewRoute, { body: { applicationId } }),
    onSuccess: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: ['credit', 'application'] }),
      queryClient.invalidateQueries({ queryKey: ['customer', 'credit-applications'] }),
    ]),
  });
  if (details.isPending) return <Spinner size="small" />;
  if (details.isError) return <ProblemAlert error={details.error} />;
  const app = details.data;
  if (!app) return null;
  const coApplicant = app.coApplicant ? `${app.coApplicant.firstName} ${app.coApplicant.lastName}` : null;
  return (
    <div className="credit-explanation" data-explanation={applicationId}>
      {coApplicant ? (
        <p data-testid="credit-explanation-co-applicant">
          <Trans>Co-applicant: {coApplicant}</Trans>
        </p>
      ) : null}
      {app.decision ? (
        <>
          <h4>
            <Trans>Main factors of the decision</Trans>
          </h4>
          <DecisionFactors factors={app.decision.factors} />
        </>
      ) : null}
      {app.decision || app.review ? <ReviewRequest app={app} onRequest={() => request.mutate()} pending={request.isPending} error={request.error} /> : null}
    </div>
  );
}
