import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { makeUser } from '../../../../tests/fixtures';
import { json, renderPage, stubbedFetch } from '../../../../tests/render';
import { WidgetPage } from './widget-page';

const DEFAULTS = { primaryColor: '#0b5cad', accentColor: '#f2a900', maxVehicles: 6, buyOnline: true, tradeIn: true };
const dealer = makeUser({ UserTypeId: 9, Company_ID: 4 });

/** The script the preview loads (the one a dealer's site embeds), with the settings version in its address. */
const previewScript = () => document.querySelector<HTMLScriptElement>('script[src^="/widgets/"]')?.getAttribute('src');

describe('the widget page: the dealer edits the widget settings', () => {
  const fetchMock = stubbedFetch();
  afterEach(() => document.querySelectorAll('script[src^="/widgets/"]').forEach((s) => s.remove()));

  it('validates with the contract, saves at the version read, and draws the preview again from the new settings', async () => {
    const user = userEvent.setup();
    let current = { companyId: 4, version: 3, settings: DEFAULTS };
    const saves: unknown[] = [];
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url === '/api/company/update-widget-configuration') {
        const body = JSON.parse(String(init!.body));
        saves.push(body);
        current = { companyId: 4, version: current.version + 1, settings: body.settings };
        return json(200, { Status: 1, companyId: 4, version: current.version });
      }
      return json(200, current);
    });
    await renderPage(<WidgetPage companyId={4} />, { page: 'company/4/widget', user: dealer, parts: ['dealer'] });
    const form = await screen.findByRole('form', { name: 'Widget' });
    await waitFor(() => expect(previewScript()).toBe('/widgets/4.js?v=3'));
    expect((within(form).getByLabelText('Main colour (#rrggbb)') as HTMLInputElement).value).toBe('#0b5cad');

    const colour = within(form).getByLabelText('Main colour (#rrggbb)');
    const size = within(form).getByLabelText('Vehicles shown (1 to 24)');
    await user.clear(colour);
    await user.type(colour, 'green');
    await user.clear(size);
    await user.type(size, '25');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    // Refused by the contract under each field; nothing sent.
    expect(await within(form).findAllByText('Check this value')).toHaveLength(2);
    expect(saves).toEqual([]);

    await user.clear(colour);
    await user.type(colour, '#1a7f37');
    await user.clear(size);
    await user.type(size, '3');
    await user.click(within(form).getByLabelText('Buy online'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByText('The configuration is saved.');
    expect(saves).toEqual([{ companyId: 4, expectedVersion: 3, settings: { primaryColor: '#1a7f37', accentColor: '#f2a900', maxVehicles: 3, buyOnline: false, tradeIn: true } }]);
    // The preview is drawn again by a script that is not the cached one of version 3.
    await waitFor(() => expect(previewScript()).toBe('/widgets/4.js?v=4'));
    expect(document.querySelectorAll('script[src^="/widgets/"]')).toHaveLength(1);
    expect(((await screen.findByRole('form', { name: 'Widget' })).querySelector('input[name="maxVehicles"]') as HTMLInputElement).value).toBe('3');
  });

  it('says, in French, that the settings were changed in another window (409)', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(async (input) => String(input) === '/api/company/update-widget-configuration'
      ? json(409, {
        type: '/problems/dealer.widget_settings_conflict', title: 'Conflict', status: 409, code: 'dealer.widget_settings_conflict',
        errors: [{ path: 'body.expectedVersion', code: 'dealer.widget_settings_conflict', message: 'changed' }],
      })
      : json(200, { companyId: 4, version: 3, settings: DEFAULTS }));
    await renderPage(<WidgetPage companyId={4} />, { lang: 'fr-ca', page: 'company/4/widget', user: dealer, parts: ['dealer'] });
    const form = await screen.findByRole('form', { name: 'Widget' });
    await user.click(within(form).getByLabelText('Échange'));
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Ces paramètres du widget ont été modifiés dans une autre fenêtre ou par quelqu’un d’autre. Rechargez la page pour les voir.',
    );
  });
});
