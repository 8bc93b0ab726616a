import { useLingui } from '@lingui/react/macro';
import { CompanyProfileSchema } from '@marketplace/contracts/dealer/companies.routes';
import { Alert, Button } from '@marketplace/ui';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { formResolver } from '../../../lib/form-resolver';
import { FormCheckbox, FormSelectField, FormTextField } from '../../../lib/forms';
import { isApiError } from '../../../lib/http';
import { problemMessage } from '../../../lib/problem-messages';
import { useCompanyTypes, type Company } from '../api/companies';
import { COMPANY_TYPE_LABELS } from '../labels';

export const PROVINCES = CompanyProfileSchema.shape.province.options;

export interface CompanyFormValues {
  name: string;
  typeId: string;
  city: string;
  province: string;
  lat: string;
  lng: string;
  /** Comma-separated. */
  makes: string;
  active: boolean;
}

/** The form's text fields become the contract's body (numbers, a list of makes); the contract validates it. */
const toRequest = (v: unknown) => {
  const f = v as CompanyFormValues;
  const number = (s: string) => (s.trim() === '' ? undefined : Number(s.replace(',', '.')));
  return {
    ...f, typeId: Number(f.typeId), lat: number(f.lat), lng: number(f.lng),
    makes: f.makes.split(',').map((m) => m.trim()).filter(Boolean),
  };
};
const CompanyFormSchema = z.preprocess(toRequest, CompanyProfileSchema);
export type CompanyProfileBody = z.output<typeof CompanyProfileSchema>;

export const formValuesOf = (c: Company | null): CompanyFormValues => ({
  name: c?.name ?? '', typeId: String(c?.typeId ?? 1), city: c?.city ?? '', province: c?.province ?? 'QC', lat: c ? String(c.lat) : '',
  lng: c ? String(c.lng) : '', makes: c?.makes.join(', ') ?? '', active: c?.active ?? true,
});

/** A company's details (create or edit). A 409 says someone else saved first. */
export function CompanyForm({ company, submitLabel, onSave }: { company: Company | null; submitLabel: string; onSave: (body: CompanyProfileBody) => Promise<unknown> }) {
  const { t, i18n } = useLingui();
  const types = useCompanyTypes();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<CompanyFormValues, unknown, CompanyProfileBody>({
    resolver: formResolver<CompanyFormValues, CompanyProfileBody>(CompanyFormSchema), mode: 'onTouched', defaultValues: formValuesOf(company),
  });
  const onSubmit = form.handleSubmit(async (body) => {
    setError(null);
    try {
      await onSave(body);
    } catch (e) {
      setError(isApiError(e, 'eventstore.wrong_expected_version') ? t`Someone else changed this company. Reload the page to see their changes.` : i18n._(problemMessage(e)));
    }
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="form-grid">
        {error ? <Alert variant="error">{error}</Alert> : null}
        <FormTextField<CompanyFormValues> name="name" label={t`Name`} required />
        <FormSelectField<CompanyFormValues> name="typeId" label={t`Company type`}>
          {(types.data?.items ?? [{ id: 1, key: 'dealer' }]).map((type) => (
            <option key={type.id} value={String(type.id)}>{i18n._(COMPANY_TYPE_LABELS[type.key] ?? COMPANY_TYPE_LABELS.dealer)}</option>
          ))}
        </FormSelectField>
        <FormTextField<CompanyFormValues> name="city" label={t`City`} required />
        <FormSelectField<CompanyFormValues> name="province" label={t`Province`}>
          {PROVINCES.map((p) => <option key={p} value={p}>{p}</option>)}
        </FormSelectField>
        <FormTextField<CompanyFormValues> name="lat" label={t`Latitude`} inputMode="decimal" required />
        <FormTextField<CompanyFormValues> name="lng" label={t`Longitude`} inputMode="decimal" required />
        <FormTextField<CompanyFormValues> name="makes" label={t`Makes sold (comma-separated)`} />
        <FormCheckbox<CompanyFormValues> name="active" label={t`Active`} />
        <div className="form-actions">
          <Button type="submit" loading={form.formState.isSubmitting}>{submitLabel}</Button>
        </div>
      </form>
    </FormProvider>
  );
}
