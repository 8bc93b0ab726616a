import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, renderPage, stubbedFetch } from '../../../../tests/render';
import { CreditDecisionExplanation, ReviewRequestDetails } from './decision-explanation';

const ID = '6f1c1f5e-1234-4000-8000-000000000001';
const decision = {
  outcome: 'refused', score: 560, band: 'fair', bureau: 'simulated', lenders: [], approvedAmount: null, indicativeRate: null, decidedAt: '2026-12-05T15:00:00.000Z',
  factors: [{ code: 'score_band', effect: 'negative', params: { band: 'fair' } }],
};
const request = {
  applicationId: ID, applicant: { userId: 'u-1', firstName: 'Élise', email: 'elise@example.ca', language: 'fr-ca' }, status: 'requested',
  requestedAt: '2026-12-06T14:05:00.000Z', cause: 'applicant', reason: 'Mon revenu a augmenté.', decision,
};
const details = {
  applicationId: ID, status: 'decided', startedAt: '2026-12-05T14:00:00.000Z', answers: {}, sinProvided: false, consent: true, pages: [], nextPage: null,
  decision, review: null, coApplicant: null, notice: { version: '2026-11', bureau: 'simulated', transfersOutsideQuebec: false, lenders: [] },
};

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('a person\'s review of a credit decision (Law 25)', () => {
  const fetchMock = stubbedFetch();
  const posts: unknown[] = [];
  beforeEach(() => {
    posts.length = 0;
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (init?.method === 'POST') posts.push(JSON.parse(String(init.body)));
      if (url.pathname === '/api/creditapp/admin/get-review-request') return json(200, request);
      if (url.pathname === '/api/creditapp/get-credit-application-details') return json(200, details);
      if (url.pathname === '/api/creditapp/request-credit-review') return json(200, { applicationId: ID });
      return json(404, { code: 'not_found' });
    });
  });

  it.each([
    ['en-ca', 'Read the request and the decision', 'Élise · elise@example.ca (Français)', /^December 6, 2026 at 9:05 a\.m\. · Asked by the applicant$/, 'Refused · score 560 · December 5, 2026'],
    ['fr-ca', 'Lire la demande et la décision', 'Élise · elise@example.ca (Français)', /^6 décembre 2026 à 09 h 05 · Demandée par le demandeur$/, 'Refusé · cote 560 · 5 décembre 2026'],
  ] as const)('the reviewer opens the request: who, when, why, the decision and its factors (%s)', async (lang, open, who, when, outcome) => {
    await renderPage(<ReviewRequestDetails applicationId={ID} />, { lang, parts: ['credit'] });
    // Nothing personal is fetched (nor logged as read) until the reviewer opens it.
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: open }));
    expect((await screen.findByTestId('review-applicant')).textContent).toBe(who);
    expect(screen.getByTestId('review-reason').textContent).toBe('Mon revenu a augmenté.');
    const rows = [...document.querySelectorAll('.credit-review-request dd')].map((dd) => plain(dd.textContent));
    expect(rows[1]).toMatch(when);
    expect(rows[3]).toBe(outcome);
    expect(document.querySelectorAll('.credit-factors li')).toHaveLength(1);
  });

  it.each([
    ['en-ca', 'What should the person reviewing know? (optional)', 'Request a review by a person'],
    ['fr-ca', /^Que doit savoir la personne qui révisera la décision\s\? \(facultatif\)$/, 'Demander une révision par une personne'],
  ] as const)('the applicant may say why they ask (%s)', async (lang, label, button) => {
    await renderPage(<CreditDecisionExplanation applicationId={ID} />, { lang, parts: ['credit'] });
    await userEvent.type(await screen.findByRole('textbox', { name: label }), '  My income went up in January. ');
    await userEvent.click(screen.getByRole('button', { name: button }));
    await waitFor(() => expect(posts).toEqual([{ applicationId: ID, reason: 'My income went up in January.' }]));
  });
});
