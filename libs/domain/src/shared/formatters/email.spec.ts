import fc from 'fast-check';
import { isAcceptableEmail, isEmailFormatValid, isReservedEmail, RESERVED_EMAIL_DOMAINS } from './email';

describe('isEmailFormatValid', () => {
  it.each(['jean.tremblay@videotron.ca', 'J_T-1@mail.sub.domain.com', 'a@b.co', 'x@gmail.info'])('accepts %p', (email) => {
    expect(isEmailFormatValid(email)).toBe(true);
  });

  it.each([
    '', 'plainaddress', '@videotron.ca', 'jean@', 'jean@videotron', 'jean@videotron.c', 'jean@videotron.quebec',
    'jean tremblay@videotron.ca', 'jean+auto@gmail.com', 'jean@@gmail.com', 'jean@gmail.c0m', 'jean@.ca',
  ])('refuses %p', (email) => {
    expect(isEmailFormatValid(email)).toBe(false);
  });

  it('refuses addresses longer than 254 characters', () => {
    expect(isEmailFormatValid(`${'a'.repeat(250)}@b.ca`)).toBe(false);
  });

  it('accepts every address built from the allowed parts', () => {
    const chars = (alphabet: string, min: number, max: number) =>
      fc.array(fc.constantFrom(...alphabet), { minLength: min, maxLength: max }).map((c) => c.join(''));
    const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
    fc.assert(fc.property(chars(`${letters}0123456789_.-`, 1, 30), chars(`${letters}0123456789-`, 1, 20), chars(letters, 2, 4),
      (local, domain, tld) => isEmailFormatValid(`${local}@${domain}.${tld}`)));
  });
});

describe('reserved development addresses', () => {
  it.each(['dev@example.com', 'QA@Example.ORG', 'a@mail.example.net', 'x@test.com', 'x@shop.test', 'x@box.local'])('%p is reserved', (email) => {
    expect(isReservedEmail(email)).toBe(true);
    expect(isAcceptableEmail(email)).toBe(false);
  });

  it.each(['jean@videotron.ca', 'x@notexample.com', 'x@example.com.au', 'x@contest.com'])('%p is not reserved', (email) => {
    expect(isReservedEmail(email)).toBe(false);
    expect(isAcceptableEmail(email)).toBe(true);
  });

  it('lists the reserved domains', () => {
    expect(RESERVED_EMAIL_DOMAINS).toEqual(expect.arrayContaining(['example.com', 'example.org', 'example.net', 'test.com']));
  });
});
