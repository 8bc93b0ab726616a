import { loadConfig } from './config';

const production = { DATABASE_URL: 'postgres://u@h/x', NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), DATA_ENCRYPTION_KEY: 'k', SMTP_URL: 'smtp://mail.test:587' };

describe('production configuration', () => {
  it('refuses to boot without PUBLIC_URL (links in emails sent by timers would point at localhost), naming it', () => {
    expect(() => loadConfig(production)).toThrow(/PUBLIC_URL: is required in production/);
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://marketplace.example.ca' }).PUBLIC_URL).toBe('https://marketplace.example.ca');
    expect(() => loadConfig({ ...production, PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
  });

  it('refuses to boot without SMTP_URL (no reset link or receipt would leave), unless told to send no email at all', () => {
    const withoutSmtp = { ...production, PUBLIC_URL: 'https://marketplace.example.ca', SMTP_URL: undefined };
    expect(() => loadConfig(withoutSmtp)).toThrow(/SMTP_URL: is required in production/);
    expect(loadConfig({ ...withoutSmtp, MAIL_DISABLED_IN_PRODUCTION: 'true' }).MAIL_DISABLED_IN_PRODUCTION).toBe(true);
  });

  it('outside production, PUBLIC_URL and SMTP_URL may be left out', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/x', NODE_ENV: 'development' }).PUBLIC_URL).toBeUndefined();
  });
});
