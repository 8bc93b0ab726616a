import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, LoadingArea, TextField, useSnackbar } from '@marketplace/ui';
import { useState } from 'react';
import { useDocumentTitle } from '../../../lib/hooks';
import { problemMessage } from '../../../lib/problem-messages';
import { formatMonthlyPrice, PRICING_PLANS } from '../../../lib/pricing-plans';
import { useChoosePlan, useSignContract, useSubscription, type Subscription } from '../api/subscription';
import '../problem-messages';
import './dealer.css';

const STATUS_LABELS: Record<Subscription['status'], MessageDescriptor> = {
  unsigned: msg`Contract not signed`,
  trial: msg`Trial`,
  active: msg({ message: 'Active', context: 'subscription' }),
  past_due: msg`Payment failed`,
  canceled: msg({ message: 'Cancelled', context: 'subscription' }),
};

/**
 * `/{lang}/company/{companyId}/subscription`: the company's plan (issue #14 item 7). The trial starts at the contract
 * signature (30 days, up to 100 leads); leads past it are held until a paid plan, paid by card through Stripe.
 */
export function SubscriptionPage({ companyId }: { companyId: number }) {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Subscription`);
  const subscription = useSubscription(companyId);
  const sign = useSignContract(companyId);
  const choose = useChoosePlan(companyId);
  const snackbar = useSnackbar();
  const [card, setCard] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (subscription.isPending) return <LoadingArea />;
  if (subscription.isError) return <Alert variant="error">{i18n._(problemMessage(subscription.error))}</Alert>;
  const s = subscription.data;
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.locale, { dateStyle: 'long' });
  const run = async (action: () => Promise<unknown>, done: string) => {
    setError(null);
    try {
      await action();
      snackbar.enqueue({ message: done, variant: 'success' });
    } catch (e) {
      setError(i18n._(problemMessage(e)));
    }
  };
  return (
    <Card className="dealer">
      <h1 className="page__title"><Trans>Subscription</Trans></h1>
      {error ? <Alert variant="error">{error}</Alert> : null}
      <dl className="dealer-subscription" data-status={s.status}>
        <dt><Trans>Status</Trans></dt>
        <dd data-testid="subscription-status">{i18n._(STATUS_LABELS[s.status])}</dd>
        {s.plan ? (<><dt><Trans>Plan</Trans></dt><dd>{i18n._(PRICING_PLANS.find((p) => p.id === s.plan)!.name)}</dd></>) : null}
        {s.signedAt ? (<><dt><Trans>Contract signed</Trans></dt><dd>{date(s.signedAt)}</dd></>) : null}
        {s.status === 'trial' && s.trialEndsAt ? (
          <>
            <dt><Trans>Trial ends</Trans></dt><dd>{date(s.trialEndsAt)}</dd>
            <dt><Trans>Trial leads</Trans></dt><dd><Trans>{s.trialLeadsUsed} of {s.trialLeadLimit}</Trans></dd>
          </>
        ) : null}
      </dl>
      {s.heldLeads > 0 ? (
        <Alert variant="warning"><Trans>{s.heldLeads} leads are held until you choose a paid plan.</Trans></Alert>
      ) : null}
      {s.pendingPlan ? <Alert variant="info"><Trans>Waiting for the payment confirmation…</Trans></Alert> : null}
      {s.status === 'unsigned' ? (
        <div className="form-actions">
          <p><Trans>Sign the dealer contract to start your free 30-day trial.</Trans></p>
          <Button loading={sign.isPending} onClick={() => void run(() => sign.mutateAsync({ companyId }), t`The contract is signed: your trial starts now.`)}>
            <Trans>Sign the contract</Trans>
          </Button>
        </div>
      ) : (
        <>
          <TextField label={t`Card number`} value={card} inputMode="numeric" autoComplete="cc-number" onChange={(e) => setCard(e.target.value)} />
          <ul className="dealer-plans">
            {PRICING_PLANS.map((plan) => (
              <li key={plan.id} className="dealer-plans__plan" data-plan={plan.id}>
                <h2>{i18n._(plan.name)}</h2>
                <p><Trans>{formatMonthlyPrice(plan.monthlyPrice, i18n.locale)} per month</Trans></p>
                <ul>{plan.features.map((f) => <li key={f.id}>{i18n._(f)}</li>)}</ul>
                {plan.id !== 'trial' && !(s.plan === plan.id && s.status === 'active') ? (
                  <Button loading={choose.isPending} disabled={card.trim() === ''}
                    onClick={() => void run(() => choose.mutateAsync({ companyId, plan: plan.id as 'dealer' | 'headquarter', paymentMethod: card.trim() }), t`Your plan is being confirmed.`)}>
                    <Trans>Choose {i18n._(plan.name)}</Trans>
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
