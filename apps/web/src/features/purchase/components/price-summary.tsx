import { Trans, useLingui } from '@lingui/react/macro';
import { Card } from '@marketplace/ui';
import type { TransactionDetails } from '../api/get-transaction-details';
import { kilometres, money, percent } from '../format';

/** Canadian tax names in French: TPS, TVQ, TVH, TVP, TVD. */
const FRENCH_TAX: Record<string, string> = { GST: 'TPS', QST: 'TVQ', HST: 'TVH', PST: 'TVP', RST: 'TVD' };
export const taxName = (name: string, locale: string) => (locale.startsWith('fr') ? FRENCH_TAX[name] ?? name : name);

/**
 * Live price: the server's deal (computeDeal in libs/domain, ADR 0057) after every step. Every figure here is the
 * server's; the page adds, subtracts and rounds nothing.
 */
export function PriceSummary({ transaction, prices }: { transaction: TransactionDetails; prices?: TransactionDetails['prices'] }) {
  const { t, i18n } = useLingui();
  const p = prices === undefined ? transaction.prices : prices;
  const v = transaction.vehicle;
  const m = (cents: number) => money(cents, i18n.locale);
  const frequency: Record<number, string> = { 52: t`per week`, 26: t`every two weeks`, 12: t`per month`, 1: t`per year` };
  // One unit that never breaks ("QST (9.975 %)"): the summary's narrow column used to wrap it inside the parentheses.
  const taxLabel = (tax: { name: string; percent: number }) => (
    <span className="price-summary__nowrap">{`${taxName(tax.name, i18n.locale)} (${percent(tax.percent, i18n.locale)})`}</span>
  );
  const d = p?.deal;
  const lease = d?.lease ?? null;
  const finance = d?.finance ?? null;
  const eligible = p?.credit ? p.credit.status === 'eligible' : true;
  const typedDownPayment = !p || !d ? 0 : d.method === 'lease' ? p.lease.downPayment : d.method === 'finance' ? p.finance.downPayment : 0;
  return (
    <Card className="price-summary" aria-labelledby="price-summary-title">
      {v.photo ? <img className="price-summary__photo" src={v.photo} alt="" /> : null}
      <h2 id="price-summary-title" className="card-title">
        {v.year} {v.make} {v.model} <span className="purchase-choice__text">{v.trim}</span>
      </h2>
      {p && d ? (
        <dl>
          <dt><Trans>Vehicle</Trans></dt>
          <dd>{m(d.productPrice)}</dd>
          {d.protectionPlanPrice > 0 ? (<><dt><Trans>Protection plan</Trans></dt><dd>{m(d.protectionPlanPrice)}</dd></>) : null}
          {d.deliveryPrice > 0 ? (<><dt><Trans>Delivery</Trans></dt><dd>{m(d.deliveryPrice)}</dd></>) : null}
          {lease ? null : d.taxes.map((tax) => (
            <span key={tax.name} style={{ display: 'contents' }}>
              <dt>{taxLabel(tax)}</dt>
              <dd>{m(tax.amount)}</dd>
            </span>
          ))}
          {d.levies.map((levy) => (
            <span key={levy.name} style={{ display: 'contents' }}>
              <dt><Trans>Luxury tax</Trans></dt>
              <dd>{m(levy.amount)}</dd>
            </span>
          ))}
          <dt>{lease ? <Trans>Price before taxes</Trans> : <Trans>Total price</Trans>}</dt>
          <dd data-testid="price-total-price">{m(d.totalPrice)}</dd>
          {d.tradeIn ? (
            <>
              <dt><Trans>Trade-in</Trans></dt><dd data-testid="price-trade-in">−{m(d.tradeIn.value)}</dd>
              {d.tradeIn.balanceOwed > 0 ? (<><dt><Trans>Trade-in balance owed</Trans></dt><dd>{m(d.tradeIn.balanceOwed)}</dd></>) : null}
            </>
          ) : null}
          {lease ? null : (
            <><dt className="price-summary__total"><Trans>Total</Trans></dt><dd className="price-summary__total" data-testid="price-total">{m(d.amountDue)}</dd></>
          )}
          {d.equitySurplus > 0 && !lease ? (
            <><dt><Trans>Trade-in equity above the price, paid to you</Trans></dt><dd data-testid="price-equity-surplus">{m(d.equitySurplus)}</dd></>
          ) : null}
          {/* A deposit nothing is left to pay against is paid back (in "Paid back to you"), not deducted. */}
          {d.depositApplied > 0 ? (<><dt><Trans>Deposit (deducted)</Trans></dt><dd>−{m(d.depositApplied)}</dd></>) : null}
          {/* The down payment chosen, as applied: a lease whose trade-in already reaches its residual needs none of it. */}
          {typedDownPayment > 0 ? (<><dt><Trans>Down payment</Trans></dt><dd data-testid="price-down-payment">−{m(d.downPaymentApplied)}</dd></>) : null}
          {d.method === 'cash' ? (
            <><dt className="price-summary__total"><Trans>Left to pay</Trans></dt><dd className="price-summary__total" data-testid="price-left-to-pay">{m(d.balanceAtDelivery)}</dd></>
          ) : null}
          {finance && eligible ? (
            <>
              <dt><Trans>Amount financed</Trans></dt>
              <dd data-testid="price-amount-financed">{m(finance.amountFinanced)}</dd>
              <dt className="price-summary__total"><Trans>Financing</Trans></dt>
              <dd className="price-summary__total" data-testid="price-payment">{m(finance.payment)} {frequency[finance.frequency]}</dd>
              <dt><Trans>Pre-qualified rate</Trans></dt>
              <dd data-testid="price-rate">{percent(finance.ratePercent, i18n.locale)}</dd>
            </>
          ) : null}
          {lease ? (
            <>
              <dt><Trans>Capitalized cost</Trans></dt>
              <dd>{m(lease.capitalizedCost)}</dd>
              <dt><Trans>Residual value</Trans></dt>
              <dd data-testid="price-residual">{m(lease.residual)} ({percent(lease.residualPercent, i18n.locale)})</dd>
              <dt><Trans>Kilometres a year</Trans></dt>
              <dd>{kilometres(lease.kilometresPerYear, i18n.locale)}</dd>
              <dt><Trans>Extra kilometres</Trans></dt>
              <dd>{t`${m(lease.excessKmCharge)} per km`}</dd>
              {eligible ? (
                <>
                  <dt><Trans>Payment before taxes</Trans></dt>
                  <dd>{m(lease.paymentBeforeTax)}</dd>
                  {lease.taxes.map((tax) => (
                    <span key={tax.name} style={{ display: 'contents' }}>
                      <dt>{taxLabel(tax)} {frequency[lease.frequency]}</dt>
                      <dd>{m(tax.amount)}</dd>
                    </span>
                  ))}
                  <dt className="price-summary__total"><Trans>Lease</Trans></dt>
                  <dd className="price-summary__total" data-testid="price-payment">{m(lease.payment)} {frequency[lease.frequency]}</dd>
                  <dt><Trans>Pre-qualified rate</Trans></dt>
                  <dd data-testid="price-rate">{percent(lease.ratePercent, i18n.locale)}</dd>
                </>
              ) : null}
            </>
          ) : null}
          {d.refund > 0 ? (
            <><dt><Trans>Paid back to you at delivery</Trans></dt><dd data-testid={lease ? 'price-lease-refund' : 'price-refund'}>{m(d.refund)}</dd></>
          ) : null}
        </dl>
      ) : (
        <p className="purchase__hint"><Trans>Prices are being updated.</Trans></p>
      )}
      {p?.credit && !eligible ? (
        <p className="purchase__hint" data-testid="price-credit-needed"><Trans>Your rate and payment come from your credit pre-qualification.</Trans></p>
      ) : null}
    </Card>
  );
}
