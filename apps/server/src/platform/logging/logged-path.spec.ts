import { loggedPath } from './logger';

describe('what a log line says of a request URL', () => {
  it('drops the query string (personal data: the reset call takes an email and a password)', () => {
    expect(loggedPath('/api/user/reset-password?Guid=abc&NewPassword=Secret-1')).toBe('/api/user/reset-password');
  });

  it('drops the secret of an email link, in both languages', () => {
    expect(loggedPath('/en-ca/reset-password/r1.89c0d.AAAsecret')).toBe('/en-ca/reset-password/[redacted]');
    expect(loggedPath('/fr-ca/create-password/c1.42.secret?x=1')).toBe('/fr-ca/create-password/[redacted]');
    expect(loggedPath('/fr-ca/activate/a1.token.mac?redirectUrl=%2F')).toBe('/fr-ca/activate/[redacted]');
  });

  it('keeps every other path whole', () => {
    expect(loggedPath('/api/buy-online/vehicle-timer/set/42')).toBe('/api/buy-online/vehicle-timer/set/42');
    expect(loggedPath('/en-ca/inventory')).toBe('/en-ca/inventory');
  });
});
