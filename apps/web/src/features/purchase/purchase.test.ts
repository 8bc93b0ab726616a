import { PurchaseErrors } from '@marketplace/domain/purchase';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/http';
import { activateLocale, i18n, loadCatalogPart } from '../../lib/i18n';
import { mappedCodes, messageForCode } from '../../lib/problem-messages';
import { clock, dollarsToCents, money } from './format';
import { lockProblemText } from './problem-messages';

describe('purchase problem messages', () => {
  it('map every error code of the purchase context', () => {
    const factories = Object.entries(PurchaseErrors).filter(([name]) => name !== 'invalidField');
    const codes = factories.map(([name, make]) => (make as (...args: unknown[]) => { code: string })(...(name === 'stepsIncomplete' || name === 'tradeInPhotosMissing' ? [[]] : ['x', 'field'])).code);
    // invalidField's codes, as the deciders use them.
    codes.push(...['invalid_amount', 'invalid_term', 'invalid_rate', 'invalid_frequency', 'invalid_date'].map((c) => PurchaseErrors.invalidField(c, 'f', 'm').code));
    expect(codes.filter((code) => !mappedCodes().has(code))).toEqual([]);
  });

  it('say "Oops, this vehicle is not available for now" for a lost vehicle, in both languages', async () => {
    await activateLocale('fr-ca');
    await loadCatalogPart('purchase', 'fr-ca');
    expect(i18n._(messageForCode('purchase.vehicle_locked'))).toBe('Oups, ce véhicule n’est pas disponible pour le moment');
    expect(i18n._(messageForCode('purchase.delivery_route_unavailable'))).toContain('350 km');
    expect(i18n._(messageForCode('purchase.trade_in_used'))).toContain('déjà porté au crédit d’un autre achat');
    await activateLocale('en-ca');
    await loadCatalogPart('purchase', 'en-ca');
    expect(i18n._(messageForCode('purchase.lock_lost'))).toBe('Oops, this vehicle is not available for now');
    expect(i18n._(messageForCode('purchase.trade_in_used'))).toContain('already credited on another purchase');
  });
});

describe('the payment service down (issue #47)', () => {
  it('says at the deposit step that the payment service cannot be reached and nothing was charged twice, in both languages', async () => {
    await activateLocale('fr-ca');
    await loadCatalogPart('purchase', 'fr-ca');
    expect(i18n._(messageForCode('purchase.payments_unavailable'))).toBe('Nous ne pouvons pas joindre le service de paiement pour le moment. Rien n’a été débité en double : réessayez dans un instant.');
    await activateLocale('en-ca');
    await loadCatalogPart('purchase', 'en-ca');
    expect(i18n._(messageForCode('purchase.payments_unavailable'))).toBe('We cannot reach the payment service right now. Nothing was charged twice: try again in a moment.');
  });

  it('says a deposit payment cancelled at Stripe must be made again, in both languages (ADR 0088)', async () => {
    await activateLocale('fr-ca');
    await loadCatalogPart('purchase', 'fr-ca');
    expect(i18n._(messageForCode('purchase.deposit_payment_cancelled'))).toBe('Ce paiement a été annulé. Rechargez la page et payez le dépôt de nouveau.');
    await activateLocale('en-ca');
    await loadCatalogPart('purchase', 'en-ca');
    expect(i18n._(messageForCode('purchase.deposit_payment_cancelled'))).toBe('This payment was cancelled. Reload the page and pay the deposit again.');
  });
});

describe('purchase lock limits', () => {
  const problem = (code: string, extra: Record<string, unknown> = {}) => new ApiError({ type: `/problems/${code}`, title: 'x', status: 409, code, ...extra });

  it('say from when a vehicle held too often today can be held again, in both languages', async () => {
    const inAnHour = problem('purchase.relock_limit', { retryAfterSeconds: 3600 });
    await activateLocale('fr-ca');
    await loadCatalogPart('purchase', 'fr-ca');
    expect(lockProblemText(inAnHour, i18n)).toMatch(/^Vous pourrez retenir ce véhicule de nouveau à partir du .*\d : vous l’avez retenu autant de fois que permis aujourd’hui\.$/);
    await activateLocale('en-ca');
    await loadCatalogPart('purchase', 'en-ca');
    expect(lockProblemText(inAnHour, i18n)).toMatch(/^You can hold this vehicle again from .*\.m\.: you have held it as many times as allowed today\.$/);
    expect(lockProblemText(problem('purchase.relock_limit'), i18n)).toBe('You have held this vehicle as many times as allowed today. Try again later.');
    expect(lockProblemText(problem('purchase.prices_changed'), i18n)).toContain('Reload the review');
  });

  it('say that a buyer holding as many vehicles as allowed may release one, or wait until when to hold this one, in both languages', async () => {
    const inHalfAnHour = problem('purchase.live_lock_limit', { retryAfterSeconds: 1800 });
    await activateLocale('fr-ca');
    await loadCatalogPart('purchase', 'fr-ca');
    expect(lockProblemText(inHalfAnHour, i18n)).toMatch(/^Vous retenez déjà autant de véhicules que permis à la fois : libérez-en un, ou attendez jusqu’au .*\d pour retenir ce véhicule\.$/);
    await activateLocale('en-ca');
    await loadCatalogPart('purchase', 'en-ca');
    expect(lockProblemText(inHalfAnHour, i18n)).toMatch(/^You already hold as many vehicles as allowed at once: release one of them, or wait until .*\d [ap]\.m\. to hold this vehicle\.$/);
    expect(lockProblemText(problem('purchase.live_lock_limit'), i18n)).toBe('You already hold as many vehicles as allowed at once. Release one of them, then try again.');
  });
});

describe('purchase formatting', () => {
  it('reads dollars typed in a field as cents and shows cents as money', () => {
    expect(dollarsToCents('')).toBe(0);
    expect(dollarsToCents('1 500,50')).toBe(150_050);
    expect(dollarsToCents('$2,000.25')).toBe(200_025);
    expect(Number.isNaN(dollarsToCents('abc'))).toBe(true);
    expect(money(25_000, 'en-CA')).toBe('$250.00');
    expect(money(25_000, 'fr-CA').replace(/\s/g, ' ')).toBe('250,00 $');
  });

  it('counts down as m:ss', () => {
    expect(clock(1799.4)).toBe('29:59');
    expect(clock(-3)).toBe('0:00');
  });
});
