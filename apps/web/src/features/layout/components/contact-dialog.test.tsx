import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../../tests/fixtures';
import { stubFetch } from '../../../../tests/fetch-mock';
import { json, renderPage } from '../../../../tests/render';
import { UserMenu } from './user-menu';

const MESSAGE_ID = '0b7a3a8e-61a4-4b8e-9a57-0d3c2e7f1a10';

describe('"Contact us" in the user menu (issue #19)', () => {
  const { fetchMock, bodiesTo } = stubFetch();

  it('opens from the user menu and sends the title and details as a type 2 message, in French', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(async (url) => (String(url) === '/api/status/send-message' ? json(200, { Status: 1, Id: MESSAGE_ID }) : json(200, [])));
    await renderPage(<UserMenu />, { lang: 'fr-ca', user: makeUser() });
    await user.click(await screen.findByRole('button', { name: /Marie/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Nous joindre' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nous joindre' });

    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(bodiesTo('/api/status/send-message')).toEqual([]); // both fields are required

    await user.type(within(dialog).getByLabelText(/^Objet/), 'Une question');
    await user.type(within(dialog).getByLabelText(/^Message/), 'La Civic est-elle encore disponible?');
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    await waitFor(() =>
      expect(bodiesTo('/api/status/send-message')).toEqual([{ MessageType_Id: 2, Title: 'Une question', Details: 'La Civic est-elle encore disponible?' }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
