import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../../tests/fixtures';
import { json, renderPage } from '../../../../tests/render';
import { CompanyDetailsPage } from './company-details-page';

/** Issue #45 item 5: a company's self-service is editable for a manager of the company, read only for its other users. */
describe('<CompanyDetailsPage> self-service', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  const company = { companyId: 1, name: 'Auto Boulevard Montréal', typeId: 1, city: 'Montréal', province: 'QC', lat: 45.5, lng: -73.6, makes: ['Honda'], active: true, version: 4, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };
  const emails = { companyId: 1, emails: ['leads@dealer.ca', 'used@dealer.ca'], routes: [{ email: 'used@dealer.ca', leadTypes: ['trade_in'], makes: ['honda'], brands: [] }], version: 4 };
  const users = (canManage: boolean) => ({
    companyId: 1, canManage,
    items: [
      { userId: '6f1c2d3e-0000-4000-8000-000000000009', email: 'sam@dealer.ca', firstName: 'Sam', lastName: 'Seller', manager: false, activated: true },
      // The signed-in dealer (makeUser's id): a manager never changes themselves.
      { userId: '6f1c2d3e-0000-4000-8000-000000000001', email: 'marie.gagnon@videotron.ca', firstName: 'Marie', lastName: 'Gagnon', manager: canManage, activated: true },
    ],
  });
  const forms = { companyId: 1, version: 4, settings: { buyOnline: true, tradeIn: true, creditApplication: true, testDrive: false } };

  /** Answers each call by its path (the page reads details, users, emails and sections in any order). */
  function serve(canManage: boolean, writes: { path: string; body: unknown }[] = [], answer: (path: string) => Response | null = () => null) {
    fetchMock.mockImplementation(async (input, init) => {
      const path = String(input).split('?')[0];
      if (init?.method === 'POST') {
        writes.push({ path, body: JSON.parse(String(init.body)) });
        return answer(path) ?? json(200, { Status: 1, companyId: 1, version: 5 });
      }
      if (path.endsWith('/get-company-details')) return json(200, company);
      if (path.endsWith('/get-company-users')) return json(200, users(canManage));
      if (path.endsWith('/get-company-emails')) return json(200, emails);
      if (path.endsWith('/get-company-forms-details')) return json(200, forms);
      return json(404, { type: '/problems/x', title: 'Not found', status: 404, code: 'x' });
    });
  }
  const dealer = makeUser({ UserTypeId: 9, Company_ID: 1 });

  it('shows a non-manager the lead addresses, forms and users read only: no field, no save, no invitation', async () => {
    serve(false);
    const user = userEvent.setup();
    await renderPage(<CompanyDetailsPage companyId={1} readOnly />, { page: 'company/1/companies', user: dealer, parts: ['dealer'] });
    await user.click(await screen.findByRole('tab', { name: 'Lead emails' }));
    const list = await screen.findByRole('list', { name: 'Lead email addresses' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['leads@dealer.ca — Every lead', 'used@dealer.ca — Trade-in · honda']);
    expect(screen.getByText('Only a manager of the company can change where its leads go.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Forms' }));
    expect(await screen.findByText('Test drive')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Users' }));
    expect(await screen.findByRole('table', { name: 'Users of the company' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Invite a user' })).toBeNull();
    expect(screen.queryByRole('button', { name: /manager/ })).toBeNull();
    expect(screen.getByText('Only a manager of the company can change its users.')).toBeTruthy();
  });

  it('lets a manager route an address and save forms; in French, a refused invitation shows under the email field', async () => {
    const writes: { path: string; body: unknown }[] = [];
    serve(true, writes, (path) => (path.endsWith('/invite-company-user')
      ? json(400, { type: '/problems/dealer.invitee_has_account', title: 'Bad Request', status: 400, code: 'dealer.invitee_has_account',
        errors: [{ path: 'body.email', code: 'dealer.invitee_has_account', message: 'This address already has an account' }] })
      : null));
    const user = userEvent.setup();
    await renderPage(<CompanyDetailsPage companyId={1} readOnly />, { lang: 'fr-ca', page: 'company/1/companies', user: dealer, parts: ['dealer'] });
    await user.click(await screen.findByRole('tab', { name: 'Courriels des prospects' }));
    const makes = await screen.findAllByLabelText('Marques de véhicules, séparées par des virgules (vide : toutes les marques)');
    await user.type(makes[0]!, 'Mazda, Toyota');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({ path: '/api/company/save-company-emails', body: {
      companyId: 1, expectedVersion: 4, emails: ['leads@dealer.ca', 'used@dealer.ca'],
      routes: [{ email: 'leads@dealer.ca', leadTypes: [], makes: ['Mazda', 'Toyota'], brands: [] }, { email: 'used@dealer.ca', leadTypes: ['trade_in'], makes: ['honda'], brands: [] }],
    } });

    await user.click(screen.getByRole('tab', { name: 'Formulaires' }));
    await user.click(await screen.findByLabelText('Essai routier'));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]).toMatchObject({ path: '/api/company/update-company-forms-configuration', body: { companyId: 1, expectedVersion: 4, settings: { testDrive: true } } });

    await user.click(screen.getByRole('tab', { name: 'Utilisateurs' }));
    const invite = await screen.findByRole('form', { name: 'Inviter un utilisateur' });
    await user.type(within(invite).getByLabelText(/Courriel/), 'pris@ailleurs.ca');
    await user.type(within(invite).getByLabelText(/Prénom/), 'Paul');
    await user.click(within(invite).getByRole('button', { name: 'Envoyer l’invitation' }));
    expect(await within(invite).findByText(/Cette adresse a déjà un compte/)).toBeTruthy();
    expect(writes[2]).toEqual({ path: '/api/company/invite-company-user', body: { companyId: 1, email: 'pris@ailleurs.ca', firstName: 'Paul', lastName: '', language: 'fr-ca' } });
    expect(screen.getByRole('button', { name: 'Nommer Sam Seller gestionnaire' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Marie Gagnon/ })).toBeNull();
  });

  it('shows a refused lead address under its field, in English and in French', async () => {
    for (const lang of ['en-ca', 'fr-ca'] as const) {
      serve(true, [], () => json(400, {
        type: '/problems/validation.invalid_input', title: 'Bad Request', status: 400, code: 'validation.invalid_input',
        errors: [{ path: 'body.emails.1', code: 'validation.invalid_input', message: 'Invalid email address' }],
      }));
      const user = userEvent.setup();
      const { unmount } = await renderPage(<CompanyDetailsPage companyId={1} readOnly />, { lang, page: 'company/1/companies', user: dealer, parts: ['dealer'] });
      await user.click(await screen.findByRole('tab', { name: lang === 'fr-ca' ? 'Courriels des prospects' : 'Lead emails' }));
      const second = within(await screen.findByRole('group', { name: lang === 'fr-ca' ? 'Adresse des prospects 2' : 'Lead address 2' }));
      await user.click(screen.getByRole('button', { name: lang === 'fr-ca' ? 'Enregistrer' : 'Save' }));
      expect(await second.findByText(lang === 'fr-ca' ? 'Le courriel doit être valide' : 'The email must be valid')).toBeTruthy();
      unmount();
      fetchMock.mockReset();
    }
  });
});
