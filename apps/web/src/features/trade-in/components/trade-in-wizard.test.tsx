import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderPage, stubbedFetch } from '../../../../tests/render';
import { TradeInWizard } from './trade-in-wizard';

const ID = '3f1c2b8e-6a4d-4c1e-9b7a-2d5e8f0a1b2c';
const customer = { UserName: 'c@x.ca', Email: 'c@x.ca', FirstName: 'C', User_Guid: 'u', UserTypeId: 1, EmailVerified: true, Active: true } as never;
const created = {
  tradeInId: ID, version: 1, status: 'draft', flow: 'wizard', step: 2,
  vehicle: { vin: null, year: 2025, makeId: 2, make: 'Honda', modelId: 201, model: 'Civic', trimId: null, trim: null },
  basic: null, equipmentCodes: null, condition: null, photos: [], offer: null, adviserReason: null, lastValueChange: null,
  completed: false, confirmedAt: null, startedAt: '2026-03-01T10:00:00.000Z', updatedAt: '2026-03-01T10:00:00.000Z',
};

describe('<TradeInWizard>', () => {
  const fetchMock = stubbedFetch();

  it.each([
    ['en-ca', 'Your trade-in is still being saved.', 'Try again', /^Mileage \(km\)/],
    ['fr-ca', 'Votre échange est encore en cours d’enregistrement.', 'Réessayer', /^Kilométrage \(km\)/],
  ] as const)('%s: a trade-in created but not read back yet is awaited, never step 1 again under "step 2"', async (lang, saving, retry, mileage) => {
    let readable = false;
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      switch (url.pathname) {
        case '/api/tradein/get-current-trade-in': return json(200, { tradeIn: readable ? created : null });
        case '/api/tradein/years': return json(200, { items: [2025], valuedFrom: 2005 });
        case '/api/tradein/makes': return json(200, { items: [{ id: 2, name: 'Honda' }] });
        case '/api/tradein/models': return json(200, { items: [{ id: 201, name: 'Civic', makeId: 2 }] });
        case '/api/tradein/series': return json(200, { items: [] });
        case '/api/tradein/create-trade-in': return json(201, { tradeInId: ID, version: 1 });
        default: return json(200, { items: [], ResponseStatus: 0, Response: [] });
      }
    });
    await renderPage(<TradeInWizard prefill={{ year: '2025', makeId: '2', modelId: '201' }} />, { lang, page: 'trade-in', user: customer, parts: ['trade-in'] });
    await userEvent.click(await screen.findByRole('button', { name: lang === 'en-ca' ? 'Continue' : 'Continuer' }));
    expect(await screen.findByText(saving)).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: lang === 'en-ca' ? 'Year' : 'Année' })).toBeNull();
    readable = true;
    await userEvent.click(screen.getByRole('button', { name: retry }));
    expect(await screen.findByLabelText(mileage)).toBeTruthy();
    expect(screen.queryByText(saving)).toBeNull();
  });
});
