/**
 * Dealer inventory feeds (issue #14 item 5): a CSV of vehicles, validated row by row. Pure: no I/O; the file is read
 * into records by the server (its encoding and separator detected, ADR 0068). A malformed file never throws; every
 * problem is an error on a line (1 is the header) and a column (null: the whole line).
 */

export const INVENTORY_COLUMNS = ['vin', 'condition', 'trimId', 'year', 'kilometres', 'exteriorColourId', 'interiorColourId', 'price'] as const;
export type InventoryColumn = (typeof INVENTORY_COLUMNS)[number];
const REQUIRED: readonly InventoryColumn[] = ['vin', 'condition', 'trimId', 'kilometres', 'exteriorColourId', 'interiorColourId', 'price'];

export type ImportSection = 'file' | 'vehicle' | 'colours' | 'price';
const SECTION_OF: Record<InventoryColumn, ImportSection> = {
  vin: 'vehicle', condition: 'vehicle', trimId: 'vehicle', year: 'vehicle', kilometres: 'vehicle',
  exteriorColourId: 'colours', interiorColourId: 'colours', price: 'price',
};

/** The section an error on `column` belongs to (an unknown or null column: the file's structure). */
export const sectionOf = (column: string | null): ImportSection => (column && column in SECTION_OF ? SECTION_OF[column as InventoryColumn] : 'file');

export interface ImportRowError {
  readonly line: number;
  readonly column: string | null;
  readonly code: string;
  readonly message: string;
}

export interface InventoryRow {
  readonly line: number;
  readonly vin: string;
  readonly condition: 'new' | 'used';
  readonly trimId: number;
  readonly year?: number;
  readonly kilometres: number;
  readonly exteriorColourId: number;
  readonly interiorColourId: number;
  /** In cents. */
  readonly price: number;
}

/** One record of a CSV file, with the physical line it starts on (1: the header). */
export interface CsvRecord {
  readonly line: number;
  readonly fields: readonly string[];
}

/** A record the CSV reader could not read (a stray quote, an unclosed one): its line, and its field when known. */
export interface CsvRecordError {
  readonly line: number;
  readonly field: number | null;
  readonly code: string;
}

/** A CSV file as read (by the server's CSV reader: csv-parse, ADR 0068): its records and the records it could not read. */
export interface ParsedCsv {
  readonly records: readonly CsvRecord[];
  readonly errors: readonly CsvRecordError[];
}

/**
 * The highest price a row may carry, in cents: above it the price is refused, not listed (issue #45: a price written
 * in cents in the dollars column put a $4.6M vehicle on sale).
 */
export const INVENTORY_MAX_PRICE_CENTS = 50_000_000;

const MESSAGES: Record<string, string> = {
  'csv.empty': 'The file has no header row',
  'csv.unterminated_quote': 'A quoted field is not closed',
  'csv.text_after_quote': 'Text after a closing quote',
  'csv.stray_quote': 'A quote inside an unquoted field',
  'csv.missing_column': 'A required column is missing from the header',
  'csv.unknown_column': 'Unknown column (ignored)',
  'csv.duplicate_column': 'This column appears twice',
  'csv.field_count': 'This line does not have as many fields as the header',
  'csv.too_many_rows': 'Too many rows in one file',
  'import.required': 'Required',
  'import.invalid_integer': 'Not a whole number',
  'import.invalid_condition': 'Expected new or used',
  'import.invalid_year': 'Not a model year',
  'import.invalid_price': 'Not a price in dollars',
  'import.implausible_price': 'Price above $500,000: the price column is in dollars, not cents',
};
export const importErrorMessage = (code: string) => MESSAGES[code] ?? code;

const err = (line: number, column: string | null, code: string): ImportRowError => ({ line, column, code, message: importErrorMessage(code) });

const CONDITIONS: Record<string, 'new' | 'used'> = { new: 'new', neuf: 'new', neuve: 'new', used: 'used', 'usagé': 'used', usage: 'used', occasion: 'used' };

/** Each data row of an inventory CSV, validated: the good rows, and every error of the bad ones (line and column). */
export function readInventoryRecords(parsed: ParsedCsv, maxRows = 20_000): { rows: InventoryRow[]; errors: ImportRowError[]; totalRows: number; fatal: boolean } {
  const [header, ...records] = parsed.records;
  const errors: ImportRowError[] = [];
  // A record the reader could not read is a row of its own, with its error (it is not among the records).
  const unreadable = new Map<number, CsvRecordError[]>();
  for (const e of parsed.errors) unreadable.set(e.line, [...(unreadable.get(e.line) ?? []), e]);
  const data: (CsvRecord | { line: number; fields: null })[] = [
    ...records, ...[...unreadable.keys()].filter((line) => line > 1).map((line) => ({ line, fields: null })),
  ].sort((a, b) => a.line - b.line);
  if (!header || header.line !== 1 || header.fields.length === 0) {
    return { rows: [], errors: [err(1, null, unreadable.get(1)?.[0]?.code ?? 'csv.empty')], totalRows: data.length, fatal: true };
  }
  const index = new Map<InventoryColumn, number>();
  const names = header.fields.map((h) => h.trim());
  const canonical = names.map((name) => INVENTORY_COLUMNS.find((c) => c.toLowerCase() === name.toLowerCase()) ?? name);
  names.forEach((name, k) => {
    const column = INVENTORY_COLUMNS.find((c) => c === canonical[k]);
    if (!column) errors.push(err(1, name, 'csv.unknown_column'));
    else if (index.has(column)) errors.push(err(1, column, 'csv.duplicate_column'));
    else index.set(column, k);
  });
  const missing = REQUIRED.filter((c) => !index.has(c));
  for (const c of missing) errors.push(err(1, c, 'csv.missing_column'));
  if (missing.length > 0) return { rows: [], errors, totalRows: data.length, fatal: true };
  if (data.length > maxRows) return { rows: [], errors: [...errors, err(1, null, 'csv.too_many_rows')], totalRows: data.length, fatal: true };

  const rows: InventoryRow[] = [];
  for (const record of data) {
    if (record.fields === null) {
      for (const e of unreadable.get(record.line)!) errors.push(err(record.line, e.field === null ? null : (canonical[e.field] ?? null), e.code));
      continue;
    }
    if (record.fields.length !== names.length) {
      errors.push(err(record.line, null, 'csv.field_count'));
      continue;
    }
    const rowErrors: ImportRowError[] = [];
    const cell = (c: InventoryColumn) => (index.has(c) ? record.fields[index.get(c)!].trim() : '');
    const int = (c: InventoryColumn, optional = false): number | undefined => {
      const v = cell(c).replace(/[\s\u00a0]/g, '');
      if (v === '') {
        if (!optional) rowErrors.push(err(record.line, c, 'import.required'));
        return undefined;
      }
      if (!/^\d{1,9}$/.test(v)) {
        rowErrors.push(err(record.line, c, 'import.invalid_integer'));
        return undefined;
      }
      return Number(v);
    };
    const vin = cell('vin');
    if (vin === '') rowErrors.push(err(record.line, 'vin', 'import.required'));
    const conditionText = cell('condition').toLowerCase();
    const condition = CONDITIONS[conditionText];
    if (!condition) rowErrors.push(err(record.line, 'condition', conditionText === '' ? 'import.required' : 'import.invalid_condition'));
    const trimId = int('trimId');
    const year = int('year', true);
    if (year !== undefined && (year < 1981 || year > 2100)) rowErrors.push(err(record.line, 'year', 'import.invalid_year'));
    const kilometres = int('kilometres');
    const exteriorColourId = int('exteriorColourId');
    const interiorColourId = int('interiorColourId');
    // "38990.50", "21 500", and as a French Excel writes it, "21 500,00 $" (a decimal comma: never a thousands one).
    const priceText = cell('price').replace(/[\s\u00a0\u202f$]/g, '');
    const price = /^\d{1,8}([.,]\d{1,2})?$/.test(priceText) ? Math.round(Number(priceText.replace(',', '.')) * 100) : undefined;
    if (price === undefined) rowErrors.push(err(record.line, 'price', priceText === '' ? 'import.required' : 'import.invalid_price'));
    else if (price > INVENTORY_MAX_PRICE_CENTS) rowErrors.push(err(record.line, 'price', 'import.implausible_price'));
    if (rowErrors.length > 0) {
      errors.push(...rowErrors);
      continue;
    }
    rows.push({
      line: record.line, vin, condition: condition!, trimId: trimId!, ...(year === undefined ? {} : { year }), kilometres: kilometres!,
      exteriorColourId: exteriorColourId!, interiorColourId: interiorColourId!, price: price!,
    });
  }
  return { rows, errors, totalRows: data.length, fatal: false };
}
