import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../../tests/fixtures';
import { json, renderPage } from '../../../../tests/render';
import { currentUserKey } from '../../../lib/session/api/current-user';
import { actingAsName, ImpersonationBanner } from './impersonation-banner';

const ADMIN = makeUser({ User_Guid: '6f1c2d3e-0000-4000-8000-0000000000aa', FirstName: 'Ada', LastName: 'Admin', Email: 'ada@shopicar.ca', UserTypeId: 6 });
const CUSTOMER = makeUser({ Impersonator_Guid: ADMIN.User_Guid });

describe('<ImpersonationBanner>', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('says nothing for a user signed in as themselves', async () => {
    await renderPage(<ImpersonationBanner />, { user: makeUser() });
    expect(screen.queryByRole('region', { name: 'Impersonation' })).toBeNull();
  });

  it('names the user being acted as and ends the impersonation, then reloads the session', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(json(200, ADMIN)).mockResolvedValueOnce(json(200, ADMIN));
    const { queryClient } = await renderPage(<ImpersonationBanner />, { user: CUSTOMER, parts: ['account'] });
    const banner = await screen.findByRole('region', { name: 'Impersonation' });
    expect(banner.textContent).toContain('You are acting as Marie Gagnon (marie.gagnon@videotron.ca)');
    expect(banner.textContent).toContain('Everything you do is recorded as done by Marie Gagnon (marie.gagnon@videotron.ca), with you as the impersonator and the reason you gave.');

    await user.click(screen.getByRole('button', { name: 'End impersonation' }));
    await waitFor(() => expect(queryClient.getQueryData(currentUserKey)).toEqual(ADMIN));
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/state/end-impersonation');
    expect(fetchMock.mock.calls[0]![1]!.method).toBe('POST');
    expect(String(fetchMock.mock.calls[1]![0])).toBe('/api/user/current');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Impersonation' })).toBeNull());
  });

  it('speaks French and shows a failure', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(json(412, { type: '/problems/x', title: 'x', status: 412, code: 'identity.not_impersonating' }));
    await renderPage(<ImpersonationBanner />, { lang: 'fr-ca', user: CUSTOMER, parts: ['account'] });
    const banner = await screen.findByRole('region', { name: 'Emprunt d’identité' });
    expect(banner.textContent).toContain('Vous agissez en tant que Marie Gagnon');
    expect(banner.textContent).toContain('Tout ce que vous faites est enregistré comme fait par Marie Gagnon (marie.gagnon@videotron.ca), avec vous comme auteur de l’emprunt d’identité et le motif que vous avez donné.');
    await user.click(screen.getByRole('button', { name: 'Mettre fin à l’emprunt d’identité' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Vous n’êtes pas connecté en tant qu’un autre utilisateur.');
  });

  it('composes the name from what the user has', () => {
    expect(actingAsName({ FirstName: null, LastName: null, UserName: null, Email: 'a@b.ca' })).toBe('a@b.ca');
    expect(actingAsName({ FirstName: 'Jo', LastName: ' ', UserName: null, Email: null })).toBe('Jo');
  });
});
