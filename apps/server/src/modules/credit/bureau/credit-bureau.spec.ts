import { creditBureauFrom } from './credit-bureau.provider';
import { SimulatedCreditBureau } from './simulated-bureau';

const alice = { firstName: 'Alice', lastName: 'Tremblay', dateOfBirth: '1990-05-01', postalCode: 'H2X 1Y4' };

describe('credit bureau drivers', () => {
  const bureau = new SimulatedCreditBureau();

  it('answers the same report for the same identity, however it is spelled', async () => {
    const first = await bureau.softPull(alice);
    expect(await bureau.softPull({ ...alice, firstName: ' ALICE ', postalCode: 'h2x1y4' })).toEqual(first);
    expect(first.score).toBeGreaterThanOrEqual(300);
    expect(first.score).toBeLessThanOrEqual(900);
    expect(first.factors.length).toBeGreaterThan(0);
  });

  it('gives other people other scores, spread over the range', async () => {
    const scores = await Promise.all(Array.from({ length: 200 }, (_, i) => bureau.softPull({ ...alice, lastName: `Person${i}` })));
    const values = scores.map((r) => r.score!);
    expect(new Set(values).size).toBeGreaterThan(100);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(300);
    expect(Math.max(...values)).toBeLessThanOrEqual(900);
    expect(values.filter((s) => s >= 600 && s <= 800).length).toBeGreaterThan(100);
  });

  it('is the simulated bureau by default; a bureau without a driver stops the boot', () => {
    expect(creditBureauFrom({}).name).toBe('simulated');
    expect(() => creditBureauFrom({ CREDIT_BUREAU: 'equifax' })).toThrow(/CREDIT_BUREAU/);
    expect(() => creditBureauFrom({ CREDIT_BUREAU: 'experian' })).toThrow(/CREDIT_BUREAU/);
  });
});
