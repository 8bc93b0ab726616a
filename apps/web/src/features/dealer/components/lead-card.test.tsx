import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../../tests/fixtures';
import { json, renderPage, stubbedFetch } from '../../../../tests/render';
import { LeadCard } from './lead-card';
import { leadCard } from './lead-card.fixture';

describe('<LeadCard>', () => {
  const fetchMock = stubbedFetch();

  it.each([
    ['en-ca', 'Asks to be called back', 'all-in price $34,999', 'Very good', 'Waiting for a lead email address', 'Assigned to', 'Assign', 'Purchase started'],
    ['fr-ca', 'Demande qu’on le rappelle', 'prix tout compris 34 999 $', 'Très bon', 'En attente d’une adresse courriel', 'Attribué à', 'Attribuer', 'Achat commencé'],
  ] as const)('shows the buyer\'s contact details and assigns the lead at the version it showed (%s)', async (lang, kind, price, band, waiting, assignLabel, assign, started) => {
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith('/api/company/assign-lead')) return json(200, { Status: 1, leadId: 'lead-1', version: 1 });
      return json(200, leadCard());
    });
    await renderPage(<LeadCard leadId="lead-1" />, { lang, page: 'company/1/lead-management', user: makeUser({ UserTypeId: 9 }), parts: ['dealer'] });
    const card = await screen.findByText('elodie@example.ca');
    expect(card.getAttribute('href')).toBe('mailto:elodie@example.ca');
    expect(screen.getByText('514 555-0199').getAttribute('href')).toBe('tel:5145550199');
    expect(screen.getByText('Élodie Gagnon')).toBeTruthy();
    expect(screen.getByText(new RegExp(kind))).toBeTruthy();
    expect(screen.getByText('Appelez-moi après 17 h')).toBeTruthy();
    expect(screen.getByText(price, { exact: false })).toBeTruthy();
    expect(screen.getByText(band)).toBeTruthy();
    expect(screen.getByText(new RegExp(waiting))).toBeTruthy();
    expect(within(screen.getByRole('region', { name: /Timeline|Historique/ })).getByText(new RegExp(started))).toBeTruthy();

    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: assignLabel }), 'd2');
    await user.click(screen.getByRole('button', { name: assign }));
    await vi.waitFor(() => {
      const call = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/company/assign-lead'));
      expect(JSON.parse(String(call?.[1]?.body))).toEqual({ leadId: 'lead-1', expectedVersion: 0, userId: 'd2' });
    });
  });

  it('says a colleague acted first (409) in French and reads the card again', async () => {
    let cards = 0;
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith('/api/company/move-lead-stage')) {
        return json(409, { type: '/problems/dealer.lead_conflict', title: 'Conflict', status: 409, code: 'dealer.lead_conflict', detail: 'changed' });
      }
      cards++;
      return json(200, cards === 1 ? leadCard() : leadCard({ version: 2, stage: 'contacted', assignee: { userId: 'd2', name: 'Chloé Vendeur' } }));
    });
    await renderPage(<LeadCard leadId="lead-1" />, { lang: 'fr-ca', page: 'company/1/lead-management', user: makeUser({ UserTypeId: 9 }), parts: ['dealer'] });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Étape' }), 'appointment');
    await user.click(screen.getByRole('button', { name: 'Changer l’étape' }));
    expect(await screen.findByText(/Un collègue a modifié ce prospect entre-temps : voici son état le plus récent/)).toBeTruthy();
    await vi.waitFor(() => expect(cards).toBe(2));
  });

  it('shows an erased buyer as erased', async () => {
    fetchMock.mockImplementation(async () => json(200, leadCard({ customer: { status: 'erased' }, message: null })));
    await renderPage(<LeadCard leadId="lead-1" />, { lang: 'en-ca', page: 'company/1/lead-management', user: makeUser({ UserTypeId: 9 }), parts: ['dealer'] });
    expect(await screen.findByText('This customer erased their account: their contact details are gone.')).toBeTruthy();
  });

  it.each([
    ['en-ca', 'Update emailed to the company — the trade-in, the financing'],
    ['fr-ca', 'Mise à jour envoyée par courriel à l’entreprise — le véhicule à échanger, le financement'],
  ] as const)('names on the timeline what an update email carried (%s)', async (lang, line) => {
    fetchMock.mockImplementation(async () => json(200, leadCard({
      timeline: [
        { at: '2026-02-03T10:00:00.000Z', source: 'buyer', event: 'purchase.transaction-started.v1', by: null, detail: null },
        { at: '2026-02-03T10:05:00.000Z', source: 'dealer', event: 'LeadUpdateSent', by: null, detail: 'trade_in,finance' },
      ],
    })));
    await renderPage(<LeadCard leadId="lead-1" />, { lang, page: 'company/1/lead-management', user: makeUser({ UserTypeId: 9 }), parts: ['dealer'] });
    const timeline = await screen.findByRole('region', { name: /Timeline|Historique/ });
    expect(within(timeline).getAllByRole('listitem')[1]!.textContent?.replace(/[\u00a0\u202f]/g, ' ')).toMatch(new RegExp(`: ${line}$`));
  });

  it('offers the work on a lead, its resend included, only on a company\'s lead: a lead of no company yet (the team\'s) has none', async () => {
    fetchMock.mockImplementation(async () => json(200, leadCard()));
    const first = await renderPage(<LeadCard leadId="lead-1" />, { page: 'shopicarTeam/lead-management', user: makeUser({ UserTypeId: 18 }), parts: ['dealer'] });
    expect(await screen.findByRole('button', { name: 'Send the lead again' })).toBeTruthy();
    first.unmount();
    fetchMock.mockImplementation(async () => json(200, leadCard({ companyId: null })));
    await renderPage(<LeadCard leadId="lead-2" />, { page: 'shopicarTeam/lead-management', user: makeUser({ UserTypeId: 18 }), parts: ['dealer'] });
    await screen.findByText('elodie@example.ca');
    expect(screen.queryByRole('region', { name: 'Work on the lead' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send the lead again' })).toBeNull();
  });
});
