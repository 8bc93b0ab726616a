import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { formatLongDate } from '../../../lib/dates';

const OUTCOMES: Record<string, MessageDescriptor> = {
  congratulations: msg`Pre-qualified`, refused: msg`Refused`, not_eligible: msg`Not eligible`,
  in_review: msg`The credit bureau did not answer: a person is reviewing your application and will email you the decision`,
};
const BANDS: Record<string, MessageDescriptor> = { poor: msg`Poor`, fair: msg`Fair`, good: msg`Good`, very_good: msg`Very good`, excellent: msg`Excellent` };

/** A credit decision as a purchase shows it: outcome, score band, with a co-applicant or not, date (never a personal value). */
export function CreditDecisionText({ decision }: { decision: { outcome: string; band: string | null; decidedAt: string; coApplicant?: boolean } }) {
  const { i18n } = useLingui();
  const parts = [
    i18n._(OUTCOMES[decision.outcome]), decision.band ? i18n._(BANDS[decision.band]) : null, decision.coApplicant ? i18n._(msg`with a co-applicant`) : null,
    formatLongDate(decision.decidedAt.slice(0, 10), i18n.locale),
  ];
  return <>{parts.filter(Boolean).join(' · ')}</>;
}
