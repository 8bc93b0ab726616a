import { DomainError, isDomainError } from './domain-error';

describe('DomainError', () => {
  it('carries its code, kind and field, and is told apart from other errors', () => {
    const e = new DomainError('purchase.vehicle_locked', 'conflict', undefined, 'vehicleId');
    expect([e.code, e.kind, e.field, e.message, e.name]).toEqual(['purchase.vehicle_locked', 'conflict', 'vehicleId', 'purchase.vehicle_locked', 'DomainError']);
    expect(isDomainError(e)).toBe(true);
    expect(isDomainError(new Error('x'))).toBe(false);
  });

  it('captures no stack frames, and leaves the stack of every other error as it was', () => {
    const before = Error.stackTraceLimit;
    expect(new DomainError('x', 'validation').stack).not.toMatch(/\n\s+at /);
    expect(Error.stackTraceLimit).toBe(before);
    expect(new Error('fault').stack).toMatch(/\n\s+at /);
  });
});
