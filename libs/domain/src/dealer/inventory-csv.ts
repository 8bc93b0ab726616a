/**
 * Dealer inventory feeds (issue #14 item 5): a CSV of vehicles, validated row by row. Pure: no I/O. A malformed file
 * never throws; every problem is an error on a line (1 is the header) and a column (null: the whole line).
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

interface CsvRecord {
  readonly line: number;
  readonly fields: string[];
}

/**
 * RFC 4180 records with the physical line each starts on: commas, double quotes (`""` inside quotes), CRLF or LF,
 * line breaks inside quoted fields. A quote inside an unquoted field, or text after a closing quote, is an error of
 * that field; an unterminated quote, of the record's line.
 */
export function parseCsv(text: string): { records: CsvRecord[]; errors: { line: number; field: number | null; code: string }[] } {
  const records: CsvRecord[] = [];
  const errors: { line: number; field: number | null; code: string }[] = [];
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let line = 1;
  let i = 0;
  while (i < src.length) {
    const start = line;
    const fields: string[] = [];
    let broken = false;
    for (;;) {
      let value = '';
      if (src[i] === '"') {
        i++;
        let closed = false;
        while (i < src.length) {
          const c = src[i];
          if (c === '"') {
            if (src[i + 1] === '"') {
              value += '"';
              i += 2;
              continue;
            }
            i++;
            closed = true;
            break;
          }
          if (c === '\n') line++;
          value += c;
          i++;
        }
        if (!closed) {
          errors.push({ line: start, field: null, code: 'csv.unterminated_quote' });
          broken = true;
          break;
        }
        if (i < src.length && src[i] !== ',' && src[i] !== '\n' && src[i] !== '\r') {
          errors.push({ line: start, field: fields.length, code: 'csv.text_after_quote' });
          broken = true;
          while (i < src.length && src[i] !== ',' && src[i] !== '\n') i++;
        }
      } else {
        while (i < src.length && src[i] !== ',' && src[i] !== '\n' && src[i] !== '\r') {
          if (src[i] === '"' && !broken) {
            errors.push({ line: start, field: fields.length, code: 'csv.stray_quote' });
            broken = true;
          }
          value += src[i];
          i++;
        }
      }
      fields.push(value);
      if (src[i] === ',') {
        i++;
        continue;
      }
      if (src[i] === '\r') i++;
      if (src[i] === '\n') {
        i++;
        line++;
      }
      break;
    }
    const blank = fields.length === 1 && fields[0].trim() === '';
    if (!blank) records.push({ line: start, fields: broken ? [] : fields });
  }
  return { records, errors };
}

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
};
export const importErrorMessage = (code: string) => MESSAGES[code] ?? code;

const err = (line: number, column: string | null, code: string): ImportRowError => ({ line, column, code, message: importErrorMessage(code) });

const CONDITIONS: Record<string, 'new' | 'used'> = { new: 'new', neuf: 'new', neuve: 'new', used: 'used', 'usagé': 'used', usage: 'used', occasion: 'used' };

/** Each data row of an inventory CSV, validated: the good rows, and every error of the bad ones (line and column). */
export function readInventoryCsv(text: string, maxRows = 20_000): { rows: InventoryRow[]; errors: ImportRowError[]; totalRows: number; fatal: boolean } {
  const parsed = parseCsv(text);
  const [header, ...data] = parsed.records;
  const errors: ImportRowError[] = [];
  const fieldErrors = new Map<number, { field: number | null; code: string }[]>();
  for (const e of parsed.errors) fieldErrors.set(e.line, [...(fieldErrors.get(e.line) ?? []), e]);
  if (!header || header.line !== 1 || header.fields.length === 0) {
    return { rows: [], errors: [err(1, null, parsed.errors[0]?.line === 1 ? parsed.errors[0].code : 'csv.empty')], totalRows: data.length, fatal: true };
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
    const structural = fieldErrors.get(record.line);
    if (structural) {
      for (const e of structural) errors.push(err(record.line, e.field === null ? null : (canonical[e.field] ?? null), e.code));
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
    const priceText = cell('price').replace(/[\s\u00a0$]/g, '');
    const price = /^\d{1,8}(\.\d{1,2})?$/.test(priceText) ? Math.round(Number(priceText) * 100) : undefined;
    if (price === undefined) rowErrors.push(err(record.line, 'price', priceText === '' ? 'import.required' : 'import.invalid_price'));
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
