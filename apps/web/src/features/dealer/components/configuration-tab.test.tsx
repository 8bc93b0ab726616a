import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../../tests/fixtures';
import { json, renderPage } from '../../../../tests/render';
import { ConfigurationTab } from './configuration-tab';

describe('<ConfigurationTab>', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });
  const current = { companyId: 7, version: 3, settings: { enabled: true, marginPercent: 4 } };

  it('edits the section from the contract settings and saves it at the version it was read at', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(json(200, current)).mockResolvedValueOnce(json(200, { Status: 1, companyId: 7, version: 4 }))
      .mockResolvedValue(json(200, { ...current, version: 4 }));
    await renderPage(<ConfigurationTab section="shopitrade" companyId={7} />, { page: 'admin/companies/7', user: makeUser(), parts: ['dealer'] });
    const margin = await screen.findByLabelText('Margin (%)');
    expect((screen.getByLabelText('Enabled') as HTMLInputElement).checked).toBe(true);
    await user.clear(margin);
    await user.type(margin, '31');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(fetchMock).toHaveBeenCalledTimes(1); // 31 % is refused by the contract, under the field
    await user.clear(margin);
    await user.type(margin, '5,5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(String(fetchMock.mock.calls[1]![0])).toBe('/api/company/update-shopitrade-company');
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]!.body))).toEqual({ companyId: 7, expectedVersion: 3, settings: { enabled: true, marginPercent: 5.5 } });
  });

  it('says, in French, that someone else saved first (409)', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(json(200, current)).mockResolvedValueOnce(json(409, {
      type: '/problems/eventstore.wrong_expected_version', title: 'Conflict', status: 409, code: 'eventstore.wrong_expected_version',
    }));
    await renderPage(<ConfigurationTab section="shopitrade" companyId={7} />, { lang: 'fr-ca', page: 'admin/companies/7', user: makeUser(), parts: ['dealer'] });
    await user.click(await screen.findByLabelText('Activé'));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Quelqu’un d’autre a modifié cette entreprise/);
  });
});
