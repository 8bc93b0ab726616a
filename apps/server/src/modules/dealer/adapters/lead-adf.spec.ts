import { adfProblems, parseXml } from './adf-structure';
import { leadAdf, type AdfLead } from './lead-adf';

const lead: AdfLead = {
  leadId: 'lead-1', requestDate: '2026-02-03T10:00:00.000Z',
  vehicle: { year: 2021, make: 'Honda', model: 'Civic', vin: '2HGFC2F59MH000001', price: 2_349_900, condition: 'used' },
  customer: { firstName: 'Élodie', lastName: "O'Neil & fils", email: 'elodie@example.com', phone: '514-555-0101' },
  vendorName: 'Auto <Laval>',
};

describe('the lead as ADF/XML 1.0', () => {
  it('parses as ADF: prolog, one prospect with its required elements, escaped text', () => {
    const xml = leadAdf(lead);
    expect(adfProblems(xml)).toEqual([]);
    const prospect = parseXml(xml).root.children[0];
    const child = (n: typeof prospect, name: string) => n.children.find((c) => c.name === name)!;
    const vehicle = child(prospect, 'vehicle');
    expect(vehicle.attrs).toEqual({ interest: 'buy', status: 'used' });
    expect(['year', 'make', 'model', 'vin', 'price'].map((n) => child(vehicle, n).text)).toEqual(['2021', 'Honda', 'Civic', '2HGFC2F59MH000001', '23499.00']);
    expect(child(prospect, 'requestdate').text).toBe('2026-02-03T10:00:00.000Z');
    expect(child(child(prospect, 'vendor'), 'vendorname').text).toBe('Auto &lt;Laval&gt;');
    expect(child(prospect, 'provider')).toBeDefined();
  });

  it('stays ADF without the optional vin, price and names', () => {
    expect(adfProblems(leadAdf({ ...lead, vehicle: { year: 2020, make: 'Kia', model: 'Soul' }, customer: { firstName: null, email: 'a@b.ca' } }))).toEqual([]);
  });

  it('a trade-in lead is the customer\'s used car to trade in', () => {
    const xml = leadAdf({ ...lead, vehicle: { year: 2018, make: 'Honda', model: 'Civic', interest: 'trade-in', condition: null } });
    expect(adfProblems(xml)).toEqual([]);
    expect(parseXml(xml).root.children[0].children.find((c) => c.name === 'vehicle')!.attrs).toEqual({ interest: 'trade-in', status: 'used' });
  });

  it('the validator names what breaks the DTD', () => {
    expect(adfProblems(leadAdf(lead).replace(/<vendor>[\s\S]*<\/vendor>\n/, ''))).toEqual(['adf/prospect lacks <vendor>']);
    expect(adfProblems(leadAdf(lead).replace('<?ADF VERSION "1.0"?>', ''))).toEqual(['missing <?ADF VERSION "1.0"?>']);
    expect(adfProblems(leadAdf(lead).replace('status="used"', 'status="broken"'))).toEqual(['adf/prospect/vehicle/@status "broken" is not one of new|used']);
    expect(adfProblems('<adf><prospect></adf>')[0]).toMatch(/^not well-formed/);
  });
});
