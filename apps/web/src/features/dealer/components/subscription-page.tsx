import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { UserType } from '@marketplace/domain/shared';
import { Alert, Button, Card, Dialog, LoadingArea, TextField, useSnackbar } from '@marketplace/ui';
import { useState } from 'react';
import { useDocumentTitle } from '../../../lib/hooks';
import { useFormat } from '../../../lib/format';
import { problemMessage } from '../../../lib/problem-messages';
import { formatMonthlyPrice, PRICING_PLANS } from '../../../lib/pricing-plans';
import { useSession } from '../../../lib/session/session';
import { elementsKey, usePaymentElement, useStripeKey } from '../../../lib/stripe';
import { useCancelPlan, useChoosePlan, useSignContract, useSubscription, type Subscription } from '../api/subscription';
import '../problem-messages';
import './dealer.css';

const STATUS_LABELS: Record<Subscription['status'], MessageDescriptor> = {
  unsigned: msg`Contract not signed`,
  trial: msg`Trial`,
  trial_ended: msg`Trial ended`,
  active: msg({ message: 'Active', context: 'subscription' }),
  past_due: msg`Payment failed`,
  canceled: msg({ message: 'Cancelled', context: 'subscription' }),
};

/** Who may sign the contract, choose and cancel a plan (the server's rule): the company's dealer and the administrators, not the team (18). */
const PLAN_MANAGERS: ReadonlySet<number> = new Set([UserType.SuperAdmin, UserType.Admin, UserType.Dealer]);

/** A card refused before it reached the server: its text is already in the page's language (Stripe.js or ours). */
class CardProblem extends Error {}

/**
 * Elements without a payment intent: the card becomes a payment method (`createPaymentMethod`) that the server's
 * subscription uses; Stripe then bills it and its webhooks activate the plan.
 */
const SUBSCRIPTION_ELEMENTS = { mode: 'setup', currency: 'cad', paymentMethodCreation: 'manual', paymentMethodTypes: ['card'] };

const planName = (key: string) => PRICING_PLANS.find((p) => p.id === key)!.name;

/**
 * `/{lang}/company/{companyId}/subscription`: the company's plan (issue #14 item 7). The trial starts at the contract
 * signature (30 days, up to 100 leads); leads past it are held until a paid plan, paid by card through Stripe (Stripe's
 * Payment Element with real keys, a test card number with the local stand-in). A paid plan is cancelled at the end of
 * the period already paid.
 */
export function SubscriptionPage({ companyId }: { companyId: number }) {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Subscription`);
  const f = useFormat();
  const subscription = useSubscription(companyId);
  const stripeKey = useStripeKey();
  const sign = useSignContract(companyId);
  const { user } = useSession();
  const snackbar = useSnackbar();
  const [error, setError] = useState<string | null>(null);
  if (subscription.isPending || stripeKey.isPending) return <LoadingArea />;
  const failed = subscription.error ?? stripeKey.error;
  if (failed) return <Alert variant="error">{i18n._(problemMessage(failed))}</Alert>;
  const s = subscription.data!;
  const date = (iso: string) => f.longDate(iso);
  const run = async (action: () => Promise<unknown>, done: string) => {
    setError(null);
    try {
      await action();
      snackbar.enqueue({ message: done, variant: 'success' });
    } catch (e) {
      setError(e instanceof CardProblem ? e.message : i18n._(problemMessage(e)));
    }
  };
  const paid = s.status === 'active' || s.status === 'past_due';
  const manages = !!user && PLAN_MANAGERS.has(user.UserTypeId);
  return (
    <Card className="dealer">
      <h1 className="page__title"><Trans>Subscription</Trans></h1>
      {error ? <Alert variant="error">{error}</Alert> : null}
      <dl className="dealer-subscription" data-status={s.status}>
        <dt><Trans>Status</Trans></dt>
        <dd data-testid="subscription-status">{i18n._(STATUS_LABELS[s.status])}</dd>
        {s.plan ? (<><dt><Trans>Plan</Trans></dt><dd>{i18n._(planName(s.plan))}</dd></>) : null}
        {s.signedAt ? (<><dt><Trans>Contract signed</Trans></dt><dd>{date(s.signedAt)}</dd></>) : null}
        {s.status === 'trial_ended' && s.trialEndsAt ? (
          <><dt><Trans>Trial ended on</Trans></dt><dd>{date(s.trialEndsAt)}</dd></>
        ) : null}
        {s.status === 'trial' && s.trialEndsAt ? (
          <>
            <dt><Trans>Trial ends</Trans></dt><dd>{date(s.trialEndsAt)}</dd>
            <dt><Trans>Trial leads</Trans></dt><dd><Trans>{s.trialLeadsUsed} of {s.trialLeadLimit}</Trans></dd>
          </>
        ) : null}
        {paid && s.cancelsAt ? (
          <><dt><Trans>Cancels on</Trans></dt><dd data-testid="subscription-cancels-on">{date(s.cancelsAt)}</dd></>
        ) : paid && s.currentPeriodEnd ? (
          <><dt><Trans>Paid until</Trans></dt><dd>{date(s.currentPeriodEnd)}</dd></>
        ) : null}
      </dl>
      {s.heldLeads > 0 ? (
        <Alert variant="warning"><Trans>{s.heldLeads} leads are held until you choose a paid plan.</Trans></Alert>
      ) : null}
      {s.pendingPlan ? <Alert variant="info"><Trans>Waiting for the payment confirmation…</Trans></Alert> : null}
      {paid && s.cancelsAt ? (
        <Alert variant="info">
          <Trans>Your plan is cancelled: it stays active until {date(s.cancelsAt)}. After that date, leads over the trial are held again.</Trans>
        </Alert>
      ) : null}
      {s.status === 'unsigned' ? (manages ? (
        <div className="form-actions">
          <p><Trans>Sign the dealer contract to start your free 30-day trial.</Trans></p>
          <Button loading={sign.isPending} onClick={() => void run(() => sign.mutateAsync({ companyId }), t`The contract is signed: your trial starts now.`)}>
            <Trans>Sign the contract</Trans>
          </Button>
        </div>
      ) : null) : (
        <PlanChoice companyId={companyId} publishableKey={elementsKey(stripeKey.data!)} run={run} choosable={manages && !paid}
          current={paid || s.status === 'trial' ? s.plan : null} />
      )}
      {/* One live subscription per company (ADR 0032): another plan once this one ended. */}
      {paid && manages ? <p><Trans>To change plans, cancel this one: you can choose another plan once it has ended.</Trans></p> : null}
      {paid && !s.cancelsAt && !s.pendingPlan && manages ? (
        <CancelPlan subscription={s} companyId={companyId} date={date} onCancelled={(message) => snackbar.enqueue({ message, variant: 'success' })} />
      ) : null}
    </Card>
  );
}

type Run = (action: () => Promise<unknown>, done: string) => Promise<void>;

/**
 * The plans and, when one may be chosen (`choosable`), the card that pays it: with real Stripe keys, Stripe's Payment
 * Element (Stripe.js is loaded by this component only); with the local Stripe stand-in, a test card number.
 */
function PlanChoice({ companyId, publishableKey, run, choosable, current }: {
  companyId: number; publishableKey: string | null; run: Run; choosable: boolean; current: Subscription['plan'];
}) {
  const { t, i18n } = useLingui();
  const choose = useChoosePlan(companyId);
  const [card, setCard] = useState('');
  // Stripe.js only when a card may be entered.
  const { mount, handles, ready: elementReady, failed } = usePaymentElement(choosable ? publishableKey : null, SUBSCRIPTION_ELEMENTS, i18n.locale);

  /** The payment method of the card entered: Stripe's id (real keys) or the test card number (stand-in). */
  const paymentMethod = async (): Promise<string> => {
    if (!publishableKey) return card.trim();
    const h = handles.current;
    if (!h) throw new CardProblem(t`The payment form could not load. Check your connection and reload the page.`);
    const submitted = await h.elements.submit();
    if (submitted.error) throw new CardProblem(submitted.error.message ?? t`Check the card details.`);
    const created = await h.stripe.createPaymentMethod({ elements: h.elements });
    if (created.error || !created.paymentMethod) throw new CardProblem(created.error?.message ?? t`Your card was declined.`);
    return created.paymentMethod.id;
  };
  const ready = publishableKey ? elementReady : card.trim() !== '';

  return (
    <>
      {!choosable ? null : publishableKey ? (
        <div className="dealer-card" role="group" aria-label={t`Card`}>
          {failed ? <Alert variant="error"><Trans>The payment form could not load. Check your connection and reload the page.</Trans></Alert> : null}
          <div ref={mount} />
        </div>
      ) : (
        <TextField label={t`Card number`} value={card} inputMode="numeric" autoComplete="cc-number" onChange={(e) => setCard(e.target.value)} />
      )}
      <ul className="dealer-plans">
        {PRICING_PLANS.map((plan) => (
          <li key={plan.id} className="dealer-plans__plan" data-plan={plan.id} aria-current={plan.id === current ? 'true' : undefined}>
            <h2>{i18n._(plan.name)}</h2>
            {plan.id === current ? <p className="dealer-plans__current"><Trans>Your current plan</Trans></p> : null}
            <p><Trans>{formatMonthlyPrice(plan.monthlyPrice, i18n.locale)} per month</Trans></p>
            <ul>{plan.features.map((f) => <li key={f.id}>{i18n._(f)}</li>)}</ul>
            {choosable && plan.id !== 'trial' ? (
              <Button loading={choose.isPending} disabled={!ready}
                onClick={() => void run(async () => choose.mutateAsync({ companyId, plan: plan.id as 'dealer' | 'headquarter', paymentMethod: await paymentMethod() }), t`Your plan is being confirmed.`)}>
                <Trans>Choose {i18n._(plan.name)}</Trans>
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}

/** Cancels the paid plan after a confirmation: it stays active until the end of the period already paid. */
function CancelPlan({ subscription: s, companyId, date, onCancelled }: {
  subscription: Subscription; companyId: number; date: (iso: string) => string; onCancelled: (message: string) => void;
}) {
  const { t, i18n } = useLingui();
  const cancel = useCancelPlan(companyId);
  const [open, setOpen] = useState(false);
  const plan = i18n._(planName(s.plan!));
  const until = s.currentPeriodEnd ? date(s.currentPeriodEnd) : null;
  const confirm = async () => {
    const answer = await cancel.mutateAsync({ companyId }).catch(() => null);
    if (!answer) return;
    setOpen(false);
    onCancelled(t`Your plan is cancelled: it ends on ${date(answer.cancelsAt)}.`);
  };
  return (
    <div className="form-actions">
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) cancel.reset();
        }}
        size="small"
        trigger={<Button variant="outlined"><Trans>Cancel the plan</Trans></Button>}
        title={t`Cancel the ${plan} plan?`}
        description={until
          ? t`The plan stays active until ${until}, the end of the period already paid, and is not renewed. After that date, leads over the trial are held until you choose a plan again.`
          : t`The plan stays active until the end of the period already paid, and is not renewed. After that date, leads over the trial are held until you choose a plan again.`}
        actions={
          <>
            <Button variant="text" onClick={() => setOpen(false)}><Trans>Keep the plan</Trans></Button>
            <Button variant="danger" loading={cancel.isPending} onClick={() => void confirm()}><Trans>Confirm the cancellation</Trans></Button>
          </>
        }
      >
        {cancel.isError ? <Alert variant="error">{i18n._(problemMessage(cancel.error))}</Alert> : null}
      </Dialog>
    </div>
  );
}
