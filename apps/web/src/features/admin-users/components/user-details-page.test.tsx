import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../../tests/fixtures';
import { json, renderPage } from '../../../../tests/render';
import { currentUserKey } from '../../../lib/session/api/current-user';
import { UserDetailsPage } from './user-details-page';

const ID = '6f1c2d3e-0000-4000-8000-000000000042';
const ADMIN = makeUser({ User_Guid: '6f1c2d3e-0000-4000-8000-0000000000aa', UserTypeId: 6, FirstName: 'Ada' });
const ALL = [1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 21, 23, 24, 25];
const TYPES = [
  { ID: 6, Key: 'super_admin', Name: 'Super admin', DefaultSections: ALL },
  { ID: 7, Key: 'admin', Name: 'Admin', DefaultSections: [1, 3] },
  { ID: 8, Key: 'regular', Name: 'Regular', DefaultSections: [6, 8, 9, 10, 11] },
];
const details = (over: Record<string, unknown> = {}) => ({
  User_Guid: ID, UserName: 'jean@mail.ca', Email: 'jean@mail.ca', FirstName: 'Jean', LastName: 'Tremblay', UserTypeId: 8, ValueDomain_ID_UsersStatus: 1,
  EmailVerified: true, PhoneVerified: false, Active: true, Deleted: false, Company_ID: null, Language_Id: 2, DateCreated: '2025-03-01T14:05:00.000Z',
  Phone: '5145550101', Cell: null, PostalCode: 'H2X 1Y4', address: null, City_Id: null, ProvinceId: null, DateOfBirth: null, Company_Name: null,
  userDashBoardSection: ALL.map((sectionId) => ({ sectionId, active: [6, 8, 9, 10, 11].includes(sectionId) })),
  ...over,
});
const DEVICES = {
  Devices: [
    { DeviceId: 'd1', Name: 'Chrome', Version: '139', IpAddress: '203.0.113.7', LastAccessed: '2025-06-01T10:00:00.000Z', ActiveSessions: 2 },
    { DeviceId: 'd2', Name: 'Firefox', Version: '128', IpAddress: '198.51.100.4', LastAccessed: '2025-05-01T10:00:00.000Z', ActiveSessions: 0 },
  ],
};

describe('<UserDetailsPage> (users management)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let user = details();
  let canImpersonate = true;
  beforeEach(() => {
    user = details();
    canImpersonate = true;
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://app');
      const method = init?.method ?? 'GET';
      if (url.pathname === '/api/user/get-user-details') return json(200, user);
      if (url.pathname === '/api/user/get-user-types-legacy') return json(200, TYPES);
      if (url.pathname === '/api/user/get-user-devices') return json(200, DEVICES);
      if (url.pathname === '/api/user/get-other-user-details') {
        return json(200, { User_Guid: ID, UserName: user.UserName, Email: user.Email, FirstName: user.FirstName, LastName: user.LastName, UserTypeId: user.UserTypeId, Active: true, CanImpersonate: canImpersonate });
      }
      if (url.pathname === '/api/config/languages') return json(200, [{ ID: 1, Key: 'en-ca', Name: 'English' }, { ID: 2, Key: 'fr-ca', Name: 'Français' }]);
      if (url.pathname === '/api/user/update-user-full' && method === 'POST') return json(200, { Status: 1 });
      if (url.pathname === '/api/user/end-user-sessions' && method === 'POST') return json(200, { Status: 1, EndedSessions: 2 });
      if (url.pathname === '/api/state/get-other-user-token') return json(200, { ...makeUser({ User_Guid: ID, FirstName: 'Jean', Impersonator_Guid: ADMIN.User_Guid }), Token: 'secret' });
      return json(404, { type: 'x', title: 'x', status: 404, code: 'http.not_found' });
    });
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });
  const calls = (path: string) => fetchMock.mock.calls.filter(([input]) => String(input).startsWith(path));
  const render = (onImpersonated = vi.fn(), lang: 'en-ca' | 'fr-ca' = 'en-ca') =>
    renderPage(<UserDetailsPage userId={ID} caller={ADMIN} onImpersonated={onImpersonated} />, { lang, page: 'admin/users/x', user: ADMIN, parts: ['account', 'admin'] });

  it('shows the details and the devices (name, version, IP address, last accessed)', async () => {
    await render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Jean Tremblay' })).toBeTruthy();
    expect(screen.getByText('Regular user', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Transactions and history in the audit console' }).getAttribute('href')).toBe(`/en-ca/admin/audit?q=${ID}`);
    const devices = await screen.findByRole('table', { name: 'Devices of Jean Tremblay' });
    const rows = within(devices).getAllByRole('row');
    expect(within(rows[1]!).getByText('Chrome')).toBeTruthy();
    expect(within(rows[1]!).getByText('139')).toBeTruthy();
    expect(within(rows[1]!).getByText('203.0.113.7')).toBeTruthy();
    expect(within(rows[1]!).getByText('June 1, 2025', { exact: false })).toBeTruthy();
  });

  it('ends one device’s sessions after confirming', async () => {
    const u = userEvent.setup();
    await render();
    await u.click(await screen.findByRole('button', { name: 'End sessions on Chrome 139' }));
    const dialog = await screen.findByRole('dialog', { name: 'End the sessions of this device?' });
    await u.click(within(dialog).getByRole('button', { name: 'End sessions' }));
    await waitFor(() => expect(calls('/api/user/end-user-sessions')).toHaveLength(1));
    expect(JSON.parse(String(calls('/api/user/end-user-sessions')[0]![1]!.body))).toEqual({ User_Guid: ID, DeviceId: 'd1' });
    expect(await screen.findByText('Sessions ended: 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'End sessions on Firefox 128' }).hasAttribute('disabled')).toBe(true);
  });

  it('saves type, status, company and only the sections that differ from the type', async () => {
    const u = userEvent.setup();
    await render();
    await u.selectOptions(await screen.findByRole('combobox', { name: /^Status/ }), 'Suspended');
    await u.click(screen.getByRole('checkbox', { name: 'Credit applications' }));
    await u.click(screen.getByRole('checkbox', { name: 'Companies' }));
    expect(screen.getAllByText('differs from the type')).toHaveLength(2);
    await u.clear(screen.getByRole('textbox', { name: 'Company number' }));
    await u.type(screen.getByRole('textbox', { name: 'Company number' }), '12');
    await u.click(screen.getByRole('button', { name: 'Save the changes' }));
    await waitFor(() => expect(calls('/api/user/update-user-full')).toHaveLength(1));
    expect(JSON.parse(String(calls('/api/user/update-user-full')[0]![1]!.body))).toEqual({
      User_Guid: ID,
      UserTypeId: 8,
      ValueDomain_ID_UsersStatus: 3,
      Company_ID: 12,
      Sections: [
        { sectionId: 3, active: true },
        { sectionId: 11, active: false },
      ],
    });
    expect(await screen.findByText('The changes are saved.')).toBeTruthy();
  });

  it('shows a user of no company the same way in the details and in the form (no "0"), and saves an empty field as 0', async () => {
    const u = userEvent.setup();
    await render();
    await screen.findByRole('heading', { level: 1, name: 'Jean Tremblay' });
    const details = screen.getByText('Company number', { selector: 'dt' }).nextElementSibling!;
    expect(details.textContent).toBe('—');
    const field = (await screen.findByRole('textbox', { name: 'Company number' })) as HTMLInputElement;
    expect(field.value).toBe('');
    expect(field.placeholder).toBe('—');
    await u.selectOptions(screen.getByRole('combobox', { name: /^Status/ }), 'Suspended');
    await u.click(screen.getByRole('button', { name: 'Save the changes' }));
    await waitFor(() => expect(calls('/api/user/update-user-full')).toHaveLength(1));
    expect(JSON.parse(String(calls('/api/user/update-user-full')[0]![1]!.body))).toMatchObject({ Company_ID: 0 });
  });

  it('starts from the new type’s sections when the type changes', async () => {
    const u = userEvent.setup();
    await render();
    await u.selectOptions(await screen.findByRole('combobox', { name: /^User type/ }), 'Admin');
    expect((screen.getByRole('checkbox', { name: 'Users' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Dashboard' }) as HTMLInputElement).checked).toBe(false);
    await u.click(screen.getByRole('button', { name: 'Save the changes' }));
    await waitFor(() => expect(calls('/api/user/update-user-full')).toHaveLength(1));
    expect(JSON.parse(String(calls('/api/user/update-user-full')[0]![1]!.body))).toMatchObject({ UserTypeId: 7, Sections: [] });
  });

  it('logs in as the user after the confirmation modal, replacing the session', async () => {
    const onImpersonated = vi.fn();
    const u = userEvent.setup();
    const { queryClient } = await render(onImpersonated);
    await u.click(await screen.findByRole('button', { name: 'Login as this user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login as another user' });
    expect(dialog.textContent).toContain('You are about to log in as Jean Tremblay');
    expect(calls('/api/state/get-other-user-token')).toHaveLength(0);
    expect(dialog.textContent).toContain('Everything you do is recorded as done by Jean Tremblay, with you as the impersonator and the reason you gave.');
    // No reason, no impersonation.
    await u.click(within(dialog).getByRole('button', { name: 'Login as Jean Tremblay' }));
    await within(dialog).findByRole('alert');
    expect(calls('/api/state/get-other-user-token')).toHaveLength(0);
    await u.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Helping Jean by phone');
    await u.click(within(dialog).getByRole('button', { name: 'Login as Jean Tremblay' }));
    await waitFor(() => expect(onImpersonated).toHaveBeenCalled());
    expect(String(calls('/api/state/get-other-user-token')[0]![0])).toBe(`/api/state/get-other-user-token?userId=${ID}&reason=Helping+Jean+by+phone`);
    const session = queryClient.getQueryData(currentUserKey) as Record<string, unknown>;
    expect(session).toMatchObject({ User_Guid: ID, Impersonator_Guid: ADMIN.User_Guid });
    expect(session.Token).toBeUndefined();
  });

  it('never offers to log in as a super admin, nor when the server says no', async () => {
    user = details({ UserTypeId: 6 });
    await render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Jean Tremblay' })).toBeTruthy();
    await screen.findByRole('table', { name: /Devices/ });
    expect(screen.queryByRole('button', { name: 'Login as this user' })).toBeNull();
    expect(calls('/api/user/get-other-user-details')).toHaveLength(0);
  });

  it('hides "login as" when CanImpersonate is false, and speaks French', async () => {
    canImpersonate = false;
    await render(vi.fn(), 'fr-ca');
    expect(await screen.findByRole('heading', { level: 2, name: 'Appareils' })).toBeTruthy();
    await waitFor(() => expect(calls('/api/user/get-other-user-details')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Se connecter en tant que cet utilisateur' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Enregistrer les modifications' })).toBeTruthy();
  });
});
