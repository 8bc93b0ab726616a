import { stringify } from 'csv-stringify/sync';

/** The columns of the lead list's CSV export, in order, with their headers in each language (ADR 0079). */
export const LEAD_CSV_COLUMNS = [
  ['leadId', 'Lead', 'Demande'],
  ['createdAt', 'Created', 'Créée le'],
  ['type', 'Type', 'Type'],
  ['status', 'Buyer status', "Statut de l'acheteur"],
  ['stage', 'Stage', 'Étape'],
  ['firstName', 'First name', 'Prénom'],
  ['lastName', 'Last name', 'Nom'],
  ['email', 'Email', 'Courriel'],
  ['phone', 'Phone', 'Téléphone'],
  ['language', 'Language', 'Langue'],
  ['year', 'Year', 'Année'],
  ['make', 'Make', 'Marque'],
  ['model', 'Model', 'Modèle'],
  ['assignee', 'Assigned to', 'Assignée à'],
  ['firstContactAt', 'First contact', 'Premier contact'],
  ['responseMinutes', 'Response time (minutes)', 'Délai de réponse (minutes)'],
] as const;

export type LeadCsvRow = Record<(typeof LEAD_CSV_COLUMNS)[number][0], string | number | null>;

/**
 * A cell a spreadsheet would run as a formula (it starts with = + - @, a tab or a carriage return: CSV injection) is
 * prefixed with an apostrophe, which Excel and LibreOffice show as text.
 */
export const spreadsheetSafe = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/**
 * The rows as CSV for Excel (csv-stringify): UTF-8 with a byte-order mark (Excel opens it as UTF-8, accents intact),
 * CRLF line ends, every cell quoted when needed, the headers in the user's language.
 */
export function leadsCsv(rows: readonly LeadCsvRow[], language: 'en-ca' | 'fr-ca'): string {
  const header = LEAD_CSV_COLUMNS.map(([, en, fr]) => (language === 'fr-ca' ? fr : en));
  return stringify([header, ...rows.map((r) => LEAD_CSV_COLUMNS.map(([key]) => r[key]))], {
    bom: true, record_delimiter: 'windows',
    cast: { string: spreadsheetSafe, number: (n) => String(n) },
  });
}
