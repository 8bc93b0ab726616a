import { computeDeal, taxesFor, type DealInput } from '@marketplace/domain/pricing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../../tests/render';
import { DealFigures } from './deal-figures';

/** Intl's French spaces made visible as plain ones. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const shown = (testId: string) => plain(screen.getByTestId(testId).textContent);

const QC = taxesFor('QC', { on: '2026-12-06', price: 2_069_000 });
const base: DealInput = {
  province: 'QC', taxes: QC, productPrice: 2_069_000, protectionPlanPrice: 0, deliveryPrice: 0, vehicleCondition: 'used',
  tradeIn: null, deposit: 25_000, method: 'finance', downPayment: 0, termMonths: 60, ratePercent: 17.99, frequency: 12, lease: null,
};
const finance = computeDeal(base);
const lease = computeDeal({ ...base, method: 'lease', termMonths: 36, ratePercent: 4.5, lease: { residual: 1_034_500, residualPercent: 50, kilometresPerYear: 20_000, excessKmCharge: 12 } });

describe('the review\'s deal figures go through the locale formatter (ADR 0060)', () => {
  it('in French: "20 690,00 $", "17,99 %", "9,975 %", "20 000 km"', async () => {
    await renderPage(<DealFigures deal={finance} />, { lang: 'fr-ca', parts: ['purchase'] });
    expect(plain(screen.getByTestId('review-deal').textContent)).toContain('20 690,00 $');
    expect(plain(screen.getByTestId('review-deal').textContent)).toContain('TVQ (9,975 %)');
    expect(shown('review-rate')).toBe('17,99 %');
    expect(shown('review-apr')).toMatch(/^\d+,\d+ %$/);
    expect(shown('review-amount-financed')).toMatch(/^[\d ]+,\d\d \$$/);
  });

  it('in English: "$20,690.00", "17.99%", "9.975%", "20,000 km"', async () => {
    await renderPage(<DealFigures deal={finance} />, { lang: 'en-ca', parts: ['purchase'] });
    expect(screen.getByTestId('review-deal').textContent).toContain('$20,690.00');
    expect(screen.getByTestId('review-deal').textContent).toContain('QST (9.975%)');
    expect(shown('review-rate')).toBe('17.99%');
    expect(shown('review-apr')).toMatch(/^\d+\.\d+%$/);
  });

  it('states a lease\'s residual and allowance in each language', async () => {
    const { unmount } = await renderPage(<DealFigures deal={lease} />, { lang: 'fr-ca', parts: ['purchase'] });
    expect(shown('review-residual')).toBe('10 345,00 $ (50 %)');
    expect(plain(screen.getByTestId('review-lease-disclosure').textContent)).toContain('20 000 km');
    expect(shown('review-rate')).toBe('4,5 %');
    unmount();
    await renderPage(<DealFigures deal={lease} />, { lang: 'en-ca', parts: ['purchase'] });
    expect(shown('review-residual')).toBe('$10,345.00 (50%)');
    expect(screen.getByTestId('review-lease-disclosure').textContent).toContain('20,000 km');
    expect(shown('review-rate')).toBe('4.5%');
  });
});
