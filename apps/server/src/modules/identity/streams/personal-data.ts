import type { AddressEntrySchema } from '@marketplace/contracts';
import type { z } from 'zod';

/**
 * A user's personal data (spec §3 registration payload names). It exists in events only sealed with the user's own
 * key (platform/privacy), and in the `identity.users` read table until the account is deleted.
 */
export interface PersonalData {
  UserName: string;
  Email: string;
  FirstName: string;
  LastName: string;
  Phone: string;
  Cell: string;
  PostalCode: string;
  address: string;
  City_Id: number;
  ProvinceId: number;
  DateOfBirth: string;
  Company_Name: string;
  Addresses: z.output<typeof AddressEntrySchema>[];
}

export const EMPTY_PERSONAL_DATA: PersonalData = {
  UserName: '', Email: '', FirstName: '', LastName: '', Phone: '', Cell: '', PostalCode: '', address: '', City_Id: 0,
  ProvinceId: 0, DateOfBirth: '', Company_Name: '', Addresses: [],
};

/** The sealed password hash. */
export interface Credential {
  readonly hash: string;
}
