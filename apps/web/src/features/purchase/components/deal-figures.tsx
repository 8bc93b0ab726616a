import { Trans, useLingui } from '@lingui/react/macro';
import type { CreditTerms, DealView } from '@marketplace/contracts';
import { Alert } from '@marketplace/ui';
import { Link } from '@tanstack/react-router';
import { kilometres, money, percent } from '../format';
import { taxName } from './price-summary';

/**
 * The review's money: the server's deal (computeDeal, ADR 0057) as the contract states it: price, trade-in, settlement,
 * then the credit disclosure (APR, term, number and amount of payments, amount financed, cost of borrowing, total
 * obligation) or the lease's terms. Nothing is computed here.
 */
export function DealFigures({ deal: d }: { deal: DealView }) {
  const { t, i18n } = useLingui();
  const m = (cents: number) => money(cents, i18n.locale);
  const p = (value: number) => percent(value, i18n.locale);
  const frequency: Record<number, string> = { 52: t`weekly`, 26: t`every two weeks`, 12: t`monthly`, 1: t`yearly` };
  const f = d.finance;
  const l = d.lease;
  return (
    <>
      <h2 className="card-title"><Trans>Price and settlement</Trans></h2>
      <dl className="review-list" data-testid="review-deal">
        <dt>{l ? <Trans>Price before taxes (a lease is taxed on each payment)</Trans> : <Trans>Price before taxes</Trans>}</dt>
        <dd>{m(d.priceBeforeTaxes)}</dd>
        {l ? null : d.taxes.map((tax) => (
          <span key={tax.name} style={{ display: 'contents' }}>
            <dt>
              {`${taxName(tax.name, i18n.locale)} (${p(tax.percent)})`}
              {tax.tradeInCredited ? <> · <Trans>on {m(tax.base)}, after the trade-in credit</Trans></> : null}
            </dt>
            <dd>{m(tax.amount)}</dd>
          </span>
        ))}
        {d.levies.map((levy) => (
          <span key={levy.name} style={{ display: 'contents' }}><dt><Trans>Luxury tax</Trans></dt><dd>{m(levy.amount)}</dd></span>
        ))}
        {l ? null : (<><dt><Trans>Total price (taxes included)</Trans></dt><dd data-testid="review-total-price">{m(d.totalPrice)}</dd></>)}
        {d.tradeIn ? (
          <>
            <dt><Trans>Trade-in value</Trans></dt><dd data-testid="review-trade-in-value">−{m(d.tradeIn.value)}</dd>
            <dt><Trans>Balance owed on the trade-in (the dealer pays it off)</Trans></dt><dd data-testid="review-balance-owed">{m(d.tradeIn.balanceOwed)}</dd>
          </>
        ) : null}
        {l ? null : (<><dt><strong><Trans>Amount owed after the trade-in</Trans></strong></dt><dd data-testid="review-amount-due"><strong>{m(d.amountDue)}</strong></dd></>)}
        {d.equitySurplus > 0 && !l ? (
          <><dt><Trans>Trade-in equity above the price, paid to you</Trans></dt><dd data-testid="review-equity-surplus">{m(d.equitySurplus)}</dd></>
        ) : null}
        {d.depositApplied > 0 ? (<><dt><Trans>Deposit applied</Trans></dt><dd>−{m(d.depositApplied)}</dd></>) : null}
        {d.depositRefunded > 0 ? (<><dt><Trans>Deposit refunded to you</Trans></dt><dd>{m(d.depositRefunded)}</dd></>) : null}
        {d.downPaymentApplied > 0 ? (<><dt><Trans>Down payment</Trans></dt><dd>−{m(d.downPaymentApplied)}</dd></>) : null}
        {d.method === 'cash' ? (
          <><dt><strong><Trans>Left to pay at delivery</Trans></strong></dt><dd data-testid="review-left-to-pay"><strong>{m(d.balanceAtDelivery)}</strong></dd></>
        ) : null}
        {d.refund > 0 ? (
          <><dt><strong><Trans>Paid back to you at delivery</Trans></strong></dt><dd data-testid="review-refund"><strong>{m(d.refund)}</strong></dd></>
        ) : null}
      </dl>
      {d.equitySurplus > 0 ? (
        <p className="purchase__hint" data-testid="review-equity-choice">
          <Trans>
            Your trade-in is worth more than this purchase: the difference is paid to you at delivery. You may instead choose another vehicle.
          </Trans>{' '}
          <Link to="/$lang/cars" params={{ lang: i18n.locale === 'fr-ca' ? 'fr-ca' : 'en-ca' }}><Trans>See the vehicles</Trans></Link>
        </p>
      ) : null}
      {f ? (
        <>
          <h2 className="card-title"><Trans>Credit disclosure</Trans></h2>
          <dl className="review-list" data-testid="review-credit-disclosure">
            <dt><strong><Trans>Annual percentage rate (APR)</Trans></strong></dt><dd data-testid="review-apr"><strong>{p(f.apr)}</strong></dd>
            <dt><Trans>Interest rate (pre-qualified)</Trans></dt><dd data-testid="review-rate">{p(f.ratePercent)}</dd>
            <dt><Trans>Term</Trans></dt><dd data-testid="review-term">{t`${f.termMonths} months`}</dd>
            <dt><Trans>Number of payments</Trans></dt><dd data-testid="review-payment-count">{f.numberOfPayments} ({frequency[f.frequency]})</dd>
            <dt><Trans>Amount of each payment</Trans></dt><dd data-testid="review-payment">{m(f.payment)}</dd>
            <dt><Trans>Final payment</Trans></dt><dd data-testid="review-final-payment">{m(f.finalPayment)}</dd>
            <dt><Trans>Amount financed</Trans></dt><dd data-testid="review-amount-financed">{m(f.amountFinanced)}</dd>
            <dt><strong><Trans>Total cost of borrowing</Trans></strong></dt><dd data-testid="review-cost-of-borrowing"><strong>{m(f.costOfBorrowing)}</strong></dd>
            <dt><Trans>Total of the payments</Trans></dt><dd>{m(f.totalOfPayments)}</dd>
            <dt><Trans>Total obligation (down payment, deposit and payments)</Trans></dt><dd data-testid="review-total-obligation">{m(f.totalObligation)}</dd>
          </dl>
        </>
      ) : null}
      {l ? (
        <>
          <h2 className="card-title"><Trans>Lease terms</Trans></h2>
          <dl className="review-list" data-testid="review-lease-disclosure">
            <dt><Trans>Interest rate (pre-qualified)</Trans></dt><dd data-testid="review-rate">{p(l.ratePercent)}</dd>
            <dt><Trans>Term</Trans></dt><dd>{t`${l.termMonths} months`}</dd>
            <dt><Trans>Number of payments</Trans></dt><dd>{l.numberOfPayments} ({frequency[l.frequency]})</dd>
            <dt><Trans>Lease payment (sales taxes included, charged on each payment)</Trans></dt>
            <dd data-testid="review-lease-payment">{m(l.payment)}</dd>
            <dt><Trans>Capitalized cost</Trans></dt><dd>{m(l.capitalizedCost)}</dd>
            <dt><Trans>Residual value</Trans></dt><dd data-testid="review-residual">{m(l.residual)} ({p(l.residualPercent)})</dd>
            <dt><Trans>Kilometres a year</Trans></dt><dd>{kilometres(l.kilometresPerYear, i18n.locale)}</dd>
            <dt><Trans>Extra kilometres</Trans></dt><dd>{t`${m(l.excessKmCharge)} per km`}</dd>
            <dt><Trans>Total cost of the lease (rent charges)</Trans></dt><dd data-testid="review-cost-of-borrowing">{m(l.costOfBorrowing)}</dd>
            <dt><Trans>Total obligation (down payment, deposit and payments)</Trans></dt><dd data-testid="review-total-obligation">{m(l.totalObligation)}</dd>
            {d.refund > 0 ? (
              <><dt><Trans>Equity refunded to you (a lease cannot go below its residual value)</Trans></dt><dd data-testid="review-lease-refund">{m(d.refund)}</dd></>
            ) : null}
          </dl>
        </>
      ) : null}
    </>
  );
}

/** Why credit does not allow this finance or lease order yet, and the ways forward (ADR 0057). */
export function CreditBlocker({ credit, lang }: { credit: CreditTerms; lang: 'en-ca' | 'fr-ca' }) {
  const { i18n } = useLingui();
  const max = credit.maxAmount !== null ? money(credit.maxAmount, i18n.locale) : '';
  return (
    <Alert variant="warning" title={<Trans>Credit does not allow this order yet</Trans>}>
      <p data-testid="review-credit-blocker">
        {credit.status === 'not_eligible' ? (
          <Trans>Your latest credit pre-qualification does not allow financing or leasing. You can pay cash, apply again with a co-applicant in step 3, or ask a person to review your pre-qualification.</Trans>
        ) : credit.status === 'in_review' ? (
          <Trans>A person is reviewing your credit application: you can sign once it is decided.</Trans>
        ) : credit.status === 'over_maximum' ? (
          <Trans>The amount to finance is above your pre-qualified maximum of {max}: add a down payment or pay cash.</Trans>
        ) : credit.status === 'terms_missing' ? (
          <Trans>Your approval has no rate yet: an adviser will contact you with your terms.</Trans>
        ) : (
          <Trans>Get pre-qualified for credit in step 3 to finance or lease.</Trans>
        )}
      </p>
      {credit.status === 'not_eligible' ? (
        <p><Link to="/$lang/customer/credit-applications" params={{ lang }}><Trans>My credit applications</Trans></Link></p>
      ) : null}
    </Alert>
  );
}
