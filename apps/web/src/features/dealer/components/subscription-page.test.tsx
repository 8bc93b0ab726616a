import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../../tests/fixtures';
import { json, renderPage } from '../../../../tests/render';
import { SubscriptionPage } from './subscription-page';

describe('the subscription page', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });
  const plans = [{ key: 'trial', monthlyPrice: 0 }, { key: 'dealer', monthlyPrice: 250 }, { key: 'headquarter', monthlyPrice: 500 }];

  it('shows the trial, its leads counted and the leads held, in French', async () => {
    fetchMock.mockImplementation(async () => json(200, {
      companyId: 1, status: 'trial', plan: 'trial', pendingPlan: null, signedAt: '2026-01-01T15:00:00.000Z', trialEndsAt: '2026-01-31T15:00:00.000Z',
      trialLeadLimit: 100, trialLeadsUsed: 100, heldLeads: 3, plans,
    }));
    await renderPage(<SubscriptionPage companyId={1} />, { lang: 'fr-ca', page: 'company/1/subscription', user: makeUser(), parts: ['dealer'] });
    expect(await screen.findByRole('heading', { name: 'Abonnement' })).toBeTruthy();
    expect(screen.getByTestId('subscription-status').textContent).toBe('Essai');
    expect(screen.getByText('100 sur 100')).toBeTruthy();
    expect(screen.getByText('3 prospects sont retenus jusqu’à ce que vous choisissiez un forfait payant.')).toBeTruthy();
    expect(screen.getByText('31 janvier 2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choisir Concessionnaire' })).toBeTruthy();
  });

  it('offers the contract signature before any plan', async () => {
    fetchMock.mockImplementation(async () => json(200, {
      companyId: 1, status: 'unsigned', plan: null, pendingPlan: null, signedAt: null, trialEndsAt: null, trialLeadLimit: 100, trialLeadsUsed: 0, heldLeads: 0, plans,
    }));
    await renderPage(<SubscriptionPage companyId={1} />, { lang: 'en-ca', page: 'company/1/subscription', user: makeUser(), parts: ['dealer'] });
    expect(await screen.findByRole('button', { name: 'Sign the contract' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Choose Dealer' })).toBeNull();
  });
});
