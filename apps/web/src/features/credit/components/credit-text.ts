import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { DecisionFactorView } from '@marketplace/contracts/credit/application.schemas';
import { formatMoney, formatNumber } from '@marketplace/domain/shared';

export const OUTCOME_TITLES: Record<string, MessageDescriptor> = {
  congratulations: msg`Congratulations, you are pre-qualified`,
  refused: msg`We can't pre-qualify you for now`,
  not_eligible: msg`You are not eligible for now`,
};
export const OUTCOME_SHORT: Record<string, MessageDescriptor> = {
  congratulations: msg`Pre-qualified`,
  refused: msg`Refused`,
  not_eligible: msg`Not eligible`,
};
export const BAND_LABELS: Record<string, MessageDescriptor> = {
  poor: msg`Poor`, fair: msg`Fair`, good: msg`Good`, very_good: msg`Very good`, excellent: msg`Excellent`,
};
const BUREAU_FACTORS: Record<string, [positive: MessageDescriptor, negative: MessageDescriptor]> = {
  payment_history: [msg`The bureau reports payments made on time.`, msg`The bureau reports late or missed payments.`],
  utilization: [msg`You use little of your available credit.`, msg`You use much of your available credit.`],
  history_length: [msg`Your credit history is long enough.`, msg`Your credit history is short.`],
  recent_inquiries: [msg`Few recent credit inquiries.`, msg`Several recent credit inquiries.`],
  credit_mix: [msg`A healthy mix of credit types.`, msg`Little variety in your credit types.`],
};

/** One factor of the decision in plain words (Law 25, s.12.1), in the page's language. */
export function factorSentence(i18n: I18n, f: DecisionFactorView, lang: string): string {
  const p = f.params;
  const money = (cents: unknown) => formatMoney(Number(cents), lang, { cents: false });
  const number = (value: unknown) => formatNumber(Number(value), lang);
  switch (f.code) {
    case 'income':
      return i18n._(msg`Your gross monthly income is ${money(p.monthly)}.`);
    case 'income_minimum':
      return i18n._(msg`Lenders ask for at least ${money(p.minimum)} of monthly income.`);
    case 'no_credit_file':
      return i18n._(msg`The credit bureau has no file for you.`);
    case 'score_band':
      return i18n._(msg`Your credit score is ${p.score} (${i18n._(BAND_LABELS[String(p.band)] ?? BAND_LABELS.fair)}).`);
    case 'gds':
      return i18n._(msg`Your housing costs would be ${number(p.ratio)}% of your income; lenders accept up to ${number(p.limit)}%.`);
    case 'tds':
      return i18n._(msg`Your monthly debt payments would be ${number(p.ratio)}% of your income; lenders accept up to ${number(p.limit)}%.`);
    case 'employment_time':
      return i18n._(msg`You have held your job for ${p.months} months; lenders look for at least ${p.minimum}.`);
    case 'household_income':
      return i18n._(msg`With your co-applicant, your household's gross monthly income is ${money(p.monthly)}.`);
    case 'co_applicant_credit':
      return f.effect === 'negative'
        ? i18n._(msg`Your co-applicant's credit file does not strengthen the application.`)
        : i18n._(msg`Your co-applicant's credit file strengthens the application.`);
    case 'co_applicant_employment_time':
      return i18n._(msg`Your co-applicant has held their job for ${p.months} months; lenders look for at least ${p.minimum}.`);
    default: {
      const bureau = BUREAU_FACTORS[f.code.replace(/^bureau\./, '')];
      return bureau ? i18n._(bureau[f.effect === 'negative' ? 1 : 0]) : f.code;
    }
  }
}
