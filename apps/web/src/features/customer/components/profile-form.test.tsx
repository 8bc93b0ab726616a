import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../../tests/fixtures';
import { stubFetch } from '../../../../tests/fetch-mock';
import { json, renderPage } from '../../../../tests/render';
import { ProfileForm } from './profile-form';

describe('<ProfileForm> language of the person (issue #42 item 6, ADR 0060)', () => {
  const { fetchMock, bodiesTo } = stubFetch();
  const answer = () => fetchMock.mockImplementation(async (url) =>
    String(url) === '/api/config/languages'
      ? json(200, [{ ID: 1, Key: 'en-ca', Name: 'English' }, { ID: 2, Key: 'fr-ca', Name: 'Français' }])
      : json(200, { Status: 1 }));

  it('shows the language of the profile and saves the one the person chooses, in French', async () => {
    answer();
    const user = userEvent.setup();
    const onSaved = vi.fn();
    await renderPage(<ProfileForm user={makeUser({ Language_Id: 1 })} onSaved={onSaved} />, { lang: 'fr-ca', page: 'customer/profile', parts: ['account'] });
    const select = await screen.findByRole('combobox', { name: /^Langue de mes courriels et documents/ });
    await screen.findByRole('option', { name: 'Français' });
    expect((select as HTMLSelectElement).value).toBe('1');
    expect(screen.getByText('Les courriels, textos et documents que nous vous envoyons, et leurs liens, sont dans cette langue.')).toBeTruthy();
    await user.selectOptions(select, '2');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(bodiesTo('/api/user/update-user-self')).toEqual([{ FirstName: 'Marie', LastName: 'Gagnon', Phone: '', PostalCode: '', Language_Id: 2 }]);
  });

  it('keeps French for a French profile viewed on an English page', async () => {
    answer();
    await renderPage(<ProfileForm user={makeUser({ Language_Id: 2 })} onSaved={vi.fn()} />, { page: 'customer/profile', parts: ['account'] });
    const select = await screen.findByRole('combobox', { name: /^Language of my emails and documents/ });
    await screen.findByRole('option', { name: 'Français' });
    expect((select as HTMLSelectElement).value).toBe('2');
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
  });
});
