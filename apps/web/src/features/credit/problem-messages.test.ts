import { CreditErrors } from '@marketplace/domain/credit';
import { describe, expect, it } from 'vitest';
import { activateLocale, i18n, loadCatalogPart } from '../../lib/i18n';
import { messageForCode } from '../../lib/problem-messages';
import './problem-messages';

describe('credit problem messages', () => {
  it('tell a super admin that someone else answers the review of their own application, in both languages', async () => {
    const { code } = CreditErrors.cannotReviewOwnApplication();
    await activateLocale('fr-ca');
    await loadCatalogPart('credit', 'fr-ca');
    expect(i18n._(messageForCode(code))).toBe('Vous ne pouvez pas répondre à la révision de votre propre demande : une autre personne doit y répondre.');
    await activateLocale('en-ca');
    await loadCatalogPart('credit', 'en-ca');
    expect(i18n._(messageForCode(code))).toBe('You cannot answer the review of your own application: another reviewer must answer it.');
  });
});
