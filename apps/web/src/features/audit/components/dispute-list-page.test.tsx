import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, renderPage, stubbedFetch } from '../../../../tests/render';
import { DISPUTE_LIST_VIEWS as CONTRACT_VIEWS } from '@marketplace/contracts/audit/disputes.routes';
import { DISPUTE_LIST_VIEWS, disputeListViewOf } from '../dispute-list-views';
import { DisputeListPage } from './dispute-list-page';

const SUBJECT = 'purchase-6f1c2d3e-0000-4000-8000-000000000001';

describe('<DisputeListPage>', () => {
  const fetchMock = stubbedFetch();

  it('keeps only a known list from the URL (open otherwise)', () => {
    expect([disputeListViewOf('due-soon'), disputeListViewOf('nope'), disputeListViewOf(undefined)]).toEqual(['due-soon', 'open', 'open']);
    expect(DISPUTE_LIST_VIEWS).toEqual(CONTRACT_VIEWS);
  });

  it('lists the cases in French, the one due soon marked, each linked to its case; the disputes for review with their payment', async () => {
    fetchMock.mockImplementation(async () => json(200, {
      show: 'all',
      cases: [{
        subjectId: SUBJECT, transactionId: SUBJECT.slice('purchase-'.length), disputeId: 'du_1', reason: 'fraudulent', amount: 25_000, currency: 'cad', status: 'needs_response',
        evidenceDueBy: '2026-12-08T15:00:00.000Z', openedAt: '2026-12-01T15:00:00.000Z', submittedAt: null, outcome: null, dueSoon: true,
      }],
      forReview: [{
        disputeId: 'du_2', chargeId: 'ch_2', paymentIntentId: 'pi_2', reason: 'general', amount: 9_900, currency: 'cad', status: 'needs_response', evidenceDueBy: null,
        receivedAt: '2026-12-02T15:00:00.000Z', lastEventType: 'charge.dispute.created',
      }],
    }));
    const onShowChange = vi.fn();
    await renderPage(<DisputeListPage show="all" onShowChange={onShowChange} />, { lang: 'fr-ca', page: 'admin/disputes', parts: ['audit'] });
    const cases = await screen.findByRole('table', { name: 'Litiges des achats' });
    const [, row] = within(cases).getAllByRole('row');
    expect(row.textContent).toContain('Échéance proche');
    expect(row.textContent).toContain('250,00\u00a0$');
    expect(row.querySelector('[data-status="needs_response"]')?.textContent).not.toBe('needs_response');
    expect(within(row).getByRole('link', { name: `Ouvrir le dossier de ${SUBJECT}` }).getAttribute('href')).toBe(`/fr-ca/admin/disputes/${SUBJECT}`);
    const review = screen.getByRole('table', { name: 'Litiges à examiner' });
    expect(within(review).getByRole('link', { name: 'pi_2' }).getAttribute('href')).toBe('/fr-ca/admin/payments/pi_2');
    expect(String(fetchMock.mock.calls[0][0])).toContain('/api/audit/disputes?show=all');
    await userEvent.selectOptions(screen.getByLabelText('Afficher'), 'due-soon');
    expect(onShowChange).toHaveBeenCalledWith('due-soon');
  });
});
