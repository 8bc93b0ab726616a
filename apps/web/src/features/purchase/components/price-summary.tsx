import { Trans, useLingui } from '@lingui/react/macro';
import { Card } from '@marketplace/ui';
import type { TransactionDetails } from '../api/get-transaction-details';
import { money } from '../format';

/** Canadian tax names in French: TPS, TVQ, TVH, TVP, TVD. */
const FRENCH_TAX: Record<string, string> = { GST: 'TPS', QST: 'TVQ', HST: 'TVH', PST: 'TVP', RST: 'TVD' };
export const taxName = (name: string, locale: string) => (locale.startsWith('fr') ? FRENCH_TAX[name] ?? name : name);

/** Live price (spec §4 recalculation, done by the server with libs/domain pricing after every step). */
export function PriceSummary({ transaction, prices }: { transaction: TransactionDetails; prices?: TransactionDetails['prices'] }) {
  const { t, i18n } = useLingui();
  const p = prices === undefined ? transaction.prices : prices;
  const v = transaction.vehicle;
  const m = (cents: number) => money(cents, i18n.locale);
  const frequency: Record<number, string> = { 52: t`per week`, 26: t`every two weeks`, 12: t`per month`, 1: t`per year` };
  const lease = p?.paymentMethod === 'lease';
  // One unit that never breaks ("QST (9.975 %)"): the summary's narrow column used to wrap it inside the parentheses.
  const taxLabel = (tax: { name: string; percent: number }) => (
    <span className="price-summary__nowrap">{`${taxName(tax.name, i18n.locale)} (${tax.percent.toLocaleString(i18n.locale)}\u00a0%)`}</span>
  );
  const downPayment = p ? (lease ? p.lease.downPayment : p.paymentMethod === 'finance' ? p.finance.downPayment : 0) : 0;
  return (
    <Card className="price-summary" aria-labelledby="price-summary-title">
      {v.photo ? <img className="price-summary__photo" src={v.photo} alt="" /> : null}
      <h2 id="price-summary-title" className="card-title">
        {v.year} {v.make} {v.model} <span className="purchase-choice__text">{v.trim}</span>
      </h2>
      {p ? (
        <dl>
          <dt><Trans>Vehicle</Trans></dt>
          <dd>{m(p.productPrice)}</dd>
          {p.protectionPlanPrice > 0 ? (<><dt><Trans>Protection plan</Trans></dt><dd>{m(p.protectionPlanPrice)}</dd></>) : null}
          {p.deliveryPrice > 0 ? (<><dt><Trans>Delivery</Trans></dt><dd>{m(p.deliveryPrice)}</dd></>) : null}
          {p.includeTradeInValue && p.tradeInValue > 0 ? (<><dt><Trans>Trade-in</Trans></dt><dd>−{m(p.tradeInValue)}</dd></>) : null}
          <dt><Trans>Subtotal</Trans></dt>
          <dd>{m(p.subtotal)}</dd>
          {lease ? null : p.taxes.map((tax) => (
            <span key={tax.name} style={{ display: 'contents' }}>
              <dt>{taxLabel(tax)}</dt>
              <dd>{m(tax.amount)}</dd>
            </span>
          ))}
          {p.levies.map((levy) => (
            <span key={levy.name} style={{ display: 'contents' }}>
              <dt><Trans>Luxury tax</Trans></dt>
              <dd>{m(levy.amount)}</dd>
            </span>
          ))}
          {p.includeTradeInValue && p.tradeInBalanceDue > 0 ? (<><dt><Trans>Trade-in balance owed</Trans></dt><dd>{m(p.tradeInBalanceDue)}</dd></>) : null}
          {lease ? null : (
            <><dt className="price-summary__total"><Trans>Total</Trans></dt><dd className="price-summary__total" data-testid="price-total">{m(p.total)}</dd></>
          )}
          <dt><Trans>Deposit (deducted)</Trans></dt>
          <dd>−{m(p.deposit)}</dd>
          {downPayment > 0 ? (<><dt><Trans>Down payment</Trans></dt><dd data-testid="price-down-payment">−{m(downPayment)}</dd></>) : null}
          {p.paymentMethod === 'cash' ? (
            <><dt className="price-summary__total"><Trans>Left to pay</Trans></dt><dd className="price-summary__total">{m(p.cash)}</dd></>
          ) : p.paymentMethod === 'finance' ? (
            <><dt className="price-summary__total"><Trans>Financing</Trans></dt><dd className="price-summary__total" data-testid="price-payment">{m(p.finance.payment)} {frequency[p.frequence]}</dd></>
          ) : (
            <>
              <dt><Trans>Capitalized cost</Trans></dt>
              <dd>{m(p.lease.capitalizedCost)}</dd>
              {p.lease.refund > 0 ? (
                <><dt><Trans>Equity refunded to you</Trans></dt><dd data-testid="price-lease-refund">{m(p.lease.refund)}</dd></>
              ) : null}
              <dt><Trans>Payment before taxes</Trans></dt>
              <dd>{m(p.lease.paymentBeforeTax)}</dd>
              {p.lease.taxes.map((tax) => (
                <span key={tax.name} style={{ display: 'contents' }}>
                  <dt>{taxLabel(tax)} {frequency[p.frequence]}</dt>
                  <dd>{m(tax.amount)}</dd>
                </span>
              ))}
              <dt className="price-summary__total"><Trans>Lease</Trans></dt>
              <dd className="price-summary__total" data-testid="price-payment">{m(p.lease.payment)} {frequency[p.frequence]}</dd>
              <dt><Trans>Residual value</Trans></dt>
              <dd data-testid="price-residual">{m(p.lease.residual.amount)} ({p.lease.residual.value.toLocaleString(i18n.locale)} %)</dd>
              <dt><Trans>Kilometres a year</Trans></dt>
              <dd>{p.lease.kilometresPerYear.toLocaleString(i18n.locale)} km</dd>
              <dt><Trans>Extra kilometres</Trans></dt>
              <dd>{t`${m(p.lease.excessKmCharge)} per km`}</dd>
            </>
          )}
        </dl>
      ) : (
        <p className="purchase__hint"><Trans>Prices are being updated.</Trans></p>
      )}
    </Card>
  );
}
