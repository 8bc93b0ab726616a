import { registerRoute, type RegisterBody } from '@marketplace/contracts/identity/session.routes';
import { useMutation } from '@tanstack/react-query';
import type { RouteResult } from '../../../lib/api-route';
import { register as registerCall } from '../../../lib/api/client/identity/session.routes';

/** POST /api/user/register?languageId=&redirectUrl= with the registration payload of spec §3. */
export type RegisterResult = RouteResult<typeof registerRoute>;

/** The spec's values for everything the sign-up form does not ask. */
export function registrationPayload(input: { email: string; password: string; languageId: number }): RegisterBody {
  return {
    Username: input.email,
    Email: input.email,
    Password: input.password,
    FirstName: '',
    LastName: '',
    PostalCode: '',
    Phone: '',
    Cell: '',
    Active: false,
    Language_Id: input.languageId,
    DateOfBirth: '',
    address: '',
    City_Id: 0,
    ProvinceId: 0,
    UserType_Id: '0',
    Addresses: [],
    Company_Id: 0,
    Company_Name: '',
    ConfirmByPhone: false,
    ConfirmByEmail: true,
    UsersStatus_Id: 0,
  };
}

/** Spec §4/§8: 1 registered; '2' that email is taken; '4' email already taken; anything else failed. */
export type RegisterOutcome = 'registered' | 'email_taken' | 'email_already_taken' | 'failed';

export function registerOutcome(result: { Status: unknown }): RegisterOutcome {
  const status = String(result.Status);
  if (status === '1') return 'registered';
  if (status === '2') return 'email_taken';
  if (status === '4') return 'email_already_taken';
  return 'failed';
}

export function register(body: RegisterBody, query: { languageId: number; redirectUrl: string }): Promise<RegisterResult> {
  return registerCall({ body, query });
}

export function useRegisterMutation() {
  return useMutation({
    mutationFn: (input: { body: RegisterBody; languageId: number; redirectUrl: string }) =>
      register(input.body, { languageId: input.languageId, redirectUrl: input.redirectUrl }),
  });
}
