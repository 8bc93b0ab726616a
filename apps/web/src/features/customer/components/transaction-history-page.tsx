import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TransactionHistoryItem } from '@marketplace/contracts/purchase/history.routes';
import { Button, Card } from '@marketplace/ui';
import { AuditIdLink } from '../../../lib/audit-link';
import { formatLongDate } from '../../../lib/dates';
import { money } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/hooks';
import { QueryState } from '../../../lib/query-state';
import { useLang } from '../../../lib/use-lang';
import { useTransactionHistory } from '../api/get-transaction-history';
import { ReturnPanel } from './return-panel';

const STATUS = {
  incomplete: msg`In progress`, pending: msg`Deposit paid, contract to sign`, completed: msg`Contract signed`, cancelled: msg`Cancelled`,
} as const;

/** Issue #16 §9: every transaction with its status, deposit, documents, and its id for support. */
export function TransactionHistoryPage() {
  const { t } = useLingui();
  const history = useTransactionHistory();
  useDocumentTitle(t`Transaction history`);

  return (
    <div className="page">
      <h1 className="page__title">
        <Trans>Transaction history</Trans>
      </h1>
      <QueryState
        query={history}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <>
            <h2>
              <Trans>No transaction yet</Trans>
            </h2>
            <p>
              <Trans>When you buy or lease a vehicle online, your transactions will appear here.</Trans>
            </p>
          </>
        }
      >
        {(data) => (
          <ul className="stack-list">
            {data.items.map((tx) => (
              <li key={tx.transactionId}>
                <HistoryRow tx={tx} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}

function HistoryRow({ tx }: { tx: TransactionHistoryItem }) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const amount = money(tx.deposit.amount, lang);
  const name = `${tx.vehicle.year} ${tx.vehicle.make} ${tx.vehicle.model}`;
  return (
    <Card className="transaction-row">
      {tx.vehicle.photoUrl ? <img className="transaction-row__photo" src={tx.vehicle.photoUrl} alt="" width={120} height={80} /> : null}
      <div className="transaction-row__text">
        <h2 className="card-title">{name}</h2>
        <p>{tx.vehicle.trim}</p>
        <p>{formatLongDate(tx.startedAt, lang)}</p>
        <p className={tx.status === 'completed' ? 'badge badge--success' : 'badge'}>{i18n._(STATUS[tx.status])}</p>
        <p>
          {tx.deposit.status === 'paid' ? t`Deposit paid: ${amount}`
            : tx.deposit.status === 'refund_requested' ? t`Deposit refund in progress: ${amount}`
              : tx.deposit.status === 'refunded' ? t`Deposit refunded: ${amount}` : t`No deposit`}
        </p>
        {tx.documents.map((d) => (
          <p key={d.url}>
            <a href={d.url} target="_blank" rel="noreferrer">
              <Trans>Purchase contract (PDF)</Trans>
            </a>
          </p>
        ))}
        {tx.status === 'completed' ? <ReturnPanel transactionId={tx.transactionId} /> : null}
        <p className="transaction-row__id">
          <Trans>Transaction number for support: <AuditIdLink id={tx.transactionId} /></Trans>
        </p>
      </div>
      {tx.status === 'incomplete' || tx.status === 'pending' ? (
        <Button asChild size="small">
          <a href={`/${lang}/buy-online?vehicleId=${encodeURIComponent(tx.vehicle.vehicleId)}`}>
            <Trans>Continue</Trans>
          </a>
        </Button>
      ) : null}
    </Card>
  );
}
