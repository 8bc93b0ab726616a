import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Dialog } from '@marketplace/ui';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useLang } from '../../../lib/use-lang';
import { formatMonthlyPrice, PRICING_PLANS } from '../../../lib/pricing-plans';

/**
 * Spec §1 dealer sign-up dialog: the three plans, then account creation. Opened by `DealerSignup`
 * (dealer-signup.tsx), which fetches this module, and the dialog library with it, on the first click.
 */
export function DealerSignupDialog({ open, onOpenChange, trigger }: { open: boolean; onOpenChange: (open: boolean) => void; trigger: ReactNode }) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const setOpen = onOpenChange;

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      size="large"
      trigger={trigger}
      title={t`Dealer sign-up`}
      description={t`Choose the plan that fits your dealership. Prices are in Canadian dollars, before taxes.`}
      actions={
        <>
          <Button variant="text" onClick={() => setOpen(false)}>
            <Trans>Not now</Trans>
          </Button>
          <Button asChild>
            <Link to="/$lang/signup" params={{ lang }} onClick={() => setOpen(false)}>
              <Trans>Create my account</Trans>
            </Link>
          </Button>
        </>
      }
    >
      <ul className="plans">
        {PRICING_PLANS.map((plan) => {
          const price = formatMonthlyPrice(plan.monthlyPrice, lang);
          return (
            <li key={plan.id} className="plans__plan" aria-labelledby={`plan-${plan.id}`}>
              <h3 id={`plan-${plan.id}`} className="plans__name">
                {i18n._(plan.name)}
              </h3>
              <p className="plans__price">
                <Trans>
                  <span className="plans__amount">{price}</span> per month
                </Trans>
              </p>
              <ul className="plans__features">
                {plan.features.map((feature) => (
                  <li key={feature.id}>{i18n._(feature)}</li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
