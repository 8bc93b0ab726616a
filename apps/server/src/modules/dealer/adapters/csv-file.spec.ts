import iconv from 'iconv-lite';
import { decodeCsv, detectSeparator, readCsv } from './csv-file';

describe('reading a dealer CSV file (ADR 0068)', () => {
  it('detects UTF-8, UTF-8 with a byte-order mark and Windows-1252, and keeps the accents', () => {
    const text = 'modèle;prix\nSélect;21 500 €\nÉnergie – œuvre;’\n';
    expect(decodeCsv(Buffer.from(text, 'utf8'))).toEqual({ text, encoding: 'utf-8' });
    expect(decodeCsv(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]))).toEqual({ text, encoding: 'utf-8-bom' });
    const excel = iconv.encode(text, 'windows-1252');
    expect(excel.includes(0xe9)).toBe(true); // é is one byte there
    expect(decodeCsv(excel)).toEqual({ text, encoding: 'windows-1252' });
    expect(decodeCsv(Buffer.from('vin,price\nA,1\n'))).toEqual({ text: 'vin,price\nA,1\n', encoding: 'utf-8' });
  });

  it('detects the separator of the header row: comma, semicolon or tab, a quoted one not counted', () => {
    expect(detectSeparator('vin,condition,price\n1;2;3;4;5')).toBe('comma');
    expect(detectSeparator('vin;condition;price\r\n')).toBe('semicolon');
    expect(detectSeparator('vin\tcondition\tprice')).toBe('tab');
    expect(detectSeparator('"a;b;c;d",x,y\n')).toBe('comma');
    expect(detectSeparator('vin')).toBe('comma');
  });

  it('reads RFC 4180 records with the line each starts on: quotes, doubled quotes, CRLF and LF, line breaks inside quotes', () => {
    expect(readCsv('a,b\r\n"x, y","say ""hi"""\n"multi\nline",2\n\n3,4', 'comma')).toEqual({
      records: [
        { line: 1, fields: ['a', 'b'] }, { line: 2, fields: ['x, y', 'say "hi"'] }, { line: 3, fields: ['multi\nline', '2'] }, { line: 6, fields: ['3', '4'] },
      ],
      errors: [],
    });
    expect(readCsv('a;b\n"1;2";3\n', 'semicolon').records).toEqual([{ line: 1, fields: ['a', 'b'] }, { line: 2, fields: ['1;2', '3'] }]);
    expect(readCsv('a\tb\n1,5\t2\n', 'tab').records).toEqual([{ line: 1, fields: ['a', 'b'] }, { line: 2, fields: ['1,5', '2'] }]);
  });

  it('gives a malformed record an error on its own line (and field) and reads on', () => {
    const { records, errors } = readCsv('a,b\n1,ne"w\n2,3\n4,"x"y\n5,6\n"unclosed,7', 'comma');
    expect(records.map((r) => r.line)).toEqual([1, 3, 5]);
    expect(errors).toEqual([
      { line: 2, field: 1, code: 'csv.stray_quote' }, { line: 4, field: 1, code: 'csv.text_after_quote' }, { line: 6, field: null, code: 'csv.unterminated_quote' },
    ]);
  });
});
