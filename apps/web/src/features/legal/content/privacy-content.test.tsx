import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../../tests/render';
import { parseRuntimeConfig } from '../../../lib/runtime-config';
import { PrivacyContent } from './privacy-content';

/** The privacy policy states how long a sign-in lasts: the server's SESSION_DAYS, injected into the runtime config. */
describe('<PrivacyContent> session length', () => {
  it('states the configured number of days, in English', async () => {
    const { sessionDays } = parseRuntimeConfig({ sessionDays: 14 });
    await renderPage(<PrivacyContent sessionDays={sessionDays} />, { page: 'privacy-policy', parts: ['legal'] });
    expect(await screen.findByText(/you stay signed in on that browser for 14 days/)).toBeTruthy();
  });

  it('states the default of 30 days when the server injected none, in French', async () => {
    await renderPage(<PrivacyContent />, { lang: 'fr-ca', page: 'privacy-policy', parts: ['legal'] });
    expect(await screen.findByText(/vous restez connecté sur ce navigateur pendant 30 jours/)).toBeTruthy();
  });
});
