import { loadConfig, supportMailboxesOf } from './config';

const production = { DATABASE_URL: 'postgres://u@h/x', NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), DATA_ENCRYPTION_KEY: 'k', SMTP_URL: 'smtp://mail.test:587', CREDIT_BUREAU: 'simulated' };

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

  it('refuses to boot without naming its credit bureau (no made-up score by default), the simulated one included', () => {
    const complete = { ...production, PUBLIC_URL: 'https://marketplace.example.ca' };
    expect(() => loadConfig({ ...complete, CREDIT_BUREAU: undefined })).toThrow(/CREDIT_BUREAU: is required in production/);
    expect(loadConfig({ ...complete, CREDIT_BUREAU: 'equifax' }).CREDIT_BUREAU).toBe('equifax');
    expect(loadConfig(complete).CREDIT_BUREAU).toBe('simulated');
    expect(() => loadConfig({ ...complete, CREDIT_BUREAU: 'experian' })).toThrow(/CREDIT_BUREAU/);
  });

  it('refuses a shortened reservation (RESERVATION_MINUTES is the chaos suite\'s), which outside production is taken', () => {
    const complete = { ...production, PUBLIC_URL: 'https://marketplace.example.ca' };
    expect(() => loadConfig({ ...complete, RESERVATION_MINUTES: '0.5' })).toThrow(/RESERVATION_MINUTES: is for tests only/);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/x', NODE_ENV: 'test', RESERVATION_MINUTES: '0.5' }).RESERVATION_MINUTES).toBe(0.5);
  });

  it('keeps OWASP\'s scrypt cost in production (2^14) and takes a lower one for test servers only (ADR 0092)', () => {
    const complete = { ...production, PUBLIC_URL: 'https://marketplace.example.ca' };
    expect(loadConfig(complete).PASSWORD_SCRYPT_LOG2_N).toBe(14);
    expect(() => loadConfig({ ...complete, PASSWORD_SCRYPT_LOG2_N: '10' })).toThrow(/PASSWORD_SCRYPT_LOG2_N: is 14 at least in production/);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/x', NODE_ENV: 'test', PASSWORD_SCRYPT_LOG2_N: '10' }).PASSWORD_SCRYPT_LOG2_N).toBe(10);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u@h/x', NODE_ENV: 'test', PASSWORD_SCRYPT_LOG2_N: '8' })).toThrow(/PASSWORD_SCRYPT_LOG2_N/);
  });

  it('outside production, PUBLIC_URL, SMTP_URL and CREDIT_BUREAU may be left out', () => {
    const development = loadConfig({ DATABASE_URL: 'postgres://u@h/x', NODE_ENV: 'development' });
    expect(development.PUBLIC_URL).toBeUndefined();
    expect(development.CREDIT_BUREAU).toBeUndefined();
  });
});

describe('SUPPORT_EMAILS (notices to support, ADR 0087)', () => {
  const dev = { DATABASE_URL: 'postgres://u@h/x', NODE_ENV: 'test' };
  it('reads each mailbox with its language, English unless said', () => {
    expect(supportMailboxesOf(' support@shopicar.ca, fr-ca:soutien@shopicar.ca ,EN-CA:team@shopicar.ca')).toEqual([
      { email: 'support@shopicar.ca', language: 'en-ca' }, { email: 'soutien@shopicar.ca', language: 'fr-ca' }, { email: 'team@shopicar.ca', language: 'en-ca' },
    ]);
    expect(supportMailboxesOf(undefined)).toEqual([]);
    expect(loadConfig({ ...dev, SUPPORT_EMAILS: 'fr-ca:soutien@shopicar.ca' }).SUPPORT_EMAILS).toBe('fr-ca:soutien@shopicar.ca');
  });

  it('refuses to boot with an entry that is no address or another language, naming the variable', () => {
    expect(() => loadConfig({ ...dev, SUPPORT_EMAILS: 'support@shopicar.ca, not-an-address' })).toThrow(/SUPPORT_EMAILS/);
    expect(() => loadConfig({ ...dev, SUPPORT_EMAILS: 'es-mx:soporte@shopicar.ca' })).toThrow(/SUPPORT_EMAILS/);
  });
});
