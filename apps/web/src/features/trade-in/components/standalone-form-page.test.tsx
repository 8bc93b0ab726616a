import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderPage } from '../../../../tests/render';
import { StandaloneFormPage } from './standalone-form-page';

const ID = '3f1c2b8e-6a4d-4c1e-9b7a-2d5e8f0a1b2c';
const customer = { UserName: 'c@x.ca', Email: 'c@x.ca', FirstName: 'C', User_Guid: 'u', UserTypeId: 1, EmailVerified: true, Active: true } as never;
const details = (completed: boolean) => ({
  tradeInId: ID, version: 12, status: 'appraised', flow: 'standalone', step: 5, completed, confirmedAt: null,
  vehicle: { vin: '2HGFE2F50SH000001', year: 2025, makeId: 2, make: 'Honda', modelId: 201, model: 'Civic', trimId: 2011, trim: 'LX' },
  basic: null, equipmentCodes: [], condition: null, photos: ['front', 'back', 'left', 'right', 'dashboard', 'interior'],
  offer: {
    value: 2_000_000, priceLow: 1_900_000, priceHigh: 2_100_000, baseDiscountedPrice: null, equipmentAdjustedPrice: null, reasons: [],
    appraisedAt: '2026-11-20T12:00:00.000Z', expiresAt: '2026-11-27T12:00:00.000Z', source: 'model',
  },
  lastValueChange: null, adviserReason: null, startedAt: '2026-11-20T11:00:00.000Z', updatedAt: '2026-11-20T12:00:00.000Z',
});
const problem = (status: number, code: string, path: string) =>
  json(status, { type: `/problems/${code}`, title: 'x', status, code, errors: [{ path, code, message: 'x' }] });

describe('standalone trade-in form', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const posts: { path: string; body: unknown }[] = [];
  let completed = false;
  beforeEach(() => {
    completed = false;
    posts.length = 0;
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const body = init?.body ? JSON.parse(String(init.body)) : null;
      if (init?.method === 'POST') posts.push({ path: url.pathname, body });
      switch (url.pathname) {
        case '/api/tradein/get-trade-in-details': return json(200, details(completed));
        case '/api/user/SendSmsCodeTradeIn': return json(200, { tradeInId: ID, version: 13, status: 'appraised' });
        case '/api/tradein/finalize-stand-alone-tradein':
          if (body.code !== '123456') return problem(400, 'trade_in.code_invalid', 'code');
          completed = true;
          return json(200, { tradeInId: ID, version: 15, status: 'appraised' });
        case '/api/tradein/send-email-pdf': return json(200, { sent: true });
        default: return json(404, { code: 'not_found' });
      }
    });
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('verifies the phone with the texted code, completes and emails the PDF (fr-ca)', async () => {
    await renderPage(<StandaloneFormPage tradeInId={ID} />, { lang: 'fr-ca', user: customer, parts: ['trade-in'] });
    expect(await screen.findByRole('heading', { name: "Formulaire d'échange" })).toBeTruthy();
    expect(screen.getByTestId('standalone-vehicle').textContent).toContain('NIV 2HGFE2F50SH000001');
    await userEvent.type(screen.getByLabelText('Téléphone cellulaire'), '12');
    await userEvent.click(screen.getByRole('button', { name: "M'envoyer un code par texto" }));
    expect(await screen.findByText('Entrez un numéro de téléphone à 10 chiffres')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Téléphone cellulaire'));
    await userEvent.type(screen.getByLabelText('Téléphone cellulaire'), '514 555-0123');
    await userEvent.click(screen.getByRole('button', { name: "M'envoyer un code par texto" }));
    expect(await screen.findByText('Nous vous avons envoyé un code à 6 chiffres par texto.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Code à 6 chiffres'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Terminer mon échange' }));
    expect(await screen.findByText('Code erroné. Vérifiez le texto.')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Code à 6 chiffres'));
    await userEvent.type(screen.getByLabelText('Code à 6 chiffres'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Terminer mon échange' }));
    expect(await screen.findByText('Votre échange est terminé')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: "M'envoyer l'évaluation par courriel (PDF)" }));
    expect(await screen.findByText("Nous vous avons envoyé l'évaluation par courriel (PDF).")).toBeTruthy();
    expect(posts.map((p) => p.path)).toEqual([
      '/api/user/SendSmsCodeTradeIn', '/api/tradein/finalize-stand-alone-tradein', '/api/tradein/finalize-stand-alone-tradein', '/api/tradein/send-email-pdf',
    ]);
    expect(posts[0].body).toEqual({ tradeInId: ID, Phone: '514 555-0123' });
  });

  it('renders its fields and photo slots in English (en-ca)', async () => {
    await renderPage(<StandaloneFormPage tradeInId={ID} />, { lang: 'en-ca', user: customer });
    expect(await screen.findByRole('heading', { name: 'Trade-in form' })).toBeTruthy();
    expect(screen.getByLabelText('Mobile phone')).toBeTruthy();
    expect(screen.getByLabelText('6-digit code')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Photos' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Text me a code' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Email me the appraisal (PDF)' })).toBeTruthy();
  });
});
