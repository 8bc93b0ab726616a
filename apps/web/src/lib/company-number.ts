import { wholeNumberOf } from './validation';

/**
 * One rule for a company number everywhere: 0 (or none) means "no company". Shown, that is "—", never "0"; in a
 * form it is an empty field, and an empty field is sent as 0.
 */
export const NO_COMPANY = '—';

export function companyNumberText(id: number | null | undefined): string {
  return id ? String(id) : NO_COMPANY;
}

/** The form field's text for a company number. */
export function companyNumberField(id: number | null | undefined): string {
  return id ? String(id) : '';
}

/** Reads a company number field for `numberText`: empty is no company (0). */
export function companyNumberOf(text: string): number {
  return text === '' ? 0 : wholeNumberOf(text);
}
