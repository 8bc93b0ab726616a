import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, LoadingArea } from '@marketplace/ui';
import { Link } from '@tanstack/react-router';
import { formatLongDate } from '../../../lib/dates';
import { useDocumentTitle } from '../../../lib/hooks';
import { useCustomerVehicleOrder } from '../api/get-customer-vehicle-order';
import { money } from '../format';
import './purchase.css';

/** The order-placed page: the signed order, the contract, what happens next. */
export function OrderPlaced({ transactionId, lang }: { transactionId: string; lang: string }) {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Order placed`);
  const order = useCustomerVehicleOrder(transactionId);
  if (order.isPending) return <LoadingArea />;
  if (!order.data) return <Alert variant="error"><Trans>We can't find this purchase.</Trans></Alert>;
  const o = order.data;
  const v = o.vehicle;
  return (
    <div className="page page--medium">
      <Card>
        <h1 className="page__title">
          <Trans>Your order is placed</Trans>
        </h1>
        <p className="page__intro">
          <Trans>Thank you! The dealer will contact you to confirm the delivery or pickup.</Trans>
        </p>
        <div className="purchase-vehicle">
          {v.photo ? <img src={v.photo} alt="" /> : null}
          <div>
            <p className="purchase-vehicle__name">{v.year} {v.make} {v.model}</p>
            <p className="purchase-choice__text">{v.trim} · {v.dealer.name}, {v.dealer.city}</p>
          </div>
        </div>
        <dl className="review-list">
          {o.signedAt ? (<><dt><Trans>Signed on</Trans></dt><dd>{formatLongDate(o.signedAt, i18n.locale, { province: v.dealer.province })}</dd></>) : null}
          {o.total !== null ? (<><dt><Trans>Total</Trans></dt><dd>{money(o.total, i18n.locale)}</dd></>) : null}
          <dt><Trans>Deposit paid</Trans></dt>
          <dd>{money(o.deposit, i18n.locale)}</dd>
        </dl>
        <div className="form-actions">
          {o.contractUrl ? (
            <Button asChild variant="primary">
              <a href={o.contractUrl} target="_blank" rel="noopener">
                <Trans>Download my contract (PDF)</Trans>
              </a>
            </Button>
          ) : null}
          <Button asChild variant="text">
            <Link to="/$lang/customer/dashboard" params={{ lang }}>
              <Trans>My dashboard</Trans>
            </Link>
          </Button>
        </div>
      </Card>
    </div>
  );
}
