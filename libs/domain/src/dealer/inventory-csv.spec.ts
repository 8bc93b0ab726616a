import { readInventoryRecords, sectionOf, type CsvRecord, type ParsedCsv } from './inventory-csv';

const HEADER = ['vin', 'condition', 'trimId', 'year', 'kilometres', 'exteriorColourId', 'interiorColourId', 'price'];
/** Records as the CSV reader gives them: one a line from the header on. */
const records = (...rows: string[][]): CsvRecord[] => rows.map((fields, k) => ({ line: k + 1, fields }));
const read = (rows: string[][], errors: ParsedCsv['errors'] = [], maxRows?: number) => readInventoryRecords({ records: records(...rows), errors }, maxRows);

describe('inventory CSV rows', () => {
  it('reads good rows (French condition words, dollars to cents, optional year) and names every bad field by line and column', () => {
    const { rows, errors, totalRows, fatal } = readInventoryRecords({
      records: records(
        ['VIN', 'Condition', 'trimId', 'kilometres', 'exteriorColourId', 'interiorColourId', 'price', 'year'],
        ['2T3R1RFV1SW100001', 'new', '1022', '12', '5', '1', '38990.50', ''],
        ['2T3R1RFV1SW100002', 'usagé', '1022', '45 000', '5', '1', '21 500', '2022'],
        ['', 'broken', 'abc', '12', '5', '1', 'free', '1975'],
        ['2T3R1RFV1SW100004', 'new', '1022', '12', '5', '1'],
        ['2T3R1RFV1SW100007', 'new', '1022', '12', '5', '1', '4600000', ''],
      ).map((r) => (r.line === 6 ? { ...r, line: 7 } : r)),
      errors: [{ line: 6, field: 1, code: 'csv.stray_quote' }],
    });
    expect({ totalRows, fatal }).toEqual({ totalRows: 6, fatal: false });
    expect(rows).toEqual([
      { line: 2, vin: '2T3R1RFV1SW100001', condition: 'new', trimId: 1022, kilometres: 12, exteriorColourId: 5, interiorColourId: 1, price: 3_899_050 },
      { line: 3, vin: '2T3R1RFV1SW100002', condition: 'used', trimId: 1022, year: 2022, kilometres: 45_000, exteriorColourId: 5, interiorColourId: 1, price: 2_150_000 },
    ]);
    expect(errors.map((e) => [e.line, e.column, e.code])).toEqual([
      [4, 'vin', 'import.required'], [4, 'condition', 'import.invalid_condition'], [4, 'trimId', 'import.invalid_integer'],
      [4, 'year', 'import.invalid_year'], [4, 'price', 'import.invalid_price'],
      [5, null, 'csv.field_count'],
      [6, 'condition', 'csv.stray_quote'],
      [7, 'price', 'import.implausible_price'],
    ]);
    expect(errors.map((e) => sectionOf(e.column))).toEqual(['vehicle', 'vehicle', 'vehicle', 'vehicle', 'price', 'file', 'vehicle', 'price']);
    expect(errors.at(-1)!.message).toBe('Price above $500,000: the price column is in dollars, not cents');
  });

  it('reads a price as a French Excel writes it (decimal comma, spaces, dollar sign); a comma before three digits is no price', () => {
    const row = (price: string) => ['2T3R1RFV1SW100001', 'new', '1022', '', '12', '5', '1', price];
    const { rows, errors } = read([HEADER, row('21 500,50 $'), row('21\u202f500,5\u00a0$'), row('29,500')]);
    expect(rows.map((r) => r.price)).toEqual([2_150_050, 2_150_050]);
    expect(errors.map((e) => [e.line, e.code])).toEqual([[4, 'import.invalid_price']]);
  });

  it('lists a vehicle at $500,000, refuses one a cent above (issue #45: cents written in the dollars column)', () => {
    const row = (price: string) => ['2T3R1RFV1SW100001', 'new', '1022', '', '12', '5', '1', price];
    expect(read([HEADER, row('500000'), row('500000.01')]).errors.map((e) => [e.line, e.code])).toEqual([[3, 'import.implausible_price']]);
  });

  it('never throws on a malformed file: a missing column, an empty file, an unreadable header, too many rows', () => {
    expect(read([['vin', 'condition'], ['1', 'new']])).toMatchObject({ fatal: true, rows: [] });
    expect(read([['vin', 'condition'], ['1', 'new']]).errors.map((e) => [e.line, e.column, e.code])).toEqual(
      ['trimId', 'kilometres', 'exteriorColourId', 'interiorColourId', 'price'].map((c) => [1, c, 'csv.missing_column']));
    expect(read([]).errors).toEqual([expect.objectContaining({ line: 1, code: 'csv.empty' })]);
    expect(readInventoryRecords({ records: [], errors: [{ line: 1, field: null, code: 'csv.unterminated_quote' }] }))
      .toMatchObject({ fatal: true, errors: [expect.objectContaining({ line: 1, code: 'csv.unterminated_quote' })] });
    const many = read([HEADER, ...Array.from({ length: 3 }, () => ['a', 'new', '1', '', '1', '1', '1', '1'])], [], 2);
    expect(many).toMatchObject({ fatal: true, totalRows: 3, errors: [expect.objectContaining({ code: 'csv.too_many_rows' })] });
    expect(read([[...HEADER, 'colour']]).errors.map((e) => [e.line, e.column, e.code])).toEqual([[1, 'colour', 'csv.unknown_column']]);
  });
});
