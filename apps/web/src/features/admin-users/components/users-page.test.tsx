import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderPage } from '../../../../tests/render';
import { UsersPage } from './users-page';

const row = (i: number, over: Record<string, unknown> = {}) => ({
  User_Guid: `6f1c2d3e-0000-4000-8000-${String(i).padStart(12, '0')}`,
  UserName: `user${i}@mail.ca`,
  Email: `user${i}@mail.ca`,
  FirstName: `First${i}`,
  LastName: `Last${i}`,
  UserTypeId: 8,
  ValueDomain_ID_UsersStatus: 1,
  EmailVerified: true,
  PhoneVerified: false,
  Active: true,
  Deleted: false,
  Company_ID: null,
  Language_Id: 1,
  DateCreated: '2025-03-01T14:05:00.000Z',
  ...over,
});

describe('<UsersPage> (users management)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('lists a page of users with their type and status, links to each, and pages through', async () => {
    const onSearchChange = vi.fn();
    fetchMock.mockResolvedValue(json(200, { Users: [row(1), row(2, { UserTypeId: 7, ValueDomain_ID_UsersStatus: 3, Deleted: true })], TotalCount: 45, Page: 2, PageSize: 20 }));
    await renderPage(<UsersPage search={{ page: 2 }} onSearchChange={onSearchChange} />, { page: 'admin/users', parts: ['account', 'admin'] });
    const table = await screen.findByRole('table', { name: 'Users, page 2 of 3' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[2]!).getByText('Admin')).toBeTruthy();
    expect(within(rows[2]!).getByText('Suspended')).toBeTruthy();
    expect(within(rows[2]!).getByText('Deleted')).toBeTruthy();
    expect(within(rows[1]!).getByRole('link', { name: 'First1 Last1' }).getAttribute('href')).toBe(`/en-ca/admin/users/${row(1).User_Guid}`);
    expect(screen.getByText('45 users')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/user/get-users?page=2&pageSize=20');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ page: 3 });
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ page: undefined });
  });

  it('searches and filters from the first page', async () => {
    const onSearchChange = vi.fn();
    fetchMock.mockResolvedValue(json(200, { Users: [row(1)], TotalCount: 1, Page: 1, PageSize: 20 }));
    const user = userEvent.setup();
    await renderPage(<UsersPage search={{ page: 3, type: 8 }} onSearchChange={onSearchChange} />, { page: 'admin/users', parts: ['account', 'admin'] });
    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), ' gagnon ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ type: 8, search: 'gagnon', page: undefined });
    await user.selectOptions(screen.getByLabelText('Status'), 'Suspended');
    expect(onSearchChange).toHaveBeenLastCalledWith({ type: 8, status: 3, page: undefined });
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/user/get-users?page=3&pageSize=20&userTypeId=8');
  });

  it('says when nothing matches, and offers to clear the filters', async () => {
    const onSearchChange = vi.fn();
    fetchMock.mockResolvedValue(json(200, { Users: [], TotalCount: 0, Page: 1, PageSize: 20 }));
    await renderPage(<UsersPage search={{ search: 'zzz' }} onSearchChange={onSearchChange} />, { page: 'admin/users', parts: ['account', 'admin'] });
    expect(await screen.findByRole('heading', { name: 'No user matches your search' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({});
  });

  it('shows a failure with a retry, in French', async () => {
    fetchMock.mockResolvedValue(json(403, { type: '/problems/auth.forbidden', title: 'x', status: 403, code: 'auth.forbidden' }));
    await renderPage(<UsersPage search={{}} onSearchChange={vi.fn()} />, { lang: 'fr-ca', page: 'admin/users', parts: ['account', 'admin'] });
    expect(await screen.findByRole('heading', { name: 'Utilisateurs' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Non autorisé'));
  });
});
