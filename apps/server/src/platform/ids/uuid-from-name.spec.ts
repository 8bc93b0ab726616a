import { uuidFromName } from './uuid-from-name';

describe('uuidFromName', () => {
  it('gives the same id for the same name, and another for another name', () => {
    expect(uuidFromName('stripe:evt_1:0')).toBe(uuidFromName('stripe:evt_1:0'));
    expect(uuidFromName('stripe:evt_1:0')).not.toBe(uuidFromName('stripe:evt_1:1'));
  });

  it('lays the id out as a version-5 UUID (version nibble 5, RFC 4122 variant)', () => {
    for (const name of ['', 'a', 'marketplace:trade-in:value-rule-7:1:t:0', 'é'.repeat(100)]) {
      expect(uuidFromName(name)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
  });

  // Event ids already appended were made from these names: a changed function would append a timer's events again.
  it('keeps the ids it gave before (purchase webhooks, trade-in re-valuations)', () => {
    expect(uuidFromName('x')).toBe('11f6ad8e-c52a-5984-abaa-fd7c3b516503');
    expect(uuidFromName('marketplace:purchase:stripe:evt_1:0')).toBe('86106e20-a4af-5795-80e3-5645f7d61497');
    expect(uuidFromName('marketplace:trade-in:value-rule-x:1:t:0')).toBe('d0945c7c-7a23-51bc-9ef4-c8c5d068af3f');
  });
});
