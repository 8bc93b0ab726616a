import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Spinner } from '@marketplace/ui';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { currentTransaction, useCustomerTransactions } from '../../../lib/api/customer-transactions';
import { useDocumentTitle } from '../../../lib/hooks';
import { displayName } from '../../../lib/session/access';
import type { SessionUser } from '../../../lib/session/session';
import { useLang } from '../../../lib/use-lang';
import { useCustomerDocuments } from '../api/get-customer-documents';
import { useCustomerVehicles } from '../api/get-customer-vehicles';
import { DocumentsList } from './documents-list';
import { ReturnPanel } from './return-panel';
import { useMyCreditApplications } from '../api/get-credit-applications';
import { useTransactionHistory } from '../api/get-transaction-history';
import { formatLongDate } from '../../../lib/dates';
import { money } from '../../../lib/format';

function DashboardCard({ id, title, children, action }: { id: string; title: ReactNode; children: ReactNode; action?: ReactNode }) {
  return (
    <li>
      <Card className="dashboard-card" aria-labelledby={id}>
        <h2 id={id} className="dashboard-card__title">
          {title}
        </h2>
        <div className="dashboard-card__body">{children}</div>
        {action ? <div className="dashboard-card__action">{action}</div> : null}
      </Card>
    </li>
  );
}

/** A card's action: a link to its page, shown as a small outlined button. */
function CardLink({ to, children }: { to: `/$lang/customer/${'garage' | 'transaction-history' | 'documents' | 'profile' | 'credit-applications'}` | '/$lang/trade-in' | '/$lang/credit-application'; children: ReactNode }) {
  const lang = useLang();
  return (
    <Button asChild variant="outlined" size="small">
      <Link to={to} params={{ lang }}>
        {children}
      </Link>
    </Button>
  );
}

const SCORE_BANDS: Record<string, ReturnType<typeof msg>> = { poor: msg`Poor`, fair: msg`Fair`, good: msg`Good`, very_good: msg`Very good`, excellent: msg`Excellent` };

/** Spec §2 customer dashboard: garage, transactions, history, documents, credit score, profile. */
export function CustomerDashboard({ user }: { user: SessionUser }) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const vehicles = useCustomerVehicles();
  const transactions = useCustomerTransactions(user.User_Guid);
  const creditScore = useMyCreditApplications(user.User_Guid).data?.score ?? null;
  const current = currentTransaction(transactions.data);
  const inProgress = (transactions.data ?? []).filter((tx) => !tx.DocumentSigned).length;
  const documents = useCustomerDocuments();
  const vehicleCount = vehicles.data?.items.length ?? 0;
  const name = displayName(user);
  const history = useTransactionHistory().data?.items ?? [];
  const refunds = history.filter((tx) => tx.deposit.status === 'refunded' || tx.deposit.status === 'refund_requested');
  // A signed purchase: once delivered, its 7-day money-back return is requested (and followed) from here.
  const signed = history.filter((tx) => tx.status === 'completed');
  const vehicleOf = (tx: (typeof history)[number]) => `${tx.vehicle.year} ${tx.vehicle.make} ${tx.vehicle.model}`;
  useDocumentTitle(t`My dashboard`);

  const count = (state: { isPending: boolean; isError: boolean }, render: () => ReactNode) =>
    state.isPending ? <Spinner size="small" /> : state.isError ? <Trans>Not available right now.</Trans> : render();

  return (
    <div className="page">
      <h1 className="page__title">
        <Trans>Hello {name}</Trans>
      </h1>
      <p className="page__intro">
        <Trans>Everything about your vehicles and your purchases, in one place.</Trans>
      </p>
      <ul className="card-grid">
        <DashboardCard
          id="card-garage"
          title={<Trans>My garage</Trans>}
          action={<CardLink to="/$lang/customer/garage"><Trans>See my garage</Trans></CardLink>}
        >
          {count(vehicles, () => plural(vehicleCount, { 0: 'No vehicle yet.', one: '# vehicle', other: '# vehicles' }))}
        </DashboardCard>
        <DashboardCard
          id="card-transactions"
          title={<Trans>My transactions</Trans>}
          action={
            current ? (
              <Button asChild size="small">
                <a href={`/${lang}/buy-online?vehicleId=${encodeURIComponent(String(current.SourceId))}`}>
                  <Trans>Continue my purchase</Trans>
                </a>
              </Button>
            ) : null
          }
        >
          {count(transactions, () => plural(inProgress, { 0: 'No purchase in progress.', one: '# purchase in progress', other: '# purchases in progress' }))}
          {refunds.length > 0 ? (
            <ul className="dashboard-card__list">
              {refunds.map((tx) => {
                const amount = money(tx.deposit.amount, lang);
                const vehicle = vehicleOf(tx);
                return (
                  <li key={tx.transactionId}>
                    {tx.deposit.status === 'refunded' ? <Trans>Deposit of {amount} refunded: {vehicle}</Trans> : <Trans>Deposit of {amount} being refunded: {vehicle}</Trans>}
                  </li>
                );
              })}
            </ul>
          ) : null}
          {signed.map((tx) => (
            <ReturnPanel key={tx.transactionId} transactionId={tx.transactionId} title={vehicleOf(tx)} />
          ))}
        </DashboardCard>
        <DashboardCard
          id="card-history"
          title={<Trans>Transaction history</Trans>}
          action={<CardLink to="/$lang/customer/transaction-history"><Trans>See the history</Trans></CardLink>}
        >
          <Trans>Your past and current purchases, with their status.</Trans>
        </DashboardCard>
        <DashboardCard
          id="card-documents"
          title={<Trans>My documents</Trans>}
          action={<CardLink to="/$lang/customer/documents"><Trans>See my documents</Trans></CardLink>}
        >
          {count(documents, () =>
            documents.data!.items.length === 0 ? (
              <Trans>No document yet. Your contract and the documents you sign will appear here after a purchase.</Trans>
            ) : (
              <DocumentsList data={documents.data!} limit={3} />
            ),
          )}
        </DashboardCard>
        <DashboardCard
          id="card-trade-in"
          title={<Trans>Trade in your vehicle</Trans>}
          action={<CardLink to="/$lang/trade-in"><Trans>Value my vehicle</Trans></CardLink>}
        >
          <Trans>Get an estimate by VIN or by vehicle details, and apply it to your purchase.</Trans>
        </DashboardCard>
        <DashboardCard
          id="card-credit"
          title={<Trans>Credit score</Trans>}
          action={
            creditScore ? (
              <CardLink to="/$lang/customer/credit-applications"><Trans>See my credit applications</Trans></CardLink>
            ) : (
              <CardLink to="/$lang/credit-application"><Trans>Get pre-qualified</Trans></CardLink>
            )
          }
        >
          {creditScore ? (
            <Trans>
              {creditScore.score} ({i18n._(SCORE_BANDS[creditScore.band])}), on {formatLongDate(creditScore.decidedAt, lang)}
            </Trans>
          ) : (
            <Trans>No credit score yet. It appears here once you complete a credit pre-qualification.</Trans>
          )}
        </DashboardCard>
        <DashboardCard
          id="card-profile"
          title={<Trans>Profile</Trans>}
          action={<CardLink to="/$lang/customer/profile"><Trans>Edit my profile</Trans></CardLink>}
        >
          <Trans>Your contact information, your password, and the deactivation or deletion of your account.</Trans>
        </DashboardCard>
      </ul>
    </div>
  );
}
