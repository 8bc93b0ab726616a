import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Card, Spinner } from '@marketplace/ui';
import { Link } from '@tanstack/react-router';
import { money } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/hooks';
import { isApiError } from '../../../lib/http';
import { ProblemAlert } from '../../../lib/problem-alert';
import { useLang } from '../../../lib/use-lang';
import { disputeStatusLabel } from '@marketplace/domain/audit';
import { usePayment } from '../api/audit-api';
import { formatInstant } from '../labels';
import { ColumnHeads } from './column-heads';
import { useEventSummary } from './event-summary';

/** Stripe's payment intent statuses, as support reads them. */
const INTENT_STATUSES: Record<string, MessageDescriptor> = {
  succeeded: msg`Succeeded`,
  processing: msg`Processing`,
  requires_payment_method: msg`Waiting for a card`,
  requires_confirmation: msg`Waiting for confirmation`,
  requires_action: msg`Waiting for the cardholder (authentication)`,
  requires_capture: msg`Authorized, not captured`,
  canceled: msg`Canceled`,
};
const REFUND_STATUSES: Record<string, MessageDescriptor> = {
  succeeded: msg`Refunded`, pending: msg`Pending`, failed: msg`Failed`, canceled: msg`Canceled`, requires_action: msg`Waiting for the cardholder`,
};

/** Stripe's card brands (`visa`, `amex`…) as a card says them. */
const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover', interac: 'Interac', jcb: 'JCB', unionpay: 'UnionPay' };

/**
 * A payment's own page (issue #46, ADR 0087), staff only, as Stripe's dashboard shows one: the intent, its amount,
 * card and status, its refunds and disputes; the purchase it paid (its timeline, its dispute case); and what the
 * marketplace recorded about it, each as a sentence in the staff member's language.
 */
export function PaymentPage({ paymentIntentId }: { paymentIntentId: string }) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  useDocumentTitle(t`Payment ${paymentIntentId}`);
  const payment = usePayment(paymentIntentId);
  const sentence = useEventSummary();
  const label = (table: Record<string, MessageDescriptor>, status: string) => (table[status] ? i18n._(table[status]) : status);
  const p = payment.data;
  const stripe = p?.stripe;
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page__title">
          <Trans>Payment {paymentIntentId}</Trans>
        </h1>
      </div>
      {isApiError(payment.error, 'audit.payment_not_found') ? (
        <Alert variant="error">{t`Neither Stripe nor the marketplace's records know this payment.`}</Alert>
      ) : (
        <ProblemAlert error={payment.error} />
      )}
      {payment.isLoading ? <Spinner /> : null}
      {p ? (
        <>
          {p.subjectId ? (
            <p className="audit-payment__links">
              <Link to="/$lang/admin/audit" params={{ lang }} search={{ subject: p.subjectId }}>
                <Trans>Timeline of the purchase {p.subjectId}</Trans>
              </Link>
              {stripe && stripe.disputes.length > 0 ? (
                <>
                  {' · '}
                  <Link to="/$lang/admin/disputes/$subjectId" params={{ lang, subjectId: p.subjectId }}>
                    <Trans>Card dispute case</Trans>
                  </Link>
                </>
              ) : null}
            </p>
          ) : (
            <p>
              <Trans>No purchase of this marketplace is paid by this payment.</Trans>
            </p>
          )}
          {!p.stripeReachable ? (
            <Alert variant="warning">{t`Stripe cannot be reached right now: only what the marketplace recorded is shown.`}</Alert>
          ) : null}
          {stripe ? (
            <Card className="audit-payment">
              <dl className="audit-payment__facts">
                <dt>{t`Amount`}</dt>
                <dd>{money(stripe.amount, lang)}</dd>
                <dt>{t`Status`}</dt>
                <dd data-status={stripe.status}>{label(INTENT_STATUSES, stripe.status)}</dd>
                <dt>{t`Card`}</dt>
                <dd className="audit-payment__card">{stripe.card ? t`${BRANDS[stripe.card.brand] ?? stripe.card.brand} ending ${stripe.card.last4}` : '—'}</dd>
                <dt>{t`Created`}</dt>
                <dd>{formatInstant(stripe.createdAt, lang)}</dd>
                <dt>{t`Received`}</dt>
                <dd>{money(stripe.amountReceived, lang)}</dd>
                <dt>{t`Refunded`}</dt>
                <dd>{money(stripe.amountRefunded, lang)}</dd>
                {stripe.description ? (
                  <>
                    <dt>{t`Description`}</dt>
                    <dd>{stripe.description}</dd>
                  </>
                ) : null}
              </dl>
              <h2>
                <Trans>Refunds</Trans>
              </h2>
              {stripe.refunds.length === 0 ? (
                <p>
                  <Trans>No refund.</Trans>
                </p>
              ) : (
                <table className="data-table" aria-label={t`Refunds`}>
                  <ColumnHeads names={[t`Refund`, t`Amount`, t`Status`, t`Created`]} />
                  <tbody>
                    {stripe.refunds.map((r) => (
                      <tr key={r.id}>
                        <td>{r.id}</td>
                        <td>{money(r.amount, lang)}</td>
                        <td>{label(REFUND_STATUSES, r.status)}</td>
                        <td>{formatInstant(r.createdAt, lang)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
              <h2>
                <Trans>Disputes</Trans>
              </h2>
              {stripe.disputes.length === 0 ? (
                <p>
                  <Trans>No dispute.</Trans>
                </p>
              ) : (
                <table className="data-table" aria-label={t`Disputes`}>
                  <ColumnHeads names={[t`Dispute`, t`Amount`, t`Reason`, t`Status`, t`Evidence due by`]} />
                  <tbody>
                    {stripe.disputes.map((d) => (
                      <tr key={d.disputeId}>
                        <td>{d.disputeId}</td>
                        <td>{money(d.amount, lang)}</td>
                        <td>{d.reason}</td>
                        <td data-status={d.status}>{disputeStatusLabel(d.status, lang)}</td>
                        <td>{d.evidenceDueBy ? formatInstant(d.evidenceDueBy, lang) : '—'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </Card>
          ) : null}
          <h2>
            <Trans>What the marketplace recorded</Trans>
          </h2>
          <table className="data-table audit-payment__facts-table" aria-label={t`What the marketplace recorded`}>
            <ColumnHeads names={[t`Time`, t`What happened`, t`Event`]} />
            <tbody>
              {p.facts.map((f) => (
                <tr key={`${f.streamId}:${f.streamVersion}:${f.recordedAt}:${String(f.summary.values.id ?? '')}`} data-type={f.type}>
                  <td>{formatInstant(f.recordedAt, lang)}</td>
                  <td>{sentence(f.summary)}</td>
                  <td>{f.type}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
    </div>
  );
}
