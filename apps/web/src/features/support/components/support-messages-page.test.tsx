import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../../tests/fixtures';
import { stubFetch } from '../../../../tests/fetch-mock';
import { json, renderPage } from '../../../../tests/render';
import { SupportMessagesPage } from './support-messages-page';

const MESSAGE_ID = '0b7a3a8e-61a4-4b8e-9a57-0d3c2e7f1a10';

describe('staff messages list (issue #19)', () => {
  const { fetchMock, bodiesTo } = stubFetch();

  it('lists the messages for the staff and sends an answer', async () => {
    const user = userEvent.setup();
    const item = {
      id: MESSAGE_ID,
      messageTypeId: 2,
      title: 'Question about a Civic',
      details: 'Is it still available?',
      senderId: '6f1c2d3e-0000-4000-8000-000000000001',
      senderEmail: 'jean.tremblay@videotron.ca',
      senderName: 'Jean',
      sentAt: '2026-03-02T15:00:00.000Z',
      answers: [],
    };
    fetchMock.mockImplementation(async (url) => (String(url) === '/api/status/answer-message' ? json(200, { Status: 1 }) : json(200, { items: [item], next: null })));
    await renderPage(<SupportMessagesPage />, { page: 'shopicarTeam/messages', parts: ['account'], user: makeUser({ UserTypeId: 18 }) });
    expect(await screen.findByRole('heading', { name: 'Question about a Civic' })).toBeTruthy();
    expect(screen.getByText(/jean\.tremblay@videotron\.ca/)).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Answer' }), 'Yes, it is.');
    await user.click(screen.getByRole('button', { name: 'Send the answer' }));
    await waitFor(() => expect(bodiesTo('/api/status/answer-message')).toEqual([{ MessageId: MESSAGE_ID, Answer: 'Yes, it is.' }]));
    expect(await screen.findByText('The answer was emailed.')).toBeTruthy();
  });

  it('pages to older messages and back to the newest', async () => {
    const user = userEvent.setup();
    const message = (id: string, title: string) => ({
      id, messageTypeId: 2, title, details: 'd', senderId: '6f1c2d3e-0000-4000-8000-000000000001', senderEmail: 'a@b.ca', senderName: 'A',
      sentAt: '2026-03-02T15:00:00.000Z', answers: [],
    });
    const urls: string[] = [];
    fetchMock.mockImplementation(async (url) => {
      urls.push(String(url));
      return String(url).includes('before=older')
        ? json(200, { items: [message('0b7a3a8e-61a4-4b8e-9a57-0d3c2e7f1a11', 'An older question')], next: null })
        : json(200, { items: [message(MESSAGE_ID, 'The newest question')], next: 'older' });
    });
    await renderPage(<SupportMessagesPage />, { page: 'shopicarTeam/messages', parts: ['account'], user: makeUser({ UserTypeId: 18 }) });
    expect(await screen.findByRole('heading', { name: 'The newest question' })).toBeTruthy();
    // The buttons are under the list: each page opens at its top (a page already loaded would keep the scroll position).
    const scrollTo = vi.spyOn(window, 'scrollTo');
    await user.click(screen.getByRole('button', { name: 'Older messages' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });
    expect(await screen.findByRole('heading', { name: 'An older question' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Older messages' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Newest messages' }));
    expect(await screen.findByRole('heading', { name: 'The newest question' })).toBeTruthy();
    expect(scrollTo).toHaveBeenCalledTimes(2);
    scrollTo.mockRestore();
    expect(urls.some((u) => u.includes('before=older'))).toBe(true);
  });
});
