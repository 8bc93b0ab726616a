import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../../tests/fixtures';
import { json, renderPage, stubbedFetch } from '../../../../tests/render';
import { LeadManagementPage } from './lead-management-page';
import { leadCard } from './lead-card.fixture';

describe('lead details: where the lead was emailed', () => {
  const fetchMock = stubbedFetch();
  const lead = {
    leadId: 'lead-1', type: 'buy_online', status: 'new', companyId: 1, customerUserId: 'u1', vehicleId: 'v1', year: 2021, make: 'Honda',
    model: 'Civic', createdAt: '2026-02-03T10:00:00.000Z', updatedAt: '2026-02-03T10:00:00.000Z',
    stage: 'new', assigneeUserId: null, firstContactAt: null, responseSeconds: null,
  };

  it('shows a Sent or Failed badge per address, in French, with the failure', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith('/api/company/get-lead-card')) return json(200, leadCard());
      if (url.startsWith('/api/company/get-lead-deliveries')) {
        return json(200, { leadId: 'lead-1', items: [
          { address: 'crm@dealer.ca', status: 'failed', attempts: 2, lastError: '550 mailbox unavailable', updatedAt: lead.createdAt },
          { address: 'leads@dealer.ca', status: 'sent', attempts: 1, lastError: null, updatedAt: lead.createdAt },
        ] });
      }
      return json(200, { items: [lead], total: 1, startDate: '2026-01-05', endDate: '2026-02-03' });
    });
    await renderPage(<LeadManagementPage companyId={1} />, { lang: 'fr-ca', page: 'company/1/lead-management', user: makeUser(), parts: ['dealer'] });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Détails' }));
    const list = await screen.findByRole('list', { name: 'Courriels des prospects' });
    const [failed, sent] = within(list).getAllByRole('listitem');
    expect(failed.textContent).toMatch(/crm@dealer\.ca Échec 2 tentatives, nouvel essai automatique : 550 mailbox unavailable/);
    expect(sent.textContent).toBe('leads@dealer.ca Envoyé');
  });
});
