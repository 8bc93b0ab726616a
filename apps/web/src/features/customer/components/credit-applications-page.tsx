import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CreditApplicationSummary } from '@marketplace/contracts/credit/application.routes';
import { Button, Card, SelectField, TextField } from '@marketplace/ui';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { formatLongDate } from '../../../lib/dates';
import { useDocumentTitle } from '../../../lib/hooks';
import { ProblemAlert } from '../../../lib/problem-alert';
import { QueryState } from '../../../lib/query-state';
import { useLang } from '../../../lib/use-lang';
import { useAllCreditApplications, useAnswerCreditReview, useMyCreditApplications } from '../api/get-credit-applications';

const OUTCOMES = { congratulations: msg`Pre-qualified`, refused: msg`Refused`, not_eligible: msg`Not eligible` } as const;
const BANDS: Record<string, ReturnType<typeof msg>> = { poor: msg`Poor`, fair: msg`Fair`, good: msg`Good`, very_good: msg`Very good`, excellent: msg`Excellent` };

/** What the route composes in from the credit feature (a feature does not import another). */
export interface CreditApplicationsSlots {
  /** One of the person's own decided applications explained: its main factors and the request for a person's review (Law 25). */
  explanation: (applicationId: string) => ReactNode;
  /** Super admins: a review request as its reviewer reads it (the applicant, their message, the decision and its factors). */
  reviewRequest?: (applicationId: string) => ReactNode;
}

/**
 * /{lang}/customer/credit-applications: the score, band and date, every application and its outcome, each decision's
 * main factors and the review request; super admins also see everyone's and the review queue.
 */
export function CreditApplicationsPage({ userGuid, superAdmin, slots }: { userGuid: string; superAdmin: boolean; slots?: CreditApplicationsSlots }) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const mine = useMyCreditApplications(userGuid);
  useDocumentTitle(t`Credit applications`);
  return (
    <div className="page">
      <h1 className="page__title">
        <Trans>Credit applications</Trans>
      </h1>
      <QueryState
        query={mine}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <>
            <h2>
              <Trans>No credit application yet</Trans>
            </h2>
            <p>
              <Trans>When you apply for financing, your applications and their answers will appear here.</Trans>
            </p>
            <Link to="/$lang/credit-application" params={{ lang }}>
              <Trans>Pre-qualify for credit</Trans>
            </Link>
          </>
        }
      >
        {(data) => (
          <>
            {data.score ? (
              <Card>
                <h2 className="card-title" id="credit-score">
                  <Trans>
                    Credit score: {data.score.score} ({i18n._(BANDS[data.score.band])}), on {formatLongDate(data.score.decidedAt, lang)}
                  </Trans>
                </h2>
              </Card>
            ) : null}
            <ApplicationList items={data.items} explanation={slots?.explanation} />
          </>
        )}
      </QueryState>
      {superAdmin ? <StaffSection reviewRequest={slots?.reviewRequest} /> : null}
    </div>
  );
}

function ApplicationList({ items, answer, explanation, reviewRequest }: {
  items: readonly CreditApplicationSummary[]; answer?: boolean; explanation?: CreditApplicationsSlots['explanation']; reviewRequest?: CreditApplicationsSlots['reviewRequest'];
}) {
  const { i18n } = useLingui();
  const lang = useLang();
  return (
    <ul className="stack-list">
      {items.map((application, index) => {
        const number = String(items.length - index);
        const submitted = formatLongDate(application.startedAt, lang);
        const status = application.outcome ? i18n._(OUTCOMES[application.outcome]) : i18n._(msg`In progress`);
        return (
          <li key={application.applicationId} data-application={application.applicationId}>
            <Card>
              <h3 className="card-title">
                <Trans>Application no. {number}</Trans>
              </h3>
              <p>
                <Trans>Submitted on {submitted}</Trans>
              </p>
              <p>
                <Trans>Status: {status}</Trans>
              </p>
              {application.coApplicant ? (
                <p data-testid="credit-application-co-applicant">
                  <Trans>A joint application: decided with a co-applicant.</Trans>
                </p>
              ) : null}
              {explanation && application.status !== 'draft' ? (
                explanation(application.applicationId)
              ) : application.review === 'requested' ? (
                <p>
                  <Trans>A review by a person is requested.</Trans>
                </p>
              ) : null}
              {answer && reviewRequest ? reviewRequest(application.applicationId) : null}
              {answer ? <AnswerReview applicationId={application.applicationId} /> : null}
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

function AnswerReview({ applicationId }: { applicationId: string }) {
  const { t, i18n } = useLingui();
  const [outcome, setOutcome] = useState<'congratulations' | 'refused' | 'not_eligible'>('refused');
  const [message, setMessage] = useState('');
  const answer = useAnswerCreditReview();
  return (
    <form onSubmit={(e) => { e.preventDefault(); answer.mutate({ applicationId, outcome, message }); }}>
      <SelectField label={t`Outcome after review`} value={outcome} onChange={(e) => setOutcome(e.target.value as typeof outcome)}>
        {(Object.keys(OUTCOMES) as (keyof typeof OUTCOMES)[]).map((o) => <option key={o} value={o}>{i18n._(OUTCOMES[o])}</option>)}
      </SelectField>
      <TextField label={t`Message to the customer`} value={message} onChange={(e) => setMessage(e.target.value)} />
      <ProblemAlert error={answer.error} />
      <Button type="submit" variant="primary" disabled={answer.isPending || message.trim() === ''}>
        <Trans>Answer the review</Trans>
      </Button>
    </form>
  );
}

/** Super admins (6): the review queue, oldest request first (each request readable before it is answered), then every application. */
function StaffSection({ reviewRequest }: { reviewRequest?: CreditApplicationsSlots['reviewRequest'] }) {
  const queue = useAllCreditApplications(true, true);
  const all = useAllCreditApplications(false, true);
  return (
    <>
      <section aria-labelledby="credit-review-queue">
        <h2 id="credit-review-queue">
          <Trans>Review queue</Trans>
        </h2>
        <QueryState query={queue} isEmpty={(d) => d.items.length === 0} empty={<p><Trans>No review is waiting.</Trans></p>}>
          {(d) => <ApplicationList items={d.items} answer reviewRequest={reviewRequest} />}
        </QueryState>
      </section>
      <section aria-labelledby="credit-all-applications">
        <h2 id="credit-all-applications">
          <Trans>All applications</Trans>
        </h2>
        <QueryState query={all} isEmpty={(d) => d.items.length === 0} empty={<p><Trans>No credit application yet</Trans></p>}>
          {(d) => <ApplicationList items={d.items} />}
        </QueryState>
      </section>
    </>
  );
}
