import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../../tests/fixtures';
import { json, renderPage, stubbedFetch } from '../../../../tests/render';
import { SubscriptionPage } from './subscription-page';

const plans = [{ key: 'trial', monthlyPrice: 0 }, { key: 'dealer', monthlyPrice: 250 }, { key: 'headquarter', monthlyPrice: 500 }];
const base = {
  companyId: 1, plan: 'trial', pendingPlan: null, signedAt: '2026-01-01T15:00:00.000Z', trialEndsAt: '2026-01-31T15:00:00.000Z',
  trialLeadLimit: 100, trialLeadsUsed: 0, heldLeads: 0, currentPeriodEnd: null, cancelsAt: null, plans,
};
const TEST_MODE = { publishableKey: null, mode: 'test' };
const dealer = makeUser({ UserTypeId: 9, Company_ID: 1 });

describe('the subscription page', () => {
  const fetchMock = stubbedFetch();
  /** Answers the page's reads: the subscription (as `subscription()` says now), the Stripe key, and the posts given. */
  function serve(subscription: () => unknown, o: { key?: unknown; posts?: Record<string, (body: any) => Response> } = {}) {
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.startsWith('/api/finances/get-stripe-key')) return json(200, o.key ?? TEST_MODE);
      if (url.startsWith('/api/company/get-subscription')) return json(200, subscription());
      const post = Object.entries(o.posts ?? {}).find(([path]) => url.startsWith(path));
      if (post) return post[1](JSON.parse(String(init?.body)));
      return json(404, { type: 'about:blank', title: 'Not found', status: 404, code: 'http.404' });
    });
  }

  it('shows the trial, its leads counted and the leads held, in French', async () => {
    serve(() => ({ ...base, status: 'trial', trialLeadsUsed: 100, heldLeads: 3 }));
    await renderPage(<SubscriptionPage companyId={1} />, { lang: 'fr-ca', page: 'company/1/subscription', user: dealer, parts: ['dealer'] });
    expect(await screen.findByRole('heading', { name: 'Abonnement' })).toBeTruthy();
    expect(screen.getByTestId('subscription-status').textContent).toBe('Essai');
    expect(screen.getByText('100 sur 100')).toBeTruthy();
    expect(screen.getByText('3 prospects sont retenus jusqu’à ce que vous choisissiez un forfait payant.')).toBeTruthy();
    expect(screen.getByText('31 janvier 2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choisir Concessionnaire' })).toBeTruthy();
    // No paid plan: nothing to cancel.
    expect(screen.queryByRole('button', { name: 'Annuler le forfait' })).toBeNull();
  });

  it.each([
    ['en-ca', 'trial', 'Your current plan'],
    ['fr-ca', 'dealer', 'Votre forfait actuel'],
  ] as const)('marks the plan the company is on (%s, %s), and no plan once it ended', async (lang, plan, mark) => {
    let current: Record<string, unknown> = { ...base, status: plan === 'trial' ? 'trial' : 'active', plan };
    serve(() => current);
    const { unmount } = await renderPage(<SubscriptionPage companyId={1} />, { lang, page: 'company/1/subscription', user: dealer, parts: ['dealer'] });
    const marked = await screen.findByText(mark);
    expect(marked.closest('li')?.getAttribute('data-plan')).toBe(plan);
    expect(marked.closest('li')?.getAttribute('aria-current')).toBe('true');
    expect(document.querySelectorAll('[aria-current="true"][data-plan]')).toHaveLength(1);
    unmount();
    current = { ...base, status: 'canceled', plan };
    await renderPage(<SubscriptionPage companyId={1} />, { lang, page: 'company/1/subscription', user: dealer, parts: ['dealer'] });
    await screen.findByTestId('subscription-status');
    expect(screen.queryByText(mark)).toBeNull();
  });

  it('offers the contract signature before any plan', async () => {
    serve(() => ({ ...base, status: 'unsigned', plan: null, signedAt: null, trialEndsAt: null }));
    await renderPage(<SubscriptionPage companyId={1} />, { lang: 'en-ca', page: 'company/1/subscription', user: dealer, parts: ['dealer'] });
    expect(await screen.findByRole('button', { name: 'Sign the contract' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Choose Dealer' })).toBeNull();
  });

  it.each([
    ['en-ca', 'Cancel the plan', 'Cancel the Dealer plan?', 'Keep the plan', 'Confirm the cancellation', 'February 5, 2026', 'Cancels on'],
    ['fr-ca', 'Annuler le forfait', 'Annuler le forfait Concessionnaire?', 'Garder le forfait', 'Confirmer l’annulation', '5 février 2026', 'Prend fin le'],
  ] as const)('cancels the paid plan after a confirmation, then shows when it ends (%s)', async (lang, button, title, keep, confirm, ends, cancelsOn) => {
    const active = { ...base, status: 'active', plan: 'dealer', currentPeriodEnd: '2026-02-05T15:00:00.000Z' };
    let current: Record<string, unknown> = active;
    const posted: unknown[] = [];
    serve(() => current, {
      posts: {
        '/api/company/cancel-plan': (body) => {
          posted.push(body);
          current = { ...active, cancelsAt: active.currentPeriodEnd };
          return json(200, { Status: 1, companyId: 1, cancelsAt: active.currentPeriodEnd });
        },
      },
    });
    await renderPage(<SubscriptionPage companyId={1} />, { lang, page: 'company/1/subscription', user: dealer, parts: ['dealer'] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: button }));
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(within(dialog).getByText(new RegExp(ends))).toBeTruthy();
    // Kept: nothing sent.
    await user.click(within(dialog).getByRole('button', { name: keep }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posted).toEqual([]);

    await user.click(screen.getByRole('button', { name: button }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: confirm }));
    expect(posted).toEqual([{ companyId: 1 }]);
    expect((await screen.findByTestId('subscription-cancels-on')).textContent).toBe(ends);
    expect(screen.getByText(cancelsOn)).toBeTruthy();
    expect(screen.queryByRole('button', { name: button })).toBeNull();
  });

  it('shows a refused cancellation in the dialog, in the page\'s language', async () => {
    serve(() => ({ ...base, status: 'past_due', plan: 'dealer', currentPeriodEnd: '2026-02-05T15:00:00.000Z' }), {
      posts: {
        '/api/company/cancel-plan': () => json(409, {
          type: 'about:blank', title: 'Conflict', status: 409, code: 'dealer.plan_cancellation_already_requested', field: 'companyId',
        }),
      },
    });
    await renderPage(<SubscriptionPage companyId={1} />, { lang: 'fr-ca', page: 'company/1/subscription', user: makeUser({ UserTypeId: 7 }), parts: ['dealer'] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Annuler le forfait' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmer l’annulation' }));
    expect(await within(screen.getByRole('dialog')).findByText('Le forfait est déjà annulé : il prend fin à la fin de la période déjà payée.')).toBeTruthy();
  });

  it('offers the team (18) no signature, plan choice nor cancellation: only the dealer and administrators commit the company', async () => {
    serve(() => ({ ...base, status: 'active', plan: 'dealer', currentPeriodEnd: '2026-02-05T15:00:00.000Z' }));
    const team = makeUser({ UserTypeId: 18 });
    const { unmount } = await renderPage(<SubscriptionPage companyId={1} />, { lang: 'en-ca', page: 'company/1/subscription', user: team, parts: ['dealer'] });
    expect(await screen.findByText('Paid until')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel the plan' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Choose Headquarter' })).toBeNull();
    unmount();
    serve(() => ({ ...base, status: 'unsigned', plan: null, signedAt: null, trialEndsAt: null }));
    await renderPage(<SubscriptionPage companyId={1} />, { lang: 'en-ca', page: 'company/1/subscription', user: team, parts: ['dealer'] });
    expect(await screen.findByText('Contract not signed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign the contract' })).toBeNull();
  });

  it.each([
    ['en-ca', 'To change plans, cancel this one: you can choose another plan once it has ended.', 'Choose Headquarter'],
    ['fr-ca', 'Pour changer de forfait, annulez celui-ci : vous pourrez en choisir un autre une fois qu’il aura pris fin.', 'Choisir Siège social'],
  ] as const)('offers no other plan beside a paid one: cancel first (%s)', async (lang, note, chooseOther) => {
    serve(() => ({ ...base, status: 'active', plan: 'dealer', currentPeriodEnd: '2026-02-05T15:00:00.000Z' }));
    await renderPage(<SubscriptionPage companyId={1} />, { lang, page: 'company/1/subscription', user: dealer, parts: ['dealer'] });
    expect(await screen.findByText(note)).toBeTruthy();
    expect(screen.queryByRole('button', { name: chooseOther })).toBeNull();
  });
  it.each([
    ['en-ca', 'Card number', 'Choose Headquarter', 'Your paid plan has not ended. Cancel it first: you can choose another plan once it has ended.', 'Cancel the plan'],
    ['fr-ca', 'Numéro de carte', 'Choisir Siège social', 'Votre forfait payant n’a pas pris fin. Annulez-le d’abord : vous pourrez choisir un autre forfait une fois qu’il aura pris fin.', 'Annuler le forfait'],
  ] as const)('after a plan refused because another tab chose one, shows the message beside the plan as it is now (%s)', async (lang, cardLabel, choose, message, cancel) => {
    // The page was opened on the trial; meanwhile another tab chose the Dealer plan, now paid.
    let current: Record<string, unknown> = { ...base, status: 'trial' };
    serve(() => current, {
      posts: {
        '/api/company/choose-plan': () => {
          current = { ...base, status: 'active', plan: 'dealer', currentPeriodEnd: '2026-02-05T15:00:00.000Z' };
          return json(409, { type: 'about:blank', title: 'Conflict', status: 409, code: 'dealer.paid_plan_not_ended', errors: [{ path: 'plan', code: 'dealer.paid_plan_not_ended', message: 'x' }] });
        },
      },
    });
    await renderPage(<SubscriptionPage companyId={1} />, { lang, page: 'company/1/subscription', user: dealer, parts: ['dealer'] });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(cardLabel), '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: choose }));
    expect(await screen.findByText(message)).toBeTruthy();
    // Refetched: the paid plan with its cancellation, no plan to choose, and the message still there.
    expect(await screen.findByRole('button', { name: cancel })).toBeTruthy();
    expect(screen.queryByRole('button', { name: choose })).toBeNull();
    expect(screen.getByText(message)).toBeTruthy();
  });
});

describe('the subscription page with real Stripe keys', () => {
  const fetchMock = stubbedFetch();
  afterEach(() => {
    delete window.Stripe;
  });

  it('collects the card in Stripe\'s Payment Element (no card number field) and sends its payment method', async () => {
    const mounted: HTMLElement[] = [];
    const stripeCalls: unknown[] = [];
    const elements = {
      create: vi.fn(() => ({ mount: (el: HTMLElement) => mounted.push(el), destroy: () => undefined })),
      submit: vi.fn(async () => ({})),
    };
    window.Stripe = vi.fn((key: string, options?: { locale?: string }) => {
      stripeCalls.push({ key, options });
      return {
        elements: (o: Record<string, unknown>) => {
          stripeCalls.push(o);
          return elements;
        },
        confirmPayment: vi.fn(),
        createPaymentMethod: vi.fn(async () => ({ paymentMethod: { id: 'pm_from_elements' } })),
      };
    });
    const chosen: unknown[] = [];
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.startsWith('/api/finances/get-stripe-key')) return json(200, { publishableKey: 'pk_test_123', mode: 'stripe' });
      if (url.startsWith('/api/company/choose-plan')) {
        chosen.push(JSON.parse(String(init?.body)));
        return json(200, { Status: 1, companyId: 1, stripeSubscriptionId: 'sub_1' });
      }
      return json(200, { ...base, status: 'trial' });
    });
    await renderPage(<SubscriptionPage companyId={1} />, { lang: 'fr-ca', page: 'company/1/subscription', user: dealer, parts: ['dealer'] });
    const choose = await screen.findByRole('button', { name: 'Choisir Concessionnaire' });
    expect(screen.queryByLabelText('Numéro de carte')).toBeNull();
    await vi.waitFor(() => expect(mounted).toHaveLength(1));
    expect(stripeCalls).toEqual([
      { key: 'pk_test_123', options: { locale: 'fr-CA' } },
      { mode: 'setup', currency: 'cad', paymentMethodCreation: 'manual', paymentMethodTypes: ['card'] },
    ]);
    await vi.waitFor(() => expect((choose as HTMLButtonElement).disabled).toBe(false));
    await userEvent.setup().click(choose);
    await vi.waitFor(() => expect(chosen).toEqual([{ companyId: 1, plan: 'dealer', paymentMethod: 'pm_from_elements' }]));
    expect(elements.submit).toHaveBeenCalledTimes(1);
  });
});
