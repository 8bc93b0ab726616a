import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../../tests/fixtures';
import { json, renderPage } from '../../../../tests/render';
import { SignupForm } from './signup-form';

async function fill(email: string, password = 'Passw0rd!', confirm = password, agree = true) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.type(screen.getByLabelText(/^Confirm password/), confirm);
  if (agree) await user.click(screen.getByLabelText('I agree to the Terms & conditions'));
  await user.click(screen.getByRole('button', { name: 'Create my account' }));
}

describe('<SignupForm>', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  const renderForm = (onRegistered = vi.fn()) =>
    renderPage(<SignupForm languageId={2} redirectUrl="/fr-ca/customer/dashboard" onRegistered={onRegistered} />, { page: 'signup' });

  it('validates as spec §5 says', async () => {
    await renderForm();
    await fill('not-an-email', 'abcdefgh', 'b', false);
    expect(await screen.findByText('The email must be valid')).toBeTruthy();
    expect(screen.getByText('Both password need to be the same')).toBeTruthy();
    expect(screen.getByText('You must agree to the Terms & Services')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for a password of at least 8 characters (server policy in libs/domain)', async () => {
    await renderForm();
    await fill('marie.gagnon@videotron.ca', 'short');
    expect(await screen.findByText('Use at least 8 characters')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses the addresses reserved for development', async () => {
    await renderForm();
    await fill('dev@example.com');
    expect(await screen.findByText('You cannot use this email address')).toBeTruthy();
  });

  it('registers with the spec payload and query, and stores the user on Status 1', async () => {
    const onRegistered = vi.fn();
    fetchMock.mockResolvedValueOnce(json(200, { ...makeUser({ EmailVerified: false }), Token: 't0k3n' }));
    await renderForm(onRegistered);
    await fill('marie.gagnon@videotron.ca');
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/user/register?languageId=2&redirectUrl=%2Ffr-ca%2Fcustomer%2Fdashboard');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      Username: 'marie.gagnon@videotron.ca',
      Email: 'marie.gagnon@videotron.ca',
      Password: 'Passw0rd!',
      Active: false,
      Language_Id: 2,
      DateOfBirth: '',
      City_Id: 0,
      ProvinceId: 0,
      UserType_Id: '0',
      Addresses: [],
      Company_Id: 0,
      ConfirmByPhone: false,
      ConfirmByEmail: true,
      UsersStatus_Id: 0,
    });
  });

  it.each([
    ['2', 'That email is already taken.'],
    ['4', 'Email already taken'],
    [0, 'An error occured, try again.'],
  ])('shows the answer to Status %p on the email field', async (status, message) => {
    fetchMock.mockResolvedValueOnce(json(200, { Status: status }));
    const onRegistered = vi.fn();
    await renderForm(onRegistered);
    await fill('marie.gagnon@videotron.ca');
    const error = await screen.findByText(message);
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-describedby')).toBe(error.id);
    expect(onRegistered).not.toHaveBeenCalled();
  });
});
