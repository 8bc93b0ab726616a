import { loadConfig } from './config';

const production = { DATABASE_URL: 'postgres://u@h/x', NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), DATA_ENCRYPTION_KEY: 'k' };

describe('production configuration', () => {
  it('refuses to boot without PUBLIC_URL (links in emails sent by timers would point at localhost), naming it', () => {
    expect(() => loadConfig(production)).toThrow(/PUBLIC_URL: is required in production/);
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://marketplace.example.ca' }).PUBLIC_URL).toBe('https://marketplace.example.ca');
    expect(() => loadConfig({ ...production, PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
  });

  it('outside production, PUBLIC_URL may be left out', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/x', NODE_ENV: 'development' }).PUBLIC_URL).toBeUndefined();
  });
});
