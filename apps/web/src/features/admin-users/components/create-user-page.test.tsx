import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../../tests/fixtures';
import { json, renderPage } from '../../../../tests/render';
import { CreateUserPage } from './create-user-page';

describe('<CreateUserPage>', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let answer: Response;
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (input) =>
      String(input).startsWith('/api/config/languages')
        ? json(200, [{ ID: 1, Key: 'en-ca', Name: 'English' }, { ID: 2, Key: 'fr-ca', Name: 'Français' }])
        : answer,
    );
  });
  const creations = () => fetchMock.mock.calls.filter(([input]) => String(input) === '/api/user/create-admin-user');
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });
  const render = (callerTypeId: number, onCreated = vi.fn()) =>
    renderPage(<CreateUserPage callerTypeId={callerTypeId} onCreated={onCreated} />, { page: 'admin/users/new', user: makeUser({ UserTypeId: callerTypeId }), parts: ['account', 'admin'] });

  it('creates an admin without a password (a create-password link is mailed)', async () => {
    const onCreated = vi.fn();
    const u = userEvent.setup();
    answer = json(200, { Status: 1, User_Guid: '6f1c2d3e-0000-4000-8000-000000000077' });
    await render(6, onCreated);
    await u.click(await screen.findByRole('button', { name: 'Create the user' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(creations()).toHaveLength(0);
    await u.type(screen.getByRole('textbox', { name: /^Email/ }), 'nouvel.admin@shopicar.ca');
    await u.type(screen.getByRole('textbox', { name: 'First name' }), 'Nora');
    await u.type(screen.getByRole('textbox', { name: 'Phone' }), '5145550199');
    await u.click(screen.getByRole('button', { name: 'Create the user' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('6f1c2d3e-0000-4000-8000-000000000077'));
    expect(JSON.parse(String(creations()[0]![1]!.body))).toEqual({
      Email: 'nouvel.admin@shopicar.ca', FirstName: 'Nora', LastName: '', Phone: '5145550199', UserTypeId: 7, Company_ID: 0, Language_Id: 1,
    });
    expect(await screen.findByText('The user is created. They received an email to create their password.')).toBeTruthy();
  });

  it('offers super admin only to a super admin, and shows a taken email on its field', async () => {
    const u = userEvent.setup();
    answer = json(409, {
      type: 'x', title: 'x', status: 409, code: 'identity.email_already_taken',
      errors: [{ path: 'body.Email', code: 'identity.email_already_taken', message: 'x' }],
    });
    await render(7);
    const type = await screen.findByRole('combobox', { name: /^User type/ });
    expect([...type.querySelectorAll('option')].map((o) => o.textContent)).not.toContain('Super admin');
    await u.type(screen.getByRole('textbox', { name: /^Email/ }), 'pris@shopicar.ca');
    await u.click(screen.getByRole('button', { name: 'Create the user' }));
    expect(await screen.findByText('Email already taken')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Email/ }).getAttribute('aria-invalid')).toBe('true');
  });
});
