import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Spinner } from '@marketplace/ui';
import { Fragment } from 'react';
import { clock, money } from '../../../lib/format';
import { ProblemAlert } from '../../../lib/problem-alert';
import { useLang } from '../../../lib/use-lang';
import { useCustomerView, type CustomerView as View } from '../api/audit-api';
import { ColumnHeads } from './column-heads';
import { formatInstant } from '../labels';
import './customer-view.css';

type Actor = View['changes'][number]['actor'];

/**
 * Staff see what the customer saw (issue #15 item 4): a slider over the instants the view changed at, the buyer's
 * screens at the chosen one (step, prices, taxes, payment, hold time left, contract) and the events that changed it.
 */
export function CustomerView({ subjectId, at, onAtChange, who }: { subjectId: string; at?: string; onAtChange: (at: string) => void; who: (a: Actor) => string }) {
  const { t } = useLingui();
  const lang = useLang();
  const view = useCustomerView(subjectId, at);
  const instants = view.data?.instants ?? [];
  const index = view.data ? Math.max(0, instants.findLastIndex((i) => i <= view.data!.at)) : 0;
  const tx = view.data?.transaction;

  return (
    <Card className="audit-customer-view">
      <h3 id="audit-customer-view-title">
        <Trans>What the customer saw</Trans>
      </h3>
      <ProblemAlert error={view.error} />
      {view.isLoading ? <Spinner /> : null}
      {view.data ? (
        <>
          <div className="audit-customer-view__slider">
            <input
              type="range"
              aria-label={t`Instant`}
              min={0}
              max={Math.max(0, instants.length - 1)}
              value={index}
              aria-valuetext={formatInstant(view.data.at, lang)}
              onChange={(event) => onAtChange(instants[Number(event.target.value)])}
            />
            <output data-at={view.data.at}>{formatInstant(view.data.at, lang)}</output>
          </div>
          {!tx ? (
            <p role="status">
              <Trans>The transaction had not started yet.</Trans>
            </p>
          ) : (
            <dl className="audit-customer-view__facts" aria-labelledby="audit-customer-view-title">
              <dt>{t`Status`}</dt>
              <dd data-field="status">{tx.status}</dd>
              <dt>{t`Step reached`}</dt>
              <dd data-field="step">
                <Trans>
                  {tx.currentStep} ({tx.completedSteps.length} of {tx.steps.length} steps completed)
                </Trans>
              </dd>
              <dt>{t`Held vehicle price`}</dt>
              <dd data-field="price">{money(tx.vehicle.price, lang)}</dd>
              {tx.priceChange ? (
                <>
                  <dt>{t`Price change awaiting the buyer`}</dt>
                  <dd data-field="price-change">
                    {money(tx.priceChange.from, lang)} → {money(tx.priceChange.to, lang)}: {tx.priceChange.reason}
                  </dd>
                </>
              ) : null}
              {tx.prices ? (
                <>
                  {tx.prices.taxes.map((tax) => (
                    <Fragment key={tax.name}>
                      <dt>{t`Tax ${tax.name}`}</dt>
                      <dd>{money(tax.amount, lang)}</dd>
                    </Fragment>
                  ))}
                  <dt>{t`Total`}</dt>
                  <dd data-field="total">{money(tx.prices.total, lang)}</dd>
                  <dt>{t`Payment`}</dt>
                  <dd data-field="payment">
                    {tx.prices.paymentMethod === 'cash'
                      ? t`Cash: ${money(tx.prices.cash, lang)}`
                      : t`${tx.prices.paymentMethod}: ${money(tx.prices.paymentMethod === 'lease' ? tx.prices.lease.payment : tx.prices.finance.payment, lang)} per period, ${tx.prices.frequence} periods a year`}
                  </dd>
                </>
              ) : (
                <>
                  <dt>{t`Prices`}</dt>
                  <dd>{t`Not shown (the vehicle could not be priced then).`}</dd>
                </>
              )}
              <dt>{t`Deposit`}</dt>
              <dd>{tx.deposit.paid ? money(tx.deposit.amountPaid, lang) : t`Not paid`}</dd>
              <dt>{t`Hold time left`}</dt>
              <dd data-field="hold">{holdLeft(tx.hold, t`No hold shown`)}</dd>
              <dt>{t`Contract`}</dt>
              <dd data-field="contract">
                {view.data.contract
                  ? t`Signed ${formatInstant(view.data.contract.signedAt, lang)} (${view.data.contract.languages.join(', ')})`
                  : t`Not signed`}
              </dd>
            </dl>
          )}
          <table className="data-table" aria-label={t`What changed it`}>
            <ColumnHeads names={[t`Time`, t`Event`, t`Stream`, t`Actor`]} />
            <tbody>
              {view.data.changes.map((c) => (
                <tr key={`${c.streamId}:${c.streamVersion}`} data-type={c.type}>
                  <td>{formatInstant(c.recordedAt, lang)}</td>
                  <td>{c.type}</td>
                  <td>
                    {c.streamId} #{c.streamVersion}
                  </td>
                  <td>{who(c.actor)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
    </Card>
  );
}

/** "12:34" left on the hold at the view's instant (its server time), or what the buyer saw instead. */
function holdLeft(hold: NonNullable<View['transaction']>['hold'], none: string) {
  if (!hold?.expiresAt) return hold ? hold.status : none;
  return `${hold.status} · ${clock((Date.parse(hold.expiresAt) - Date.parse(hold.serverTime)) / 1000)}`;
}
