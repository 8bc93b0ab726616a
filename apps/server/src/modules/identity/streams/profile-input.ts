import type { z } from 'zod';
import type { UpdateUserSelfBodySchema } from '@marketplace/contracts';
import { IdentityErrors, isKnownLanguageId, normalizePostalCode, parseDateOfBirth, parseEmail, parsePhone } from '@marketplace/domain';
import type { PersonalData } from './personal-data';

export type ProfileInput = z.output<typeof UpdateUserSelfBodySchema>;

export interface ProfileChange {
  readonly pii: PersonalData;
  readonly languageId: number;
  /** The new email (normalised) when it changes, else null. */
  readonly newEmail: string | null;
  readonly profileChanged: boolean;
}

/** Validates profile fields (spec §5 rules) and merges them into the current data. Throws before anything is written. */
export function applyProfileInput(current: PersonalData, currentLanguageId: number, input: ProfileInput, now: Date, prefix = 'body'): ProfileChange {
  const f = (name: string) => `${prefix}.${name}`;
  const pii: PersonalData = { ...current };
  if (input.FirstName !== undefined) pii.FirstName = input.FirstName.trim();
  if (input.LastName !== undefined) pii.LastName = input.LastName.trim();
  if (input.Phone !== undefined) pii.Phone = parsePhone(input.Phone, f('Phone'));
  if (input.Cell !== undefined) pii.Cell = parsePhone(input.Cell, f('Cell'));
  if (input.PostalCode !== undefined) {
    const raw = input.PostalCode.trim();
    const normalized = raw === '' ? '' : normalizePostalCode(raw);
    if (normalized === undefined) throw IdentityErrors.postalCodeInvalid(f('PostalCode'));
    pii.PostalCode = normalized;
  }
  if (input.DateOfBirth !== undefined) pii.DateOfBirth = parseDateOfBirth(input.DateOfBirth, now, f('DateOfBirth'));
  if (input.address !== undefined) pii.address = input.address.trim();
  if (input.City_Id !== undefined) pii.City_Id = input.City_Id;
  if (input.ProvinceId !== undefined) pii.ProvinceId = input.ProvinceId;
  if (input.Company_Name !== undefined) pii.Company_Name = input.Company_Name.trim();
  let languageId = currentLanguageId;
  if (input.Language_Id !== undefined) {
    if (!isKnownLanguageId(input.Language_Id)) throw IdentityErrors.languageUnknown(f('Language_Id'));
    languageId = input.Language_Id;
  }
  let newEmail: string | null = null;
  if (input.Email !== undefined && input.Email.trim() !== '') {
    const email = parseEmail(input.Email, f('Email'));
    if (email !== current.Email) newEmail = email;
  }
  const profileChanged = JSON.stringify({ ...pii }) !== JSON.stringify({ ...current }) || languageId !== currentLanguageId;
  return { pii, languageId, newEmail, profileChanged };
}
