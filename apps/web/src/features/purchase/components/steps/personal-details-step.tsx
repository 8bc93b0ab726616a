import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, CheckboxField, LoadingArea } from '@marketplace/ui';
import { AddressSchema, PersonalDetailsSchema } from '@marketplace/contracts/purchase';
import { formatPhone, isFormattedPhone } from '@marketplace/domain/shared';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { formResolver } from '../../../../lib/form-resolver';
import { FormCheckbox, FormTextField } from '../../../../lib/forms';
import { problemMessage } from '../../../../lib/problem-messages';
import type { SessionUser } from '../../../../lib/session/api/current-user';
import { useRefreshSession, useSession } from '../../../../lib/session/session';
import { ValidationCode } from '../../../../lib/validation';
import { useFormDetails } from '../../api/get-form-details';
import { useSaveStep } from '../../api/save-completed-steps';
import { updateProfileFromPurchase } from '../../api/update-profile';
import { applyServerErrors } from '../../server-errors';
import { useDirtyGuard } from '../../use-dirty-guard';
import { AddressFields } from '../form-fields';
import { StepActions } from './step-actions';
import type { StepProps } from './types';

type AddressValues = Record<'line1' | 'line2' | 'city' | 'province' | 'postalCode' | 'phone', string>;
interface Values {
  firstName: string;
  middleName: string;
  lastName: string;
  registerOnCompanyName: boolean;
  companyName: string;
  billing: AddressValues;
  sameAsBillingAddress: boolean;
  shipping: AddressValues;
}

const optional = (value: string) => (value.trim() ? value : undefined);
const toAddress = (a: AddressValues) => ({ ...a, line2: optional(a.line2), phone: optional(a.phone) });
/** The step's request from the fields: hidden fields (company name, a shipping address that is the billing one) are not sent. */
const toRequest = (v: Values) => ({
  ...v, middleName: optional(v.middleName), companyName: v.registerOnCompanyName ? v.companyName : undefined,
  billing: toAddress(v.billing), shipping: v.sameAsBillingAddress ? undefined : toAddress(v.shipping),
});

/** The contract's rules, plus what the decider asks that the contract leaves open, shown before sending. */
const Schema = z.preprocess(
  (v) => toRequest(v as Values),
  PersonalDetailsSchema.extend({ billing: AddressSchema.safeExtend({ phone: z.string().refine(isFormattedPhone, ValidationCode.phoneInvalid) }) })
    .superRefine((v, ctx) => {
      if (v.registerOnCompanyName && !v.companyName?.trim()) ctx.addIssue({ code: 'custom', path: ['companyName'], message: ValidationCode.required });
    }),
);

const emptyAddress = { line1: '', line2: '', city: '', province: '', postalCode: '', phone: '' };
const DEFAULTS: Values = {
  firstName: '', middleName: '', lastName: '', registerOnCompanyName: false, companyName: '', billing: emptyAddress, sameAsBillingAddress: true, shipping: emptyAddress,
};

/** A first purchase starts from the profile (issue #42 item 7): the name, the phone and the postal code the buyer gave. */
function fromProfile(user: SessionUser | null): Values {
  if (!user) return DEFAULTS;
  return {
    ...DEFAULTS, firstName: user.FirstName ?? '', lastName: user.LastName ?? '',
    billing: { ...emptyAddress, phone: user.Phone ? formatPhone(user.Phone) : '', postalCode: user.PostalCode ?? '' },
  };
}

/** Step 1 (spec §3): names, company, billing address with phone, shipping address (or same as billing). */
export function PersonalDetailsStep(props: StepProps) {
  const form = useFormDetails(props.transaction.transactionId);
  const { user } = useSession();
  if (form.isPending) return <LoadingArea />;
  const saved = form.data?.personalDetails;
  const initial: Values = saved
    ? {
      firstName: saved.firstName, middleName: saved.middleName ?? '', lastName: saved.lastName, registerOnCompanyName: saved.registerOnCompanyName ?? false,
      companyName: saved.companyName ?? '', sameAsBillingAddress: saved.sameAsBillingAddress ?? true,
      billing: { ...emptyAddress, ...saved.billing, line2: saved.billing.line2 ?? '', phone: formatPhone(saved.billing.phone ?? '') },
      shipping: { ...emptyAddress, ...(saved.shipping ?? {}), line2: saved.shipping?.line2 ?? '', phone: formatPhone(saved.shipping?.phone ?? '') },
    }
    : fromProfile(user);
  return <PersonalDetailsForm {...props} initial={initial} />;
}

function PersonalDetailsForm({ transaction, vehicleId, onDone, initial }: StepProps & { initial: Values }) {
  const { t, i18n } = useLingui();
  const save = useSaveStep(vehicleId);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values, unknown, z.output<typeof Schema>>({ resolver: formResolver(Schema), mode: 'onTouched', defaultValues: initial });
  const same = useWatch({ control: form.control, name: 'sameAsBillingAddress' });
  const company = useWatch({ control: form.control, name: 'registerOnCompanyName' });
  const guard = useDirtyGuard(form.formState.isDirty, form.formState.isSubmitting || form.formState.isSubmitSuccessful);
  const { user } = useSession();
  const refreshSession = useRefreshSession();
  // Offered to everyone, ticked when the profile has no name yet (the dashboard greets by the profile's first name).
  const [updateProfile, setUpdateProfile] = useState(!user?.FirstName);

  const onSubmit = form.handleSubmit(async (data) => {
    setError(null);
    try {
      await save.mutateAsync({ transactionId: transaction.transactionId, step: 'personal-details', data });
      if (updateProfile) {
        await updateProfileFromPurchase({ FirstName: data.firstName, LastName: data.lastName, Phone: data.billing.phone?.replace(/\D/g, ''), PostalCode: data.billing.postalCode });
        await refreshSession();
      }
      form.reset(form.getValues());
      onDone();
    } catch (e) {
      if (!applyServerErrors(e, form.setError)) setError(i18n._(problemMessage(e)));
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate>
        {error ? <Alert variant="error">{error}</Alert> : null}
        <div className="purchase__columns">
          <FormTextField<Values> name="firstName" label={t`First name`} autoComplete="given-name" required />
          <FormTextField<Values> name="middleName" label={t`Middle name (optional)`} autoComplete="additional-name" />
          <FormTextField<Values> name="lastName" label={t`Last name`} autoComplete="family-name" required />
        </div>
        <FormCheckbox<Values> name="registerOnCompanyName" label={t`Register the vehicle in a company's name`} />
        {company ? <FormTextField<Values> name="companyName" label={t`Company name`} autoComplete="organization" required /> : null}
        <AddressFields<Values> prefix="billing" withPhone legend={<Trans>Billing address</Trans>} />
        <FormCheckbox<Values> name="sameAsBillingAddress" label={t`The shipping address is the same as the billing address`} />
        {!same ? <AddressFields<Values> prefix="shipping" legend={<Trans>Shipping address</Trans>} /> : null}
        <CheckboxField label={t`Also save my name, phone and postal code in my profile`} checked={updateProfile} onChange={(e) => setUpdateProfile(e.target.checked)} />
        <StepActions saving={form.formState.isSubmitting} onReset={() => form.reset(DEFAULTS)} />
      </form>
      {guard}
    </FormProvider>
  );
}
