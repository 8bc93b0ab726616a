import { compileMailLayouts } from '../../../platform/mail/layout';
import { tradeInMail } from './trade-in-mail';

beforeAll(() => compileMailLayouts());

const input = { firstName: 'Marie', vehicle: '2025 Honda Civic', priceLow: 900_000, priceHigh: 1_000_000, reason: 'Titre récupéré', url: 'https://x.test/fr-ca/trade-in', base: 'https://x.test' };

describe('trade-in emails', () => {
  it('writes the adviser offer in French with the band, the reason and the date it is held until', () => {
    const mail = tradeInMail.valuedByAdviser('fr-ca', null, { ...input, expiresAt: '2026-03-09T15:00:00.000Z' });
    expect(mail.subject).toMatch(/^Votre offre d'échange est prête/);
    expect(mail.text).toContain('Bonjour Marie,');
    expect(mail.text).toMatch(/9\s000\s\$ – 10\s000\s\$/);
    expect(mail.text).toContain('Motif\u00a0: Titre récupéré');
    expect(mail.text).toContain("L'offre est garantie jusqu'au 9 mars 2026."); // the long date (ADR 0060), never the ISO one
  });

  it('writes the inspection change in English from one value to the other, escaping the reason in HTML', () => {
    const mail = tradeInMail.adjustedAfterInspection('en-ca', null, { ...input, reason: '<b>dent</b>', from: 1_000_000, to: 900_000 });
    expect(mail.text).toContain('from $10,000 to $9,000');
    expect(mail.html).toContain('&lt;b&gt;dent&lt;/b&gt;');
  });
});
