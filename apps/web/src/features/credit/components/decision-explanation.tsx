import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CreditApplicationDetails } from '@marketplace/contracts/credit/application.routes';
import { Alert, Button, Spinner, TextField } from '@marketplace/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFormat } from '../../../lib/format';
import { ProblemAlert } from '../../../lib/problem-alert';
import { useLang } from '../../../lib/use-lang';
import { factorSentence } from './credit-text';
import { getCreditApplicationDetails, requestCreditReview } from '../../../lib/api/client/credit/application.routes';
import { getCreditReviewRequest } from '../../../lib/api/client/credit/review.routes';

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
 * The applicant's right to have a person review the automated decision (Law 25, s.12.1): a button until they ask (with
 * what they want the reviewer to know, when `reason` is given), then the confirmation that the request is recorded,
 * then the reviewer's answer.
 */
export function ReviewRequest({ app, onRequest, pending, error, reason }: {
  app: CreditApplicationDetails; onRequest: () => void; pending: boolean; error: unknown; reason?: { value: string; onChange: (value: string) => void };
}) {
  const { t } = useLingui();
  if (app.review === null) {
    return (
      <>
        <ProblemAlert error={error} />
        {reason ? (
          <TextField
            label={t`What should the person reviewing know? (optional)`}
            value={reason.value}
            onChange={(e) => reason.onChange(e.target.value)}
            maxLength={1000}
          />
        ) : null}
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
  const [reason, setReason] = useState('');
  const details = useQuery({
    queryKey: applicationQueryKey(applicationId),
    queryFn: ({ signal }) => getCreditApplicationDetails({ query: { applicationId }, signal }),
  });
  const request = useMutation({
    mutationFn: () => requestCreditReview({ body: { applicationId, ...(reason.trim() ? { reason: reason.trim() } : {}) } }),
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
      {app.decision || app.review ? (
        <ReviewRequest app={app} onRequest={() => request.mutate()} pending={request.isPending} error={request.error} reason={{ value: reason, onChange: setReason }} />
      ) : null}
    </div>
  );
}

const CAUSES = { applicant: msg`Asked by the applicant`, bureau_unavailable: msg`The credit bureau could not answer` } as const;
const OUTCOMES = { congratulations: msg`Pre-qualified`, refused: msg`Refused`, not_eligible: msg`Not eligible` } as const;

/**
 * What a super admin answering a review request reads first (Law 25, s.12.1): who asked, when and why, and the
 * automated decision with its main factors. Opening it is a read of the applicant's personal data, recorded on their
 * access log by the server; it is fetched only when the reviewer opens it.
 */
export function ReviewRequestDetails({ applicationId }: { applicationId: string }) {
  const { i18n } = useLingui();
  const f = useFormat();
  const [open, setOpen] = useState(false);
  const request = useQuery({
    queryKey: ['credit', 'review-request', applicationId] as const,
    queryFn: ({ signal }) => getCreditReviewRequest({ query: { applicationId }, signal }),
    enabled: open,
  });
  if (!open) {
    return (
      <Button variant="secondary" size="small" onClick={() => setOpen(true)}>
        <Trans>Read the request and the decision</Trans>
      </Button>
    );
  }
  if (request.isPending) return <Spinner size="small" />;
  if (request.isError) return <ProblemAlert error={request.error} />;
  const r = request.data;
  const who = [r.applicant.firstName, r.applicant.email].filter(Boolean).join(' · ') || r.applicant.userId;
  const when = f.dateTime(r.requestedAt);
  const language = r.applicant.language === 'fr-ca' ? 'Français' : 'English';
  return (
    <div className="credit-review-request" data-review-request={applicationId}>
      <dl className="review-list">
        <dt><Trans>Applicant</Trans></dt>
        <dd data-testid="review-applicant">{who} ({language})</dd>
        <dt><Trans>Requested on</Trans></dt>
        <dd>{when} · {i18n._(CAUSES[r.cause])}</dd>
        <dt><Trans>The applicant's message</Trans></dt>
        <dd data-testid="review-reason">{r.reason ?? <Trans>None</Trans>}</dd>
        {r.decision ? (
          <>
            <dt><Trans>Automated decision</Trans></dt>
            <dd>
              {i18n._(OUTCOMES[r.decision.outcome])}
              {r.decision.score !== null ? <> · <Trans>score {r.decision.score}</Trans></> : null} · {f.longDate(r.decision.decidedAt)}
            </dd>
          </>
        ) : null}
      </dl>
      {r.decision ? (
        <>
          <h4><Trans>Main factors of the decision</Trans></h4>
          <DecisionFactors factors={r.decision.factors} />
        </>
      ) : null}
    </div>
  );
}
