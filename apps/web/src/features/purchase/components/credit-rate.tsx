import { Trans, useLingui } from '@lingui/react/macro';
import type { CreditTerms } from '@marketplace/contracts';
import { money, percent } from '../format';

/**
 * Step 3: the rate is not typed: it is the buyer's latest valid pre-qualification's, with its maximum (ADR 0057). Without
 * one that allows credit, the step says how to get a rate.
 */
export function CreditRate({ credit }: { credit: CreditTerms | null }) {
  const { i18n } = useLingui();
  if (!credit) return null;
  if (credit.status === 'eligible' || credit.status === 'over_maximum') {
    const rate = percent(credit.ratePercent ?? 0, i18n.locale);
    const max = credit.maxAmount !== null ? money(credit.maxAmount, i18n.locale) : null;
    return (
      <p className="purchase__hint" data-testid="credit-rate">
        {max ? <Trans>Your pre-qualified rate: {rate} a year, up to {max} financed.</Trans> : <Trans>Your pre-qualified rate: {rate} a year.</Trans>}
        {credit.status === 'over_maximum' ? <> <Trans>The amount to finance is above your maximum: add a down payment or pay cash.</Trans></> : null}
      </p>
    );
  }
  return (
    <p className="purchase__hint" data-testid="credit-rate">
      {credit.status === 'not_eligible'
        ? <Trans>Your latest pre-qualification does not allow credit: pay cash, apply with a co-applicant below, or ask a person to review it.</Trans>
        : credit.status === 'in_review'
          ? <Trans>A person is reviewing your credit application: your rate comes with the decision.</Trans>
          : <Trans>Your rate comes from your credit pre-qualification: fill in the credit application below.</Trans>}
    </p>
  );
}
