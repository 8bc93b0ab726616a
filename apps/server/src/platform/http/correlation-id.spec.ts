import { correlationIdOf } from './correlation-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('correlationIdOf', () => {
  it("keeps a caller's short plain id", () => {
    for (const id of ['abc-123', '6f1c2d3e-4b5a-4c6d-8e7f-001122334455', 'trace:1.2_3', 'a'.repeat(128)]) expect(correlationIdOf(id)).toBe(id);
  });

  it('replaces a missing, long or odd one with a new UUID', () => {
    for (const header of [undefined, '', 'a'.repeat(129), 'x'.repeat(6000), 'has space', 'new\nline', '-leading', 'é', ['a', 'b']]) {
      expect(correlationIdOf(header)).toMatch(UUID);
    }
    expect(correlationIdOf(undefined)).not.toBe(correlationIdOf(undefined));
  });
});
