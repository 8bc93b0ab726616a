import type { CsvRecord, CsvRecordError, ParsedCsv } from '@marketplace/domain';
import { CsvError, parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import { isUtf8 } from 'node:buffer';

/**
 * Reading a dealer's CSV file (ADR 0068): its encoding and separator detected, then csv-parse. A Quebec dealer's
 * Excel export is Windows-1252 with semicolons; a "CSV UTF-8" export starts with a byte-order mark; a tab-separated
 * export is common from inventory tools.
 */
export const CSV_ENCODINGS = ['utf-8', 'utf-8-bom', 'windows-1252'] as const;
export type CsvEncoding = (typeof CSV_ENCODINGS)[number];
export const CSV_SEPARATORS = ['comma', 'semicolon', 'tab'] as const;
export type CsvSeparator = (typeof CSV_SEPARATORS)[number];

const CHARACTER: Record<CsvSeparator, string> = { comma: ',', semicolon: ';', tab: '\t' };
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * The file's text and what it was written in: UTF-8 after a byte-order mark, UTF-8 when every byte sequence is valid
 * UTF-8, else Windows-1252 (Excel's "CSV" on a French or English Windows; its bytes 0x80–0x9F are ’ œ € …, which
 * ISO-8859-1 would lose). Text in a Western language that is valid UTF-8 is almost never Windows-1252: an accented
 * letter there is one byte that UTF-8 refuses.
 */
export function decodeCsv(bytes: Buffer): { text: string; encoding: CsvEncoding } {
  if (bytes.subarray(0, 3).equals(UTF8_BOM)) return { text: bytes.subarray(3).toString('utf8'), encoding: 'utf-8-bom' };
  if (isUtf8(bytes)) return { text: bytes.toString('utf8'), encoding: 'utf-8' };
  return { text: iconv.decode(bytes, 'windows-1252'), encoding: 'windows-1252' };
}

/**
 * The separator of the header row: the one of `,` `;` tab that splits it into the most fields outside quotes (a
 * header names 7 or 8 columns and none of them holds a separator). A comma when none does.
 */
export function detectSeparator(text: string): CsvSeparator {
  const count: Record<CsvSeparator, number> = { comma: 0, semicolon: 0, tab: 0 };
  let quoted = false;
  for (const c of text) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) break;
    else if (!quoted && c === ',') count.comma++;
    else if (!quoted && c === ';') count.semicolon++;
    else if (!quoted && c === '\t') count.tab++;
  }
  return CSV_SEPARATORS.reduce((best, s) => (count[s] > count[best] ? s : best), 'comma');
}

/** csv-parse's codes as the import names them (the import's error codes are stable API). */
const CODES: Record<string, string> = {
  INVALID_OPENING_QUOTE: 'csv.stray_quote',
  CSV_INVALID_CLOSING_QUOTE: 'csv.text_after_quote',
  CSV_QUOTE_NOT_CLOSED: 'csv.unterminated_quote',
};

const NEWLINES = /\r\n|\r|\n/g;
const newlinesIn = (s: string) => s.match(NEWLINES)?.length ?? 0;
/** Where the line after `line` (1-based) starts in `text`, or -1 when there is none. */
function startOfLineAfter(text: string, line: number): number {
  NEWLINES.lastIndex = 0;
  for (let seen = 0, m = NEWLINES.exec(text); m; m = NEWLINES.exec(text)) if (++seen === line) return m.index + m[0].length;
  return -1;
}
/** Thrown from csv-parse's on_skip to stop reading where csv-parse would not find its way back. */
const RESTART = new Error('restart after the line');

/**
 * The records of a CSV text (RFC 4180 by csv-parse: quotes, doubled quotes, CRLF, LF or CR, line breaks inside
 * quoted fields), each with the line it starts on, and the records it could not read with theirs. A record in error
 * is skipped and reading goes on with the next one. After text following a closing quote (`"x"y`), csv-parse would
 * read the rest of the file as that quoted field: reading starts again on the next line instead.
 */
export function readCsv(text: string, separator: CsvSeparator): ParsedCsv {
  const records: CsvRecord[] = [];
  const errors: CsvRecordError[] = [];
  let rest = text;
  let linesBefore = 0;
  for (;;) {
    let restartAfter: number | null = null;
    const offset = linesBefore;
    try {
      parse(rest, {
        delimiter: CHARACTER[separator], record_delimiter: ['\r\n', '\n', '\r'], bom: true, relax_column_count: true, skip_empty_lines: true,
        raw: true, skip_records_with_error: true,
        // The record's line is where it ended, less the line breaks inside its fields.
        on_record: (record, context) => {
          // With `raw` (on_skip needs it), csv-parse hands on_record `{ record, raw }`, whatever its types say.
          const fields = (record as unknown as { record: string[] }).record;
          records.push({ line: offset + context.lines - fields.reduce((n, field) => n + newlinesIn(field), 0), fields });
          return null;
        },
        on_skip: (error: CsvError | undefined, raw?: string) => {
          if (!error) return undefined;
          // The error's line is where it was found; the record started as many lines above as its text so far holds.
          const line = offset + (error.lines as number) - newlinesIn(raw ?? '');
          if (!errors.some((e) => e.line === line)) { // not the same record again, as reading went on
            const code = CODES[error.code] ?? 'csv.malformed';
            const column = (error as CsvError & { column?: unknown }).column;
            errors.push({ line, field: typeof column === 'number' && code !== 'csv.unterminated_quote' ? column : null, code });
          }
          if (error.code === 'CSV_INVALID_CLOSING_QUOTE') {
            restartAfter = error.lines as number;
            throw RESTART;
          }
          return undefined;
        },
      });
    } catch (error) {
      if (error !== RESTART) throw error;
    }
    const next = restartAfter === null ? -1 : startOfLineAfter(rest, restartAfter);
    if (next === -1) break;
    rest = rest.slice(next);
    linesBefore += restartAfter!;
  }
  return { records, errors };
}
