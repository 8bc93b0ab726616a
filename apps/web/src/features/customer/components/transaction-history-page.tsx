import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card } from '@marketplace/ui';
import { useCustomerTransactions } from '../../../lib/api/customer-transactions';
import { formatLongDate } from '../../../lib/dates';
import { useDocumentTitle } from '../../../lib/hooks';
import { QueryState } from '../../../lib/query-state';
import { useLang } from '../../../lib/use-lang';

export function TransactionHistoryPage({ userGuid }: { userGuid: string }) {
  const { t } = useLingui();
  const lang = useLang();
  const transactions = useCustomerTransactions(userGuid);
  useDocumentTitle(t`Transaction history`);

  return (
    <div className="page">
      <h1 className="page__title">
        <Trans>Transaction history</Trans>
      </h1>
      <QueryState
        query={transactions}
        isEmpty={(list) => list.length === 0}
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
        {(list) => (
          <ul className="stack-list">
            {[...list].reverse().map((tx, index) => {
              const name = [tx.Year, tx.Make, tx.Model].filter(Boolean).join(' ');
              return (
                <li key={`${tx.SourceId}-${index}`}>
                  <Card className="transaction-row">
                    {tx.PhotoUrl ? <img className="transaction-row__photo" src={tx.PhotoUrl} alt="" width={120} height={80} /> : null}
                    <div className="transaction-row__text">
                      <h2 className="card-title">{name || t`Vehicle`}</h2>
                      {tx.Version ? <p>{tx.Version}</p> : null}
                      {tx.DateCreated ? <p>{formatLongDate(tx.DateCreated, lang)}</p> : null}
                      <p className={tx.DocumentSigned ? 'badge badge--success' : 'badge'}>
                        {tx.DocumentSigned ? <Trans>Contract signed</Trans> : <Trans>In progress</Trans>}
                      </p>
                    </div>
                    {!tx.DocumentSigned ? (
                      <Button asChild size="small">
                        <a href={`/${lang}/buy-online?vehicleId=${encodeURIComponent(String(tx.SourceId))}`}>
                          <Trans>Continue</Trans>
                        </a>
                      </Button>
                    ) : null}
                  </Card>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
