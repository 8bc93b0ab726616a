import { adfProblems, parseXml } from './adf-structure';
import { leadAdf, leadsAdf, type AdfLead } from './lead-adf';

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

  it('carries the full prospect: name parts, phone, comments, the price, the trade-in as a second vehicle, finance', () => {
    const xml = leadAdf({
      ...lead, comments: 'Call me after 5 pm', finance: { band: 'good' },
      tradeIn: { year: 2015, make: 'Mazda', model: 'CX-5', price: 900_000 },
    });
    expect(adfProblems(xml)).toEqual([]);
    const prospect = parseXml(xml).root.children[0];
    const vehicles = prospect.children.filter((c) => c.name === 'vehicle');
    expect(vehicles.map((v) => v.attrs.interest)).toEqual(['buy', 'trade-in']);
    expect(vehicles[1].children.map((c) => `${c.name}=${c.text}`)).toEqual(['year=2015', 'make=Mazda', 'model=CX-5', 'price=9000.00']);
    expect(vehicles[1].children.find((c) => c.name === 'price')!.attrs).toEqual({ type: 'appraisal', currency: 'CAD' });
    expect(vehicles[0].children.find((c) => c.name === 'finance')!.children.map((c) => c.text)).toEqual(['finance']);
    const customer = prospect.children.find((c) => c.name === 'customer')!;
    const contact = customer.children.find((c) => c.name === 'contact')!;
    expect(contact.children.map((c) => `${c.name}${c.attrs.part ? `[${c.attrs.part}]` : ''}=${c.text}`))
      .toEqual(['name[first]=Élodie', "name[last]=O&apos;Neil &amp; fils", 'email=elodie@example.com', 'phone=514-555-0101']);
    expect(customer.children.find((c) => c.name === 'comments')!.text).toBe('Call me after 5 pm\nCredit pre-qualification: good');
  });

  it('removes what XML 1.0 cannot carry (control characters, lone surrogates) and escapes markup', () => {
    const xml = leadAdf({ ...lead, comments: 'a\u0000b\u0007c\uD800d <e> & "f"', customer: { ...lead.customer, lastName: 'X\u001FY' } });
    expect(adfProblems(xml)).toEqual([]);
    expect(xml).toContain('<comments>abcd &lt;e&gt; &amp; &quot;f&quot;</comments>');
    expect(xml).toContain('<name part="last">XY</name>');
    expect(xml).not.toMatch(/[\u0000-\u0008\uD800]/);
  });

  it('holds one prospect per lead in one document (the list export)', () => {
    const xml = leadsAdf([lead, { ...lead, leadId: 'lead-2' }]);
    expect(adfProblems(xml)).toEqual([]);
    expect(parseXml(xml).root.children.map((p) => p.children[0].text)).toEqual(['lead-1', 'lead-2']);
  });

  it('the validator names what breaks the DTD', () => {
    expect(adfProblems(leadAdf(lead).replace(/<vendor>[\s\S]*<\/vendor>/, ''))).toEqual(['adf/prospect lacks <vendor>']);
    expect(adfProblems(leadAdf(lead).replace('<?ADF VERSION "1.0"?>', ''))).toEqual(['missing <?ADF VERSION "1.0"?>']);
    expect(adfProblems(leadAdf(lead).replace('status="used"', 'status="broken"'))).toEqual(['adf/prospect/vehicle/@status "broken" is not one of new|used']);
    expect(adfProblems('<adf><prospect></adf>')[0]).toMatch(/^not well-formed/);
  });
});
