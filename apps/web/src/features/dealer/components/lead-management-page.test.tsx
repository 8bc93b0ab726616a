import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../../tests/fixtures';
import { json, renderPage, stubbedFetch } from '../../../../tests/render';
import { LeadManagementPage } from './lead-management-page';

describe('lead management: the name filter', () => {
  const fetchMock = stubbedFetch();

  it.each([
    ['en-ca', 'Customer name', 'Trade-in', 'February 3, 2026'],
    ['fr-ca', 'Nom du client', 'Échange', '3 février 2026'],
  ] as const)('asks for the leads of a customer by name (%s), and shows trade-in leads with their long date', async (lang, label, tradeIn, created) => {
    fetchMock.mockImplementation(async () => json(200, {
      items: [{
        leadId: 'ti-1', type: 'trade_in', status: 'contacted', companyId: null, customerUserId: 'u1', vehicleId: null, year: 2025, make: 'Honda',
        model: 'Civic', createdAt: '2026-02-04T03:00:00.000Z', updatedAt: '2026-02-04T03:00:00.000Z',
        stage: 'new', assigneeUserId: null, firstContactAt: null, responseSeconds: null,
      }],
      total: 1, startDate: '2026-01-05', endDate: '2026-02-03',
    }));
    await renderPage(<LeadManagementPage />, { lang, page: 'shopicarTeam/lead-management', user: makeUser({ UserTypeId: 18 }), parts: ['dealer'] });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: label }), '  Marie Tremblay ');
    await user.tab();
    await vi.waitFor(() => expect(fetchMock.mock.calls.map(([url]) => String(url)).some((u) => u.includes('name=Marie+Tremblay'))).toBe(true));
    expect((await screen.findAllByText(tradeIn)).length).toBeGreaterThan(0);
    // 03:00 UTC on the 4th is still the 3rd in Quebec and Ontario: the day is read there, not cut from the UTC instant.
    expect(screen.getByText(created).closest('tr')?.getAttribute('data-lead')).toBe('ti-1');
  });
});
