import { IdentityErrors } from '@marketplace/domain/identity';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/http';
import { activateLocale, i18n, loadCatalogPart } from '../../lib/i18n';
import '../../lib/account-problem-messages';
import { mappedCodes } from '../../lib/problem-messages';
import { ADMIN_MAPPED_CODES, adminProblemMessage } from './problem-messages';

describe('problem messages of users management', () => {
  it('together with the app-wide ones, map every error code of the identity context', () => {
    const codes = Object.values(IdentityErrors).map((make) => (make as (...args: unknown[]) => { code: string })('body.x', 8).code);
    expect(codes.filter((code) => !mappedCodes().has(code) && !ADMIN_MAPPED_CODES.has(code))).toEqual([]);
  });

  it('translates the admin codes and falls back to the app-wide messages', async () => {
    const problem = (code: string) => new ApiError({ type: 'x', title: 'x', status: 403, code });
    await activateLocale('fr-ca');
    await loadCatalogPart('admin', 'fr-ca');
    expect(i18n._(adminProblemMessage(problem('identity.cannot_impersonate')))).toBe('Vous ne pouvez pas vous connecter en tant que cet utilisateur.');
    expect(i18n._(adminProblemMessage(problem('auth.forbidden')))).toBe('Non autorisé. Vous n’avez pas le privilège d’accéder à cette page.');
    await activateLocale('en-ca');
  });
});
