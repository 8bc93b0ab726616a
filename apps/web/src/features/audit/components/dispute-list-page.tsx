import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { DISPUTE_LIST_VIEWS, disputeListViewOf, type DisputeListView } from '../dispute-list-views';
import { Alert, SelectField, Spinner } from '@marketplace/ui';
import { Link } from '@tanstack/react-router';
import { money } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/hooks';
import { ProblemAlert } from '../../../lib/problem-alert';
import { useLang } from '../../../lib/use-lang';
import { disputeStatusLabel } from '@marketplace/domain/audit';
import { useDisputeList } from '../api/audit-api';
import { formatInstant } from '../labels';
import { ColumnHeads } from './column-heads';

const VIEWS: Record<DisputeListView, MessageDescriptor> = {
  open: msg`Open`,
  'due-soon': msg`Due within 3 days`,
  'for-review': msg`For review (no known purchase)`,
  all: msg`All`,
};


/**
 * Support's card disputes (issue #46, ADR 0087): the purchases' open cases, nearest due date first, those due within 3
 * days marked; the disputes Stripe sent for a charge no purchase is known by, kept for review; each case and payment
 * one click away.
 */
export function DisputeListPage({ show, onShowChange }: { show: DisputeListView; onShowChange: (next: DisputeListView) => void }) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  useDocumentTitle(t`Card disputes`);
  const list = useDisputeList(show);
  const status = (s: string) => disputeStatusLabel(s, lang);
  const cases = list.data?.cases ?? [];
  const forReview = list.data?.forReview ?? [];
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page__title">
          <Trans>Card disputes</Trans>
        </h1>
      </div>
      <div className="filters">
        <SelectField className="filters__select" label={t`Show`} value={show} onChange={(event) => onShowChange(disputeListViewOf(event.target.value))}>
          {DISPUTE_LIST_VIEWS.map((v) => (
            <option key={v} value={v}>
              {i18n._(VIEWS[v])}
            </option>
          ))}
        </SelectField>
      </div>
      <ProblemAlert error={list.error} />
      {list.isLoading ? <Spinner /> : null}
      {list.data && show !== 'for-review' ? (
        cases.length === 0 ? (
          <p role="status">
            <Trans>No card dispute to show.</Trans>
          </p>
        ) : (
          <table className="data-table audit-dispute-list" aria-label={t`Disputes of purchases`}>
            <ColumnHeads names={[t`Evidence due by`, t`Purchase`, t`Amount`, t`Reason`, t`Status`, t`Opened`]} />
            <tbody>
              {cases.map((c) => (
                <tr key={c.disputeId} data-dispute={c.disputeId} data-due-soon={c.dueSoon || undefined}>
                  <td>
                    {c.evidenceDueBy ? formatInstant(c.evidenceDueBy, lang) : '—'}
                    {c.dueSoon ? (
                      <>
                        {' '}
                        <strong className="audit-dispute-list__due">
                          <Trans>Due soon</Trans>
                        </strong>
                      </>
                    ) : null}
                  </td>
                  <td>
                    <Link to="/$lang/admin/disputes/$subjectId" params={{ lang, subjectId: c.subjectId }}>
                      <Trans>Open the case of {c.subjectId}</Trans>
                    </Link>
                  </td>
                  <td>{money(c.amount, lang)}</td>
                  <td>{c.reason}</td>
                  <td data-status={c.status}>{status(c.status)}</td>
                  <td>{formatInstant(c.openedAt, lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      ) : null}
      {list.data && (show === 'for-review' || show === 'all') ? (
        <section aria-labelledby="disputes-for-review">
          <h2 id="disputes-for-review">
            <Trans>For review: disputes of a charge no purchase is known by</Trans>
          </h2>
          {forReview.length === 0 ? (
            <p role="status">
              <Trans>No dispute waits for review.</Trans>
            </p>
          ) : (
            <>
              <Alert variant="info">
                <Trans>Stripe sent these disputes for a payment this marketplace cannot match to a purchase. Look the payment up in Stripe's dashboard; nothing was dropped.</Trans>
              </Alert>
              <table className="data-table audit-dispute-review" aria-label={t`Disputes for review`}>
                <ColumnHeads names={[t`Dispute`, t`Payment`, t`Amount`, t`Reason`, t`Status`, t`Evidence due by`, t`Received`]} />
                <tbody>
                  {forReview.map((d) => (
                    <tr key={d.disputeId} data-dispute={d.disputeId}>
                      <td>{d.disputeId}</td>
                      <td>
                        {d.paymentIntentId ? (
                          <Link to="/$lang/admin/payments/$paymentIntentId" params={{ lang, paymentIntentId: d.paymentIntentId }}>
                            {d.paymentIntentId}
                          </Link>
                        ) : (
                          (d.chargeId ?? '—')
                        )}
                      </td>
                      <td>{money(d.amount, lang)}</td>
                      <td>{d.reason}</td>
                      <td data-status={d.status}>{status(d.status)}</td>
                      <td>{d.evidenceDueBy ? formatInstant(d.evidenceDueBy, lang) : '—'}</td>
                      <td>{formatInstant(d.receivedAt, lang)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
        </section>
      ) : null}
    </div>
  );
}
