/**
 * Canadian postal code 'A1A 1A1'. Canada Post never uses D, F, I, O, Q or U, and not W or Z as the first letter.
 * The first three characters are the forward sortation area (FSA).
 */
const POSTAL_CODE = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z])(\d[ABCEGHJ-NPRSTV-Z]\d)$/;

export interface PostalCode {
  /** Normalised: upper case with one space, 'H2X 1Y4'. */
  readonly postalCode: string;
  /** Forward sortation area, 'H2X'. */
  readonly fsa: string;
}

/** Accepts any case, spaces and hyphens ('h2x-1y4', ' H2X1Y4 '); undefined when it is not a postal code. */
export function parsePostalCode(input: string): PostalCode | undefined {
  const match = POSTAL_CODE.exec(input.replace(/[\s-]/g, '').toUpperCase());
  if (!match) return undefined;
  const [, fsa, ldu] = match;
  return { postalCode: `${fsa} ${ldu}`, fsa };
}

export const normalizePostalCode = (input: string): string | undefined => parsePostalCode(input)?.postalCode;
export const isValidPostalCode = (input: string): boolean => parsePostalCode(input) !== undefined;
