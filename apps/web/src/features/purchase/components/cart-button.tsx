import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog } from '@marketplace/ui';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTransaction } from '../api/get-transaction-details';
import { money } from '../format';
import { STEP_LABELS } from '../steps';
import './purchase.css';

function CartIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 7H6.2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="9" cy="19" r="1.5" fill="currentColor" />
      <circle cx="17" cy="19" r="1.5" fill="currentColor" />
    </svg>
  );
}

/**
 * The header's cart button (spec §2): in buy-online, until the contract is signed, it opens the review-order modal
 * (the vehicle, the price, the steps done, a way back to the current step).
 */
export function CartButton({ vehicleId, lang }: { vehicleId: string; lang: string }) {
  const { t, i18n } = useLingui();
  const { data: transaction } = useTransaction(vehicleId);
  const [open, setOpen] = useState(false);
  if (!transaction || transaction.contractSigned || transaction.status === 'cancelled') return null;
  const p = transaction.prices;
  const v = transaction.vehicle;
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="text" className="header-button cart-button" aria-label={t`Review order`}>
          <CartIcon />
          <span className="cart-button__dot" aria-hidden="true" />
        </Button>
      }
      title={<Trans>Review order</Trans>}
      size="medium"
      actions={
        <Button asChild variant="primary">
          <Link to="/$lang/buy-online/$step" params={{ lang, step: transaction.currentStep }} search={{ vehicleId }} onClick={() => setOpen(false)}>
            <Trans>Continue</Trans>
          </Link>
        </Button>
      }
    >
      <div className="purchase-vehicle">
        {v.photo ? <img src={v.photo} alt="" /> : null}
        <div>
          <p className="purchase-vehicle__name">{v.year} {v.make} {v.model}</p>
          <p className="purchase-choice__text">{v.trim}</p>
        </div>
      </div>
      {p ? (
        <dl className="review-list">
          <dt><Trans>Total</Trans></dt>
          <dd>{money(p.total, i18n.locale)}</dd>
          <dt><Trans>Deposit</Trans></dt>
          <dd>{transaction.deposit.paid ? <Trans>Paid</Trans> : money(p.deposit, i18n.locale)}</dd>
        </dl>
      ) : null}
      <ol className="stack">
        {transaction.steps.map((s) => (
          <li key={s.step}>
            {s.completed ? '✓ ' : ''}
            {i18n._(STEP_LABELS[s.step])}
          </li>
        ))}
      </ol>
    </Dialog>
  );
}
