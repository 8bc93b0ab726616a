import { holdReasons, inventoryImportDecider, maxPlausibleKilometres, priceBand, type InventoryImportCommand, type InventoryImportState } from './inventory-holds';

const row = { price: 3_299_500, kilometres: 12_000, modelYear: 2025, msrp: 3_449_500, vinListedElsewhere: false, currentYear: 2026 };

describe('inventory import plausibility (issue #45 item 8)', () => {
  it('passes a normal price, kilometres and VIN', () => {
    expect(holdReasons(row)).toEqual([]);
  });

  it('holds a price 10x the MSRP (cents in the dollars column of a cheap car) and one under 10 %', () => {
    expect(holdReasons({ ...row, price: row.msrp * 10 })).toEqual(['price_above_band']);
    expect(holdReasons({ ...row, price: Math.round(row.msrp / 20) })).toEqual(['price_below_band']);
  });

  it('keeps the band edges: 3x and 10 % of the MSRP pass, a cent beyond is held', () => {
    expect(holdReasons({ ...row, price: row.msrp * 3 })).toEqual([]);
    expect(holdReasons({ ...row, price: row.msrp * 3 + 1 })).toEqual(['price_above_band']);
    expect(holdReasons({ ...row, price: Math.round(row.msrp * 0.1) })).toEqual([]);
    expect(holdReasons({ ...row, price: Math.round(row.msrp * 0.1) - 1 })).toEqual(['price_below_band']);
  });

  it('falls back to an absolute band of $500 to $250,000 without an MSRP', () => {
    expect(priceBand(null)).toEqual({ min: 50_000, max: 25_000_000, fromMsrp: false });
    expect(holdReasons({ ...row, msrp: null, price: 4_600_000_00 / 10 })).toEqual(['price_above_band']);
    expect(holdReasons({ ...row, msrp: null, price: 40_000 })).toEqual(['price_below_band']);
    expect(holdReasons({ ...row, msrp: null })).toEqual([]);
  });

  it('holds impossible kilometres: more than 60,000 a year of age + 20,000, negative, or over 1,000,000', () => {
    expect(maxPlausibleKilometres(2026, 2026)).toBe(20_000);
    expect(maxPlausibleKilometres(2027, 2026)).toBe(20_000);
    expect(maxPlausibleKilometres(2016, 2026)).toBe(620_000);
    expect(maxPlausibleKilometres(1981, 2026)).toBe(1_000_000);
    expect(holdReasons({ ...row, modelYear: 2026, kilometres: 20_000 })).toEqual([]);
    expect(holdReasons({ ...row, modelYear: 2026, kilometres: 20_001 })).toEqual(['impossible_kilometres']);
    expect(holdReasons({ ...row, kilometres: -1 })).toEqual(['impossible_kilometres']);
    expect(holdReasons({ ...row, modelYear: 1985, kilometres: 1_000_001 })).toEqual(['impossible_kilometres']);
  });

  it('holds a VIN another company lists, with every other reason in order', () => {
    expect(holdReasons({ ...row, vinListedElsewhere: true, price: row.msrp * 10, kilometres: 900_000 }))
      .toEqual(['price_above_band', 'impossible_kilometres', 'vin_listed_elsewhere']);
  });
});

describe('inventoryImportDecider', () => {
  const importId = '00000000-0000-4000-8000-000000000001';
  const hold: InventoryImportCommand = {
    type: 'HoldRows', importId, companyId: 1, now: '2026-12-06T00:00:00.000Z',
    rows: [{ line: 3, vehicleId: 'v3', vin: 'A', reasons: ['price_above_band'] }, { line: 5, vehicleId: 'v5', vin: 'B', reasons: ['impossible_kilometres'] }],
  };
  const run = (commands: InventoryImportCommand[]) => commands.reduce<{ state: InventoryImportState; events: unknown[] }>((acc, c) => {
    const events = inventoryImportDecider.decide(c, acc.state);
    return { state: events.reduce(inventoryImportDecider.evolve, acc.state), events };
  }, { state: inventoryImportDecider.initialState, events: [] });
  const confirm = (lines: number[] | null): InventoryImportCommand => ({ type: 'ConfirmRows', importId, companyId: 1, lines, userId: 'u1', now: '2026-12-06T01:00:00.000Z' });

  it('holds each line once, even when the job runs again', () => {
    expect(run([hold, hold]).events).toEqual([]);
    expect(run([hold]).events).toHaveLength(1);
  });

  it('confirms the named lines, then every line still held, then nothing more', () => {
    const first = run([hold, confirm([5])]);
    expect(first.events).toEqual([expect.objectContaining({ type: 'InventoryRowsConfirmed', data: expect.objectContaining({ lines: [5] }) })]);
    expect(run([hold, confirm([5]), confirm(null)]).events).toEqual([expect.objectContaining({ data: expect.objectContaining({ lines: [3] }) })]);
    expect(run([hold, confirm(null), confirm(null)]).events).toEqual([]);
  });

  it('refuses a line that was never held, on body.lines', () => {
    expect(() => run([hold, confirm([4])])).toThrow(expect.objectContaining({ code: 'dealer.held_row_not_found', field: 'body.lines' }));
  });

  it('closes the lines a later import carried again, only those still held, once; a closed line is not confirmed', () => {
    const replace = (lines: number[]): InventoryImportCommand => ({ type: 'ReplaceRows', importId, companyId: 1, lines, byImportId: 'later', now: '2026-12-06T02:00:00.000Z' });
    expect(run([hold, confirm([5]), replace([3, 5])]).events)
      .toEqual([{ type: 'InventoryRowsReplaced', data: { importId, companyId: 1, lines: [3], replacedBy: 'later', replacedAt: '2026-12-06T02:00:00.000Z' } }]);
    expect(run([hold, replace([3]), replace([3])]).events).toEqual([]);
    expect(run([hold, replace([3]), confirm(null)]).events).toEqual([expect.objectContaining({ data: expect.objectContaining({ lines: [5] }) })]);
    expect(run([hold, replace([3, 5]), confirm(null)]).events).toEqual([]);
    expect(run([hold, replace([4])]).events).toEqual([]);
  });
});
