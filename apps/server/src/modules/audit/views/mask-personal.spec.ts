import { maskPersonal } from './mask-personal';

describe('maskPersonal', () => {
  it('masks sealed values and personal fields, keeps the rest', () => {
    expect(maskPersonal({
      transactionId: 't1', details: { $sealed: 'pv1.abc.def' }, sin: { $sealed: 'pv1.a.b' }, pii: 'pv1.x_y.z-w', email: 'a@b.ca',
      billing: { line1: '1 rue', city: 'Montréal', postalCode: 'H2X 1Y4' }, vehicle: { make: 'Honda', year: 2024 }, amount: 25_000,
    })).toEqual({
      transactionId: 't1', details: '[sealed]', sin: '[sealed]', pii: '[sealed]', email: '***',
      billing: { line1: '***', city: 'Montréal', postalCode: '***' }, vehicle: { make: 'Honda', year: 2024 }, amount: 25_000,
    });
  });
});
