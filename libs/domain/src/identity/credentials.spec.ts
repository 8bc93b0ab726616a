import fc from 'fast-check';
import { DomainError } from '../shared/domain-error';
import { assertPasswordPolicy, loginIdentityOf, parseDateOfBirth, parseEmail, parsePhone } from './credentials';
import { ALL_SECTIONS, DEFAULT_SECTIONS, effectiveSections } from './sections';
import { ALL_USER_TYPES } from '../shared/user-types';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (e) {
    return (e as DomainError).code;
  }
};

describe('credentials', () => {
  it('password policy: 8 to 128 characters, counted as code points', () => {
    expect(codeOf(() => assertPasswordPolicy('1234567', 'p'))).toBe('identity.password_too_short');
    expect(codeOf(() => assertPasswordPolicy('12345678', 'p'))).toBeNull();
    expect(codeOf(() => assertPasswordPolicy('x'.repeat(64), 'p'))).toBeNull();
    expect(codeOf(() => assertPasswordPolicy('x'.repeat(129), 'p'))).toBe('identity.password_too_long');
    expect(codeOf(() => assertPasswordPolicy('😀'.repeat(8), 'p'))).toBeNull();
  });
  it('emails: format, reserved development addresses, normalisation', () => {
    expect(parseEmail(' Jo.Doe@Mail.CA ')).toBe('jo.doe@mail.ca');
    expect(codeOf(() => parseEmail('nope'))).toBe('identity.email_invalid');
    expect(codeOf(() => parseEmail('dev@example.com'))).toBe('identity.email_reserved');
    expect(codeOf(() => parseEmail('dev@shop.test'))).toBe('identity.email_reserved');
  });
  it('login identity is case- and space-insensitive and never mixes emails and user names', () => {
    fc.assert(fc.property(fc.stringMatching(/^[a-z0-9]{1,10}@[a-z]{1,8}\.ca$/), (email) => {
      expect(loginIdentityOf(email.toUpperCase() + ' ')).toBe(loginIdentityOf(email));
    }));
    expect(loginIdentityOf('bob')).not.toBe(loginIdentityOf('bob@x.ca'));
  });
  it('phones: 10 digits, a leading 1 dropped, empty allowed', () => {
    expect(parsePhone('(514) 555-1234', 'f')).toBe('5145551234');
    expect(parsePhone('+1 514 555 1234', 'f')).toBe('5145551234');
    expect(parsePhone('', 'f')).toBe('');
    expect(codeOf(() => parsePhone('555-1234', 'f'))).toBe('identity.phone_invalid');
  });
  it('dates of birth: real calendar dates in the past', () => {
    const today = new Date('2026-01-01T00:00:00Z');
    expect(parseDateOfBirth('1990-02-28', today, 'f')).toBe('1990-02-28');
    expect(parseDateOfBirth('1990-02-28T00:00:00.000Z', today, 'f')).toBe('1990-02-28');
    expect(parseDateOfBirth('', today, 'f')).toBe('');
    expect(codeOf(() => parseDateOfBirth('1990-02-30', today, 'f'))).toBe('identity.date_of_birth_invalid');
    expect(codeOf(() => parseDateOfBirth('2030-01-01', today, 'f'))).toBe('identity.date_of_birth_invalid');
  });
});

describe('dashboard sections', () => {
  it('every user type has defaults made of known sections', () => {
    for (const type of ALL_USER_TYPES) expect(DEFAULT_SECTIONS[type].every((s) => ALL_SECTIONS.includes(s))).toBe(true);
  });
  it('spec §6 table', () => {
    const active = (type: Parameters<typeof effectiveSections>[0]) => effectiveSections(type, {}).filter((s) => s.active).map((s) => s.sectionId);
    expect(active(7)).toEqual([1, 3]);
    expect(active(8)).toEqual([6, 8, 9, 10, 11]);
    expect(active(17)).toEqual([6, 8, 9, 10, 11]);
    expect(active(20)).toEqual([4, 5, 23]);
    expect(active(9)).toEqual([1, 2, 3, 6, 21, 24, 25]);
    expect(active(18)).toEqual([1, 2, 3, 6, 21, 24, 25]);
    expect(active(6)).toEqual(ALL_SECTIONS);
  });
  it('per-user overrides win over the defaults', () => {
    const sections = effectiveSections(8, { 6: false, 4: true });
    expect(sections.find((s) => s.sectionId === 6)?.active).toBe(false);
    expect(sections.find((s) => s.sectionId === 4)?.active).toBe(true);
    expect(sections).toHaveLength(ALL_SECTIONS.length);
  });
});
