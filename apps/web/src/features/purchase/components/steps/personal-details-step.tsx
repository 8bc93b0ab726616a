import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, LoadingArea } from '@marketplace/ui';
import { formatPhone, isFormattedPhone, isValidPostalCode, normalizePostalCode } from '@marketplace/domain/shared';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormCheckbox, FormTextField } from '../../../../lib/forms';
import { problemMessage } from '../../../../lib/problem-messages';
import { ValidationCode } from '../../../../lib/validation';
import { useFormDetails } from '../../api/get-form-details';
import { useSaveStep } from '../../api/save-completed-steps';
import { applyServerErrors } from '../../server-errors';
import { useDirtyGuard } from '../../use-dirty-guard';
import { AddressFields } from '../form-fields';
import { StepActions } from './step-actions';
import type { StepProps } from './types';

const text = (max: number) => z.string().max(max);
const required = (max: number) => z.string().trim().min(1, ValidationCode.required).max(max);
const BillingSchema = (phoneRequired: boolean) =>
  z.object({
    line1: required(200),
    line2: text(200),
    city: required(100),
    province: z.string().min(2, ValidationCode.required),
    postalCode: z.string().trim().refine(isValidPostalCode, ValidationCode.postalCodeInvalid),
    phone: phoneRequired ? z.string().refine(isFormattedPhone, ValidationCode.phoneInvalid) : z.string(),
  });

const Schema = z
  .object({
    firstName: required(100),
    middleName: text(100),
    lastName: required(100),
    registerOnCompanyName: z.boolean(),
    companyName: text(200),
    billing: BillingSchema(true),
    sameAsBillingAddress: z.boolean(),
    // Checked below only when it differs from the billing address.
    shipping: z.object({ line1: z.string(), line2: z.string(), city: z.string(), province: z.string(), postalCode: z.string(), phone: z.string() }).partial(),
  })
  .superRefine((v, ctx) => {
    if (v.registerOnCompanyName && !v.companyName.trim()) ctx.addIssue({ code: 'custom', path: ['companyName'], message: ValidationCode.required });
    if (!v.sameAsBillingAddress) {
      const s = v.shipping;
      if (!s.line1?.trim()) ctx.addIssue({ code: 'custom', path: ['shipping', 'line1'], message: ValidationCode.required });
      if (!s.city?.trim()) ctx.addIssue({ code: 'custom', path: ['shipping', 'city'], message: ValidationCode.required });
      if (!s.province) ctx.addIssue({ code: 'custom', path: ['shipping', 'province'], message: ValidationCode.required });
      if (!s.postalCode || !isValidPostalCode(s.postalCode)) ctx.addIssue({ code: 'custom', path: ['shipping', 'postalCode'], message: ValidationCode.postalCodeInvalid });
    }
  });
type Values = z.infer<typeof Schema>;

const emptyAddress = { line1: '', line2: '', city: '', province: '', postalCode: '', phone: '' };
const DEFAULTS: Values = {
  firstName: '', middleName: '', lastName: '', registerOnCompanyName: false, companyName: '', billing: emptyAddress, sameAsBillingAddress: true, shipping: emptyAddress,
};

/** Step 1 (spec §3): names, company, billing address with phone, shipping address (or same as billing). */
export function PersonalDetailsStep(props: StepProps) {
  const form = useFormDetails(props.transaction.transactionId);
  if (form.isPending) return <LoadingArea />;
  const saved = form.data?.personalDetails;
  const initial: Values = saved
    ? {
      firstName: saved.firstName, middleName: saved.middleName ?? '', lastName: saved.lastName, registerOnCompanyName: saved.registerOnCompanyName ?? false,
      companyName: saved.companyName ?? '', sameAsBillingAddress: saved.sameAsBillingAddress ?? true,
      billing: { ...emptyAddress, ...saved.billing, line2: saved.billing.line2 ?? '', phone: formatPhone(saved.billing.phone ?? '') },
      shipping: { ...emptyAddress, ...(saved.shipping ?? {}), line2: saved.shipping?.line2 ?? '', phone: formatPhone(saved.shipping?.phone ?? '') },
    }
    : DEFAULTS;
  return <PersonalDetailsForm {...props} initial={initial} />;
}

function PersonalDetailsForm({ transaction, vehicleId, onDone, initial }: StepProps & { initial: Values }) {
  const { t, i18n } = useLingui();
  const save = useSaveStep(vehicleId);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(Schema), mode: 'onTouched', defaultValues: initial });
  const same = useWatch({ control: form.control, name: 'sameAsBillingAddress' });
  const company = useWatch({ control: form.control, name: 'registerOnCompanyName' });
  const guard = useDirtyGuard(form.formState.isDirty, form.formState.isSubmitting || form.formState.isSubmitSuccessful);

  const onSubmit = form.handleSubmit(async (v) => {
    setError(null);
    const address = (a: Partial<Values['billing']>) => ({
      line1: a.line1!.trim(), ...(a.line2?.trim() ? { line2: a.line2.trim() } : {}), countryId: 43 as const, city: a.city!.trim(), province: a.province!,
      postalCode: normalizePostalCode(a.postalCode!) ?? a.postalCode!, ...(a.phone ? { phone: a.phone } : {}),
    });
    try {
      await save.mutateAsync({
        transactionId: transaction.transactionId, step: 'personal-details',
        data: {
          firstName: v.firstName.trim(), ...(v.middleName.trim() ? { middleName: v.middleName.trim() } : {}), lastName: v.lastName.trim(),
          registerOnCompanyName: v.registerOnCompanyName, ...(v.registerOnCompanyName ? { companyName: v.companyName.trim() } : {}),
          billing: address(v.billing), sameAsBillingAddress: v.sameAsBillingAddress, ...(v.sameAsBillingAddress ? {} : { shipping: address(v.shipping) }),
        },
      });
      form.reset(v);
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
        <StepActions saving={form.formState.isSubmitting} onReset={() => form.reset(DEFAULTS)} />
      </form>
      {guard}
    </FormProvider>
  );
}
