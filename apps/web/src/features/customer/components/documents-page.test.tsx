import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../../tests/fixtures';
import { json, renderPage } from '../../../../tests/render';
import { DocumentsPage } from './documents-page';

const TX = '11111111-1111-4111-8111-111111111111';
const TRADE_IN = '22222222-2222-4222-8222-222222222222';
const APPLICATION = '33333333-3333-4333-8333-333333333333';
const DOCUMENTS = {
  items: [
    { kind: 'prequalification', id: APPLICATION, vehicle: null, date: '2026-11-20T15:00:00.000Z', url: `/api/customers/documents/prequalification/${APPLICATION}` },
    { kind: 'trade_in_appraisal', id: TRADE_IN, vehicle: '2025 Honda Civic', date: '2026-11-19T15:00:00.000Z', url: `/api/customers/documents/trade_in_appraisal/${TRADE_IN}` },
    { kind: 'contract', id: TX, vehicle: '2024 Toyota RAV4', date: '2026-11-18T15:00:00.000Z', url: `/api/customers/documents/contract/${TX}` },
    { kind: 'deposit_receipt', id: TX, vehicle: '2024 Toyota RAV4', date: '2026-11-17T15:00:00.000Z', url: `/api/customers/documents/deposit_receipt/${TX}` },
  ],
  licences: [{ transactionId: TX, vehicle: '2024 Toyota RAV4', confirmed: true }],
};

describe('<DocumentsPage>', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('lists each document as a PDF link in the reader\'s language, and the licence as on file (no link)', async () => {
    fetchMock.mockResolvedValueOnce(json(200, DOCUMENTS));
    await renderPage(<DocumentsPage />, { page: 'customer/documents', lang: 'fr-ca', user: makeUser(), parts: ['account'] });
    const links = (await screen.findAllByRole('link')).map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Résultat de la préqualification de crédit', `/api/customers/documents/prequalification/${APPLICATION}?language=fr-ca`],
      ["Évaluation de l'échange : 2025 Honda Civic", `/api/customers/documents/trade_in_appraisal/${TRADE_IN}?language=fr-ca`],
      ["Contrat d'achat : 2024 Toyota RAV4", `/api/customers/documents/contract/${TX}?language=fr-ca`],
      ['Reçu de dépôt : 2024 Toyota RAV4', `/api/customers/documents/deposit_receipt/${TX}?language=fr-ca`],
    ]);
    expect(screen.getByText('Permis de conduire pour le 2024 Toyota RAV4 : au dossier')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/customers/get-customer-documents');
  });

  it('says when there is no document yet', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { items: [], licences: [] }));
    await renderPage(<DocumentsPage />, { page: 'customer/documents', user: makeUser(), parts: ['account'] });
    expect(await screen.findByText('No document yet. Your contract and the documents you sign will appear here after a purchase.')).toBeTruthy();
  });
});
