import { parseCsv, readInventoryCsv, sectionOf } from './inventory-csv';

const HEADER = 'vin,condition,trimId,year,kilometres,exteriorColourId,interiorColourId,price';

describe('inventory CSV', () => {
  it('parses RFC 4180: quotes, doubled quotes, CRLF, line breaks inside quotes, with the line each record starts on', () => {
    const { records, errors } = parseCsv('\ufeffa,b\r\n"x, y","say ""hi"""\n"multi\nline",2\n\n3,4');
    expect(errors).toEqual([]);
    expect(records).toEqual([
      { line: 1, fields: ['a', 'b'] }, { line: 2, fields: ['x, y', 'say "hi"'] }, { line: 3, fields: ['multi\nline', '2'] }, { line: 6, fields: ['3', '4'] },
    ]);
  });

  it('reads good rows (French condition words, dollars to cents, optional year) and names every bad field by line and column', () => {
    const csv = [
      'VIN,Condition,trimId,kilometres,exteriorColourId,interiorColourId,price,year',
      '2T3R1RFV1SW100001,new,1022,12,5,1,38990.50,',
      '2T3R1RFV1SW100002,usagé,1022,45 000,5,1,"21 500",2022',
      ',broken,abc,12,5,1,free,1975',
      '2T3R1RFV1SW100004,new,1022,12,5,1',
      '2T3R1RFV1SW100005,ne"w,1022,12,5,1,100,',
    ].join('\n');
    const { rows, errors, totalRows, fatal } = readInventoryCsv(csv);
    expect({ totalRows, fatal }).toEqual({ totalRows: 5, fatal: false });
    expect(rows).toEqual([
      { line: 2, vin: '2T3R1RFV1SW100001', condition: 'new', trimId: 1022, kilometres: 12, exteriorColourId: 5, interiorColourId: 1, price: 3_899_050 },
      { line: 3, vin: '2T3R1RFV1SW100002', condition: 'used', trimId: 1022, year: 2022, kilometres: 45_000, exteriorColourId: 5, interiorColourId: 1, price: 2_150_000 },
    ]);
    expect(errors.map((e) => [e.line, e.column, e.code])).toEqual([
      [4, 'vin', 'import.required'], [4, 'condition', 'import.invalid_condition'], [4, 'trimId', 'import.invalid_integer'],
      [4, 'year', 'import.invalid_year'], [4, 'price', 'import.invalid_price'],
      [5, null, 'csv.field_count'],
      [6, 'condition', 'csv.stray_quote'],
    ]);
    expect(errors.map((e) => sectionOf(e.column))).toEqual(['vehicle', 'vehicle', 'vehicle', 'vehicle', 'price', 'file', 'vehicle']);
  });

  it('never throws on a malformed file: a missing column, an empty file, an unclosed quote, too many rows', () => {
    expect(readInventoryCsv('vin,condition\n1,new')).toMatchObject({ fatal: true, rows: [] });
    expect(readInventoryCsv('vin,condition\n1,new').errors.map((e) => [e.line, e.column, e.code])).toEqual(
      ['trimId', 'kilometres', 'exteriorColourId', 'interiorColourId', 'price'].map((c) => [1, c, 'csv.missing_column']));
    expect(readInventoryCsv('').errors).toEqual([expect.objectContaining({ line: 1, code: 'csv.empty' })]);
    const unclosed = readInventoryCsv(`${HEADER}\n2T3R1RFV1SW100001,new,1022,,12,5,1,100\n"2T3R1RFV1SW100002,new,1022,,12,5,1,100`);
    expect(unclosed.rows.map((r) => r.line)).toEqual([2]);
    expect(unclosed.errors.map((e) => [e.line, e.column, e.code])).toEqual([[3, null, 'csv.unterminated_quote']]);
    const many = readInventoryCsv(`${HEADER}\n${'a,new,1,,1,1,1,1\n'.repeat(3)}`, 2);
    expect(many).toMatchObject({ fatal: true, totalRows: 3, errors: [expect.objectContaining({ code: 'csv.too_many_rows' })] });
    expect(readInventoryCsv(`${HEADER},colour\n`).errors.map((e) => [e.line, e.column, e.code])).toEqual([[1, 'colour', 'csv.unknown_column']]);
  });
});
