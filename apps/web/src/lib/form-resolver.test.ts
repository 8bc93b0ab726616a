import { AddressSchema, PersonalDetailsSchema } from '@marketplace/contracts/purchase';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formResolver } from './form-resolver';
import { validationMessage, ValidationCode } from './validation';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Record<string, unknown>>;
const Schema = z.object({
  address: AddressSchema,
  amount: z.number().int(),
  note: z.string().max(5),
  confirm: z.string().refine((s) => s === 'CONTINUE', ValidationCode.confirmWord),
});
const address = { line1: '1 rue Principale', city: 'Laval', province: 'qc', postalCode: 'H7N 1A1' };

describe('formResolver', () => {
  it('answers the parsed request when the contract accepts the fields', async () => {
    const result = await formResolver(Schema)({ address, amount: 5, note: 'ok', confirm: 'CONTINUE' }, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ address: { province: 'QC', countryId: 43 }, amount: 5 });
  });

  it('gives each field a code: the contract declared one, the form rule one, or one read from the issue', async () => {
    const result = await formResolver(Schema)(
      { address: { ...address, line1: ' ', postalCode: 'nope' }, amount: Number.NaN, note: 'too long', confirm: 'no' }, undefined, options,
    );
    const messages = JSON.parse(JSON.stringify(result.errors, (key, value) => (key === 'ref' ? undefined : value)));
    expect(messages).toMatchObject({
      address: { line1: { message: 'purchase.required' }, postalCode: { message: 'purchase.invalid_postal_code' } },
      amount: { message: ValidationCode.invalid },
      note: { message: 'too_long:5' },
      confirm: { message: ValidationCode.confirmWord },
    });
  });

  it('reads a missing value as required, a missing choice too', async () => {
    const result = await formResolver(Schema)({ address: { ...address, city: undefined }, amount: 1, note: '', confirm: 'CONTINUE' }, undefined, options);
    expect(result.errors).toMatchObject({ address: { city: { message: ValidationCode.required } } });
    const choice = await formResolver(z.object({ size: z.enum(['s', 'm']) }))({ size: undefined }, undefined, options);
    expect(choice.errors).toMatchObject({ size: { message: ValidationCode.required } });
  });

  it('prefers a form rule\'s code to a code read from the contract\'s issue on the same field', async () => {
    const Code = z.object({ code: z.string().regex(/^\d{6}$/) }).superRefine((v, ctx) => {
      if (!/^\d{6}$/.test(v.code)) ctx.addIssue({ code: 'custom', path: ['code'], message: v.code ? ValidationCode.smsCodeInvalid : ValidationCode.required });
    });
    const errors = async (code: string) => (await formResolver(Code)({ code }, undefined, options)).errors;
    expect(await errors('12')).toMatchObject({ code: { message: ValidationCode.smsCodeInvalid } });
    expect(await errors('')).toMatchObject({ code: { message: ValidationCode.required } });
    expect(await errors('123456')).toEqual({});
  });

  it('says the length limit of a text that is too long (a 300-character name)', async () => {
    const billing = { ...address, phone: '514 555-1234' };
    const result = await formResolver(PersonalDetailsSchema)({ firstName: 'A'.repeat(300), lastName: 'Tremblay', billing }, undefined, options);
    expect(result.errors).toMatchObject({ firstName: { message: 'too_long:100' } });
    expect(validationMessage('too_long:100')).toMatchObject({ values: { maximum: 100 } });
  });

  it('refuses a postal code from another province (B3H 1A1 is in Nova Scotia, not Quebec)', async () => {
    const result = await formResolver(Schema)({ address: { ...address, postalCode: 'B3H 1A1' }, amount: 1, note: '', confirm: 'CONTINUE' }, undefined, options);
    expect(result.errors).toMatchObject({ address: { postalCode: { message: 'purchase.postal_code_province_mismatch' } } });
    const ok = await formResolver(Schema)({ address: { ...address, province: 'NS', postalCode: 'B3H 1A1' }, amount: 1, note: '', confirm: 'CONTINUE' }, undefined, options);
    expect(ok.errors).toEqual({});
    const withEmptyStreet = await formResolver(Schema)({ address: { ...address, line1: '', postalCode: 'B3H 1A1' }, amount: 1, note: '', confirm: 'CONTINUE' }, undefined, options);
    expect(withEmptyStreet.errors).toMatchObject({ address: { line1: { message: 'purchase.required' }, postalCode: { message: 'purchase.postal_code_province_mismatch' } } });
  });
});
