import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { DISPUTE_EVIDENCE_TEXT_FIELDS, disputeStatusLabel } from '@marketplace/domain/audit';
import { Alert, Button, Card, Spinner } from '@marketplace/ui';
import { Link } from '@tanstack/react-router';
import { FormProvider, useForm } from 'react-hook-form';
import { money } from '../../../lib/format';
import { FormTextAreaField } from '../../../lib/forms';
import { useDocumentTitle } from '../../../lib/hooks';
import { isApiError } from '../../../lib/http';
import { ProblemAlert } from '../../../lib/problem-alert';
import { problemMessage } from '../../../lib/problem-messages';
import { useLang } from '../../../lib/use-lang';
import { bundleHref, useDisputeEvidenceMutation, useDisputes, type DisputeCase } from '../api/audit-api';
import { formatInstant } from '../labels';

/** The codes only the dispute case meets, in the staff member's language. */
const DISPUTE_PROBLEMS: Record<string, MessageDescriptor> = {
  'audit.no_dispute': msg`This purchase has no card dispute.`,
  'audit.dispute_not_open': msg`This dispute is no longer open: its evidence can no longer be changed.`,
  'audit.evidence_field_unknown': msg`One of the fields is not a Stripe evidence field.`,
  'audit.evidence_too_long': msg`The evidence is too long for Stripe.`,
  'audit.bundle_incomplete': msg`The bundle is incomplete: a file named by the events cannot be found. Nothing was sent.`,
};
const disputeProblem = (error: unknown) => Object.entries(DISPUTE_PROBLEMS).find(([code]) => isApiError(error, code))?.[1] ?? problemMessage(error);


/**
 * A purchase's card disputes (issue #46 item 1): the reason, amount and due date; the evidence pre-filled from the
 * events in Stripe's field names, edited, saved as a draft, and submitted to Stripe with the bundle's files.
 */
export function DisputeCasePage({ subjectId }: { subjectId: string }) {
  const { t } = useLingui();
  const lang = useLang();
  useDocumentTitle(t`Card dispute`);
  const disputes = useDisputes(subjectId);
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page__title">
          <Trans>Card dispute of {subjectId}</Trans>
        </h1>
      </div>
      <p className="audit-dispute__links">
        <Link to="/$lang/admin/audit" params={{ lang }} search={{ subject: subjectId }}>
          <Trans>Back to the timeline</Trans>
        </Link>{' '}
        ·{' '}
        <Link to="/$lang/admin/disputes" params={{ lang }}>
          <Trans>All card disputes</Trans>
        </Link>
      </p>
      <ProblemAlert error={disputes.error} message={disputeProblem} />
      {disputes.isLoading ? <Spinner /> : null}
      {disputes.data?.disputes.map((d) => <Dispute key={d.disputeId} subjectId={subjectId} dispute={d} />)}
    </div>
  );
}

type EvidenceValues = Record<string, string>;

function Dispute({ subjectId, dispute }: { subjectId: string; dispute: DisputeCase }) {
  const { t } = useLingui();
  const lang = useLang();
  const save = useDisputeEvidenceMutation(subjectId, dispute.disputeId, 'save');
  const submit = useDisputeEvidenceMutation(subjectId, dispute.disputeId, 'submit');
  const fields = [...new Set([...Object.keys(dispute.evidence), ...DISPUTE_EVIDENCE_TEXT_FIELDS])];
  const form = useForm<EvidenceValues>({ defaultValues: Object.fromEntries(fields.map((f) => [f, dispute.evidence[f] ?? ''])) });
  const open = !dispute.submittedAt && ['needs_response', 'warning_needs_response'].includes(dispute.status);
  const onSave = form.handleSubmit(async (values) => void (await save.mutateAsync(values).catch(() => undefined)));
  const onSubmit = form.handleSubmit(async (values) => void (await submit.mutateAsync(values).catch(() => undefined)));
  return (
    <Card className="audit-dispute" aria-label={t`Dispute ${dispute.disputeId}`}>
      <h2>
        <Trans>Dispute {dispute.disputeId}</Trans>
      </h2>
      <dl className="audit-dispute__facts">
        <dt>{t`Reason`}</dt>
        <dd>{dispute.reason}</dd>
        <dt>{t`Amount`}</dt>
        <dd>{money(dispute.amount, lang)}</dd>
        <dt>{t`Status`}</dt>
        <dd data-status={dispute.status}>{disputeStatusLabel(dispute.status, lang)}</dd>
        <dt>{t`Evidence due by`}</dt>
        <dd>{dispute.evidenceDueBy ? formatInstant(dispute.evidenceDueBy, lang) : '—'}</dd>
        <dt>{t`Opened`}</dt>
        <dd>{formatInstant(dispute.openedAt, lang)}</dd>
        {dispute.submittedAt ? (
          <>
            <dt>{t`Evidence submitted`}</dt>
            <dd>{formatInstant(dispute.submittedAt, lang)}</dd>
          </>
        ) : null}
      </dl>
      {dispute.prefilled && open ? (
        <Alert variant="info">
          <Trans>The evidence below is pre-filled from the purchase's events. Review it before you submit it.</Trans>
        </Alert>
      ) : null}
      {submit.data ? (
        <Alert variant="success">
          <Trans>The evidence was submitted to Stripe.</Trans>
        </Alert>
      ) : null}
      <h3>
        <Trans>Files attached on submission</Trans>
      </h3>
      <ul aria-label={t`Files attached on submission`}>
        {dispute.files.map((f) => (
          <li key={f.field}>
            <code>{f.field}</code>: {f.name}
          </li>
        ))}
      </ul>
      <p>
        <a href={bundleHref(subjectId)} download>
          <Trans>Download the dispute bundle</Trans>
        </a>
      </p>
      <FormProvider {...form}>
        <form noValidate className="form-grid" aria-label={t`Evidence`} onSubmit={onSubmit}>
          <fieldset disabled={!open}>
            <legend>
              <Trans>Evidence (Stripe's field names)</Trans>
            </legend>
            {fields.map((f) => (
              <FormTextAreaField<EvidenceValues> key={f} name={f} label={f} rows={f === 'access_activity_log' ? 6 : 2} maxLength={20_000} />
            ))}
          </fieldset>
          <ProblemAlert error={save.error ?? submit.error} message={disputeProblem} />
          {save.isSuccess && !submit.data ? <Alert variant="success">{t`Draft saved.`}</Alert> : null}
          {open ? (
            <div className="form-actions">
              <Button type="button" variant="secondary" loading={save.isPending} onClick={() => void onSave()}>
                <Trans>Save the draft</Trans>
              </Button>
              <Button type="submit" loading={submit.isPending}>
                <Trans>Submit the evidence to Stripe</Trans>
              </Button>
            </div>
          ) : null}
        </form>
      </FormProvider>
    </Card>
  );
}
