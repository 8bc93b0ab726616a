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

  it('reports factors consistent with the score: a poor score never comes with payments made on time (issue 42 item 7)', async () => {
    const reports = await Promise.all(Array.from({ length: 400 }, (_, i) => bureau.softPull({ ...alice, lastName: `Person${i}` })));
    const poor = reports.filter((r) => r.score! < 560);
    const strong = reports.filter((r) => r.score! >= 725);
    expect(poor.length).toBeGreaterThan(0);
    expect(strong.length).toBeGreaterThan(0);
    for (const r of poor) expect(r.factors.every((f) => f.impact === 'negative')).toBe(true);
    for (const r of strong) expect(r.factors.every((f) => f.impact === 'positive')).toBe(true);
    for (const r of reports) {
      const payments = r.factors.find((f) => f.code === 'payment_history');
      if (payments) expect(payments.impact).toBe(r.score! >= 660 ? 'positive' : 'negative');
    }
  });

  it('is the simulated bureau by default; Equifax or TransUnion with their URL and client; anything else stops the boot', () => {
    expect(creditBureauFrom({}).name).toBe('simulated');
    const client = { CLIENT_ID: 'id', CLIENT_SECRET: 'secret' };
    const equifax = creditBureauFrom({ CREDIT_BUREAU: 'equifax', EQUIFAX_URL: 'https://api.example/equifax', EQUIFAX_CLIENT_ID: client.CLIENT_ID, EQUIFAX_CLIENT_SECRET: client.CLIENT_SECRET });
    expect([equifax.name, equifax.transfersOutsideQuebec]).toEqual(['equifax', true]);
    const transunion = creditBureauFrom({ CREDIT_BUREAU: 'transunion', TRANSUNION_URL: 'https://api.example/tu', TRANSUNION_CLIENT_ID: 'id', TRANSUNION_CLIENT_SECRET: 's' });
    expect([transunion.name, transunion.transfersOutsideQuebec]).toEqual(['transunion', true]);
    expect(() => creditBureauFrom({ CREDIT_BUREAU: 'equifax' })).toThrow(/EQUIFAX_URL/);
    expect(() => creditBureauFrom({ CREDIT_BUREAU: 'transunion', TRANSUNION_URL: 'https://api.example/tu' })).toThrow(/TRANSUNION_CLIENT_ID/);
    expect(() => creditBureauFrom({ CREDIT_BUREAU: 'experian' })).toThrow(/CREDIT_BUREAU/);
  });
});
