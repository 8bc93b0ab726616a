import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderPage } from '../../../../tests/render';
import { GetAnOfferPage } from './get-an-offer-page';

const ID = '3f1c2b8e-6a4d-4c1e-9b7a-2d5e8f0a1b2c';
const customer = { UserName: 'c@x.ca', Email: 'c@x.ca', FirstName: 'C', User_Guid: 'u', UserTypeId: 1, EmailVerified: true, Active: true } as never;

describe('get an offer (trade-in brand)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const posts: { path: string; body: unknown }[] = [];
  beforeEach(() => {
    posts.length = 0;
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (init?.method === 'POST') posts.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
      switch (url.pathname) {
        case '/api/tradein/years': return json(200, { items: [2025], valuedFrom: 2005 });
        case '/api/tradein/makes': return json(200, { items: [{ id: 2, name: 'Honda' }] });
        case '/api/tradein/models': return json(200, { items: [{ id: 201, name: 'Civic', makeId: 2 }] });
        case '/api/tradein/series': return json(200, { items: [] });
        case '/api/tradein/create-stand-alone-trade-in': return json(201, { tradeInId: ID, version: 1 });
        default: return json(404, { code: 'not_found' });
      }
    });
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('checks the VIN, then starts a standalone trade-in from the chosen vehicle and opens its form (fr-ca)', async () => {
    const { router } = await renderPage(<GetAnOfferPage />, { lang: 'fr-ca', user: customer, page: 'get-an-offer', parts: ['trade-in'] });
    expect(await screen.findByRole('heading', { name: 'Obtenir une offre' })).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: /^NIV/ }), '2HGFE2F50SH00000X');
    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByText('NIV invalide')).toBeTruthy();
    expect(posts).toEqual([]);

    await userEvent.clear(screen.getByRole('textbox', { name: /^NIV/ }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Année/ }), await screen.findByRole('option', { name: '2025' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Marque/ }), await screen.findByRole('option', { name: 'Honda' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Modèle/ }), await screen.findByRole('option', { name: 'Civic' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/fr-ca/trade-in-form/${ID}`));
    expect(posts).toEqual([{
      path: '/api/tradein/create-stand-alone-trade-in', body: { vehicle: { vin: null, year: 2025, makeId: 2, makeName: null, modelId: 201, modelName: null, trimId: null } },
    }]);
  });
});
