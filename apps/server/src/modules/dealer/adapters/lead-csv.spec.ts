import { parse } from 'csv-parse/sync';
import { LEAD_CSV_COLUMNS, leadsCsv, type LeadCsvRow } from './lead-csv';

const row: LeadCsvRow = {
  leadId: 'l-1', createdAt: '2026-12-01T10:00:00.000Z', type: 'buy_online', status: 'new', stage: 'contacted', firstName: 'Élodie',
  lastName: '=HYPERLINK("http://x","clic")', email: 'e@example.com', phone: '+1 514-555-0101', language: 'fr-ca', year: 2021,
  make: 'Honda', model: 'Civic, "EX"', assignee: '@boss', firstContactAt: null, responseMinutes: 4,
};

describe('the lead list as CSV', () => {
  it('starts with a byte-order mark and has headers in the user language', () => {
    const fr = leadsCsv([row], 'fr-ca');
    expect(fr.startsWith('\uFEFF')).toBe(true);
    expect(parse(fr.slice(1))[0]).toEqual(LEAD_CSV_COLUMNS.map(([, , french]) => french));
    expect(parse(leadsCsv([row], 'en-ca').slice(1))[0]).toEqual(LEAD_CSV_COLUMNS.map(([, english]) => english));
  });

  it('guards formulas, quotes separators and quotes, keeps accents', () => {
    const [, cells] = parse(leadsCsv([row], 'en-ca').slice(1)) as string[][];
    const at = (key: string) => cells[LEAD_CSV_COLUMNS.findIndex(([k]) => k === key)];
    expect(at('lastName')).toBe('\'=HYPERLINK("http://x","clic")');
    expect(at('phone')).toBe("'+1 514-555-0101");
    expect(at('assignee')).toBe("'@boss");
    expect(at('model')).toBe('Civic, "EX"');
    expect(at('firstName')).toBe('Élodie');
    expect(at('firstContactAt')).toBe('');
    expect(at('responseMinutes')).toBe('4');
  });
});
