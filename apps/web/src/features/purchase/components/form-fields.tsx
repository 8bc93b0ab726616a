import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { SelectField } from '@marketplace/ui';
import type { ReactNode } from 'react';
import { get, useFormContext, useFormState, type FieldValues, type Path } from 'react-hook-form';
import { FormPhoneField, FormTextField } from '../../../lib/forms';
import { validationMessage } from '../../../lib/validation';

export const PROVINCES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const;

/** A select bound to react-hook-form, with the errors-once-touched rule of the text fields. */
export function FormSelect<T extends FieldValues>({ name, label, children, required }: { name: Path<T>; label: ReactNode; children: ReactNode; required?: boolean }) {
  const { register } = useFormContext<T>();
  const { i18n } = useLingui();
  const { errors, touchedFields, isSubmitted } = useFormState({ name });
  const code = (get(errors, name) as { message?: string } | undefined)?.message;
  const descriptor = validationMessage(code);
  return (
    <SelectField label={label} required={required} {...register(name)} error={descriptor ? i18n._(descriptor) : null} touched={Boolean(get(touchedFields, name)) || isSubmitted}>
      {children}
    </SelectField>
  );
}

const PROVINCE_NAMES_FR: Record<string, string> = { AB: 'Alberta', BC: 'Colombie-Britannique', MB: 'Manitoba', NB: 'Nouveau-Brunswick', NL: 'Terre-Neuve-et-Labrador', NS: 'Nouvelle-Écosse', NT: 'Territoires du Nord-Ouest', NU: 'Nunavut', ON: 'Ontario', PE: 'Île-du-Prince-Édouard', QC: 'Québec', SK: 'Saskatchewan', YT: 'Yukon' };
const PROVINCE_NAMES_EN: Record<string, string> = { AB: 'Alberta', BC: 'British Columbia', MB: 'Manitoba', NB: 'New Brunswick', NL: 'Newfoundland and Labrador', NS: 'Nova Scotia', NT: 'Northwest Territories', NU: 'Nunavut', ON: 'Ontario', PE: 'Prince Edward Island', QC: 'Quebec', SK: 'Saskatchewan', YT: 'Yukon' };

/** A province's name in the page's language (its code when unknown). */
export const provinceName = (code: string, locale: string): string => (locale.startsWith('fr') ? PROVINCE_NAMES_FR : PROVINCE_NAMES_EN)[code] ?? code;

export function ProvinceOptions() {
  const { i18n } = useLingui();
  return (
    <>
      <option value="">—</option>
      {PROVINCES.map((p) => (
        <option key={p} value={p}>
          {provinceName(p, i18n.locale)}
        </option>
      ))}
    </>
  );
}

/** Address fields of spec §3 (country Canada, id 43), under `prefix` ('billing', 'shipping', 'address'...). */
export function AddressFields<T extends FieldValues>({ prefix, withPhone, legend }: { prefix: string; withPhone?: boolean; legend: ReactNode }) {
  const n = (field: string) => `${prefix}.${field}` as Path<T>;
  return (
    <fieldset className="purchase__fieldset">
      <legend>{legend}</legend>
      <FormTextField<T> name={n('line1')} label={<Trans>Address</Trans>} autoComplete="address-line1" required />
      <FormTextField<T> name={n('line2')} label={<Trans>Apartment, suite (optional)</Trans>} autoComplete="address-line2" />
      <div className="purchase__columns">
        <FormTextField<T> name={n('city')} label={<Trans>City</Trans>} autoComplete="address-level2" required />
        <FormSelect<T> name={n('province')} label={<Trans>Province</Trans>} required>
          <ProvinceOptions />
        </FormSelect>
        <FormTextField<T> name={n('postalCode')} label={<Trans>Postal code</Trans>} autoComplete="postal-code" placeholder="H2X 1Y4" required />
      </div>
      <p className="purchase-choice__text">
        <Trans>Country: Canada</Trans>
      </p>
      {withPhone ? <FormPhoneField<T> name={n('phone')} label={<Trans>Phone</Trans>} required /> : null}
    </fieldset>
  );
}
