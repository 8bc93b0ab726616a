import { AddressSchema } from './steps.schemas';

const address = { line1: '1 Main St', city: 'Halifax', province: 'NS', postalCode: 'B3H 1A1' };

describe('AddressSchema', () => {
  it('refuses a postal code outside the chosen province, on the postal code', () => {
    const parsed = AddressSchema.safeParse({ ...address, province: 'QC' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual(['postalCode']);
  });

  it('checks the province even while the street is still empty', () => {
    const parsed = AddressSchema.safeParse({ ...address, line1: '', province: 'QC' });
    expect(parsed.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['line1', 'postalCode']);
  });

  it.each([[[[{ x: null }]]], ['text'], [null], [42], [{ ...address, unexpected: 1 }], [{ province: 7, postalCode: [] }]])(
    'answers issues, never throws, for a value that is not an address: %j',
    (value) => {
      expect(AddressSchema.safeParse(value).success).toBe(false);
    },
  );
});
