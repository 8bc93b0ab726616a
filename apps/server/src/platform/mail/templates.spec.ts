import { identityMail, render } from './templates';

describe('email templates (ADR 0060)', () => {
  it('puts a no-break space before the action colon in French, none in English', () => {
    const url = 'https://shop.test/fr-ca/activate/t1';
    expect(identityMail.activation('fr-ca', null, { firstName: 'Élise', url }).text).toContain(`Activer mon compte\u00a0: ${url}`);
    expect(identityMail.activation('en-ca', null, { firstName: 'Mia', url }).text).toContain(`Activate my account: ${url}`);
    const parts = { subject: 's', greeting: 'g', lines: [], action: { label: 'Voir', url }, footer: 'f' };
    expect(render(parts).text).toContain(`Voir: ${url}`);
    expect(render({ ...parts, lang: 'fr-ca' }).text).toContain(`Voir\u00a0: ${url}`);
  });
});
