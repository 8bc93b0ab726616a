import { IdentityErrors } from '@marketplace/domain/identity';
import { describe, expect, it } from 'vitest';
import { ApiError } from './http';
import './account-problem-messages';
import { activateLocale, i18n, loadCatalogPart } from './i18n';
import { mappedCodes, problemMessage } from './problem-messages';

const problem = (status: number, code: string, extra: Record<string, unknown> = {}) =>
  new ApiError({ type: `/problems/${code}`, title: 'x', status, code, ...extra });

describe('problem messages (text never comes from the server)', () => {
  it('with the account messages, has a message for every error code of the identity context but those only users management meets', () => {
    const adminOnly = new Set([
      'identity.already_registered', 'identity.user_not_found', 'identity.language_unknown', 'identity.user_type_not_allowed',
      'identity.status_unknown', 'identity.section_unknown', 'identity.not_allowed_on_user', 'identity.cannot_impersonate', 'identity.company_unknown',
      'identity.reason_required',
    ]);
    const codes = Object.values(IdentityErrors).map((make) => (make as (...args: unknown[]) => { code: string })('body.x', 8).code);
    expect(codes.length).toBeGreaterThan(25);
    expect(codes.filter((code) => !mappedCodes().has(code) && !adminOnly.has(code))).toEqual([]);
  });

  it('maps the platform codes a screen can meet', () => {
    for (const code of ['rate_limit.exceeded', 'auth.unauthenticated', 'auth.csrf_failed', 'auth.refused_while_impersonating', 'validation.invalid_input']) {
      expect(mappedCodes().has(code)).toBe(true);
    }
  });

  it('says when to try again after a 429, in whole minutes, in both languages', async () => {
    await activateLocale('en-ca');
    expect(i18n._(problemMessage(problem(429, 'rate_limit.exceeded', { retryAfterSeconds: 540 })))).toBe('Too many attempts, try again in 9 minutes');
    expect(i18n._(problemMessage(problem(429, 'rate_limit.exceeded', { retryAfterSeconds: 20 })))).toBe('Too many attempts, try again in 1 minute');
    expect(i18n._(problemMessage(problem(429, 'rate_limit.exceeded')))).toBe('Too many attempts. Please wait a moment and try again.');
    await activateLocale('fr-ca');
    await loadCatalogPart('account', 'fr-ca');
    expect(i18n._(problemMessage(problem(429, 'rate_limit.exceeded', { retryAfterSeconds: 61 })))).toBe('Trop de tentatives, réessayez dans 2 minutes');
    expect(i18n._(problemMessage(problem(400, 'identity.confirmation_required')))).toBe('Tapez CONTINUE pour confirmer');
    await activateLocale('en-ca');
  });

  it('reads an unknown code or a non-API failure as the generic message', async () => {
    await activateLocale('en-ca');
    expect(i18n._(problemMessage(problem(400, 'something.new')))).toBe('Something went wrong, please try again');
    expect(i18n._(problemMessage(new Error('boom')))).toBe('Something went wrong, please try again');
  });
});
