import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderPage } from '../../../../tests/render';
import { makeUser } from '../../../../tests/fixtures';
import { DrawerNav } from './drawer-nav';

const user = (UserTypeId: number) => makeUser({ User_Guid: `g-${UserTypeId}`, UserTypeId, FirstName: 'Ana' });
const sections = (userTypeId: number, ids: number[]) => ({ userTypeId, userDashBoardSection: ids.map((sectionId) => ({ sectionId, active: true })) });

describe('<DrawerNav>', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('shows a spinner while the sections load, then the active sections', async () => {
    let answer!: (r: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    await renderPage(<DrawerNav />, { user: user(8), parts: ['account'] });
    expect(screen.getByRole('status').textContent).toBe('Loading');
    answer(json(200, sections(8, [6, 9])));
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My garage' }).getAttribute('href')).toBe('/en-ca/customer/garage');
    expect(screen.queryByRole('status')).toBeNull();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/user/get-user-dashboard-sections');
  });

  it('does not offer collapsing with a single group', async () => {
    fetchMock.mockResolvedValueOnce(json(200, sections(8, [6, 8, 9, 10])));
    await renderPage(<DrawerNav />, { user: user(8), parts: ['account'] });
    expect(await screen.findByRole('heading', { name: 'Main' })).toBeTruthy();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('makes groups collapsible when more than one has items', async () => {
    fetchMock.mockResolvedValueOnce(json(200, sections(7, [1, 3, 6])));
    await renderPage(<DrawerNav />, { user: user(7), parts: ['account'] });
    const toggle = await screen.findByRole('button', { name: 'Administration' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const admin = screen.getByRole('list', { name: 'Administration' });
    expect(
      within(admin)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Users', 'Companies', 'Audit console', 'Card disputes', 'Deliveries and returns']);
    expect(within(admin).getByRole('link', { name: 'Audit console' }).getAttribute('href')).toBe('/en-ca/admin/audit');
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'));
    expect(screen.queryByRole('link', { name: 'Users' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeTruthy();
  });

  it('leads a team member to the support messages, in French too', async () => {
    fetchMock.mockResolvedValueOnce(json(200, sections(18, [2])));
    await renderPage(<DrawerNav />, { lang: 'fr-ca', user: user(18), parts: ['account'] });
    const link = await screen.findByRole('link', { name: 'Messages des utilisateurs' });
    expect(link.getAttribute('href')).toBe('/fr-ca/shopicarTeam/messages');
  });

  it('offers a retry when the sections cannot be loaded', async () => {
    fetchMock.mockResolvedValueOnce(json(503, { type: 't', title: 'Unavailable', status: 503, code: 'platform.database_unavailable' }));
    fetchMock.mockResolvedValueOnce(json(200, sections(8, [6])));
    await renderPage(<DrawerNav />, { user: user(8), parts: ['account'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toBeTruthy();
  });
});
