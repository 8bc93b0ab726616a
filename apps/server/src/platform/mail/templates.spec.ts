import { compileMailLayouts } from './layout';
import { identityMail, render, sentence } from './templates';

beforeAll(() => compileMailLayouts());

const base = 'https://shop.test';
const parts = { brand: null, base, subject: 's', greeting: 'g', lines: ['Le texte : ici'], action: { label: 'Voir', url: `${base}/fr-ca/x` }, footer: 'f' };

describe('email templates (ADR 0060, 0067)', () => {
  it('puts a no-break space before the action colon in French, none in English', () => {
    const url = 'https://shop.test/fr-ca/activate/t1';
    expect(identityMail.activation('fr-ca', null, { firstName: 'Élise', url, base }).text).toContain(`Activer mon compte\u00a0: ${url}`);
    expect(identityMail.activation('en-ca', null, { firstName: 'Mia', url, base }).text).toContain(`Activate my account: ${url}`);
    expect(render({ ...parts, lang: 'en-ca' }).text).toContain(`Voir: ${parts.action.url}`);
    expect(render({ ...parts, lang: 'fr-ca' }).text).toContain(`Voir\u00a0: ${parts.action.url}`);
    expect(render({ ...parts, lang: 'fr-ca' }).text).toContain('Le texte\u00a0: ici');
  });

  it('writes the HTML in the brand: its logo on its site, its colour on the button, its legal name, the language and title', () => {
    const mail = render({ ...parts, lang: 'fr-ca', brand: 'shopitrade', base: 'https://trade.test/' });
    expect(mail.html).toMatch(/^<!doctype html>\s*<html lang="fr-CA"/);
    expect(mail.html).toContain('<title>s</title>');
    expect(mail.html).toContain('src="https://trade.test/brands/trade-in/email-logo-fr.png"');
    expect(mail.html).toContain('href="https://trade.test/fr-ca/"');
    expect(mail.html).toContain('background:#b4361d');
    expect(mail.html).toContain('Shopicar Inc.');
    expect(render({ ...parts, lang: 'en-ca', brand: 'unknown' }).html).toContain('src="https://shop.test/brands/default/email-logo-en.png"');
  });

  it('escapes what it is given and links the addresses of a paragraph; a paragraph in the other language says so', () => {
    const mail = render({ ...parts, lang: 'en-ca', lines: ['<b>dent</b> & "co"', 'Stop: https://shop.test/en-ca/u?a=1&b=2', { lang: 'fr-ca', text: 'Numéro : 4' }] });
    expect(mail.html).toContain('&lt;b&gt;dent&lt;/b&gt; &amp; &quot;co&quot;');
    expect(mail.html).toContain('Stop: <a href="https://shop.test/en-ca/u?a&#x3D;1&amp;b&#x3D;2"');
    expect(mail.html).toContain('<p style="margin:0 0 16px" lang="fr-CA">Numéro\u00a0: 4</p>');
    expect(mail.text).toContain('Stop: https://shop.test/en-ca/u?a=1&b=2');
  });

  it('ends a sentence on a date once: "p.m." keeps its period, "21 h 06" gets one', () => {
    expect(sentence('until December 12, 2026 at 9:06 p.m.')).toBe('until December 12, 2026 at 9:06 p.m.');
    expect(sentence('jusqu’au 12 décembre 2026 à 21 h 06')).toBe('jusqu’au 12 décembre 2026 à 21 h 06.');
  });
});
