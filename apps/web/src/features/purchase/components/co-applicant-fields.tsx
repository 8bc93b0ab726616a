import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@marketplace/ui';
import { useFormContext, useWatch, type FieldValues, type Path } from 'react-hook-form';
import { FormCheckbox, FormTextField } from '../../../lib/forms';
import { EMPLOYMENT, INCOME_FREQUENCY, RELATIONSHIP } from './credit-labels';
import { AddressFields, FormSelect } from './form-fields';

/** The co-applicant as the inputs hold them (text for numbers and dates, '' for no choice). */
export interface CoApplicantValues {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  relationship: string;
  livesWithApplicant: boolean;
  address: Record<'line1' | 'line2' | 'city' | 'province' | 'postalCode' | 'phone', string>;
  monthlyResidentialPayment: string;
  employment: Record<'status' | 'employer' | 'occupation' | 'hiringDate' | 'grossIncome' | 'frequency', string>;
  consent: boolean;
}

export const EMPTY_CO_APPLICANT: CoApplicantValues = {
  firstName: '', lastName: '', dateOfBirth: '', relationship: '', livesWithApplicant: true,
  address: { line1: '', line2: '', city: '', province: '', postalCode: '', phone: '' }, monthlyResidentialPayment: '',
  employment: { status: '', employer: '', occupation: '', hiringDate: '', grossIncome: '', frequency: 'annually' }, consent: false,
};

/**
 * Step 3's co-applicant (spec §3 "co-applicant fields"; issue 42, ADR 0063): a spouse, partner or relative who applies
 * with the buyer. Closed, a button opens it; open, the fields at pre-qualification level and the co-applicant's own
 * consent, under `prefix` of a form whose `open` field says whether the section is open.
 */
export function CoApplicantSection<T extends FieldValues>({ prefix, open }: { prefix: string; open: Path<T> }) {
  const { t, i18n } = useLingui();
  const { setValue, control } = useFormContext<T>();
  const n = (field: string) => `${prefix}.${field}` as Path<T>;
  const opened = Boolean(useWatch({ control, name: open }));
  const together = Boolean(useWatch({ control, name: n('livesWithApplicant') }));
  const firstName = String(useWatch({ control, name: n('firstName') }) ?? '').trim();
  const toggle = (value: boolean) => setValue(open, value as never, { shouldDirty: true });
  const options = (map: Record<string, MessageDescriptor>) => (
    <>
      <option value="">—</option>
      {Object.entries(map).map(([value, label]) => <option key={value} value={value}>{i18n._(label)}</option>)}
    </>
  );

  if (!opened) {
    return (
      <div className="purchase__co-applicant" data-testid="co-applicant-closed">
        <p className="purchase__hint">
          <Trans>Applying with a spouse, a partner or a relative? Their income and their credit file count with yours, and they share the commitment.</Trans>
        </p>
        <Button type="button" variant="secondary" onClick={() => toggle(true)}>
          <Trans>Add a co-applicant</Trans>
        </Button>
      </div>
    );
  }
  return (
    <fieldset className="purchase__fieldset" data-testid="co-applicant">
      <legend><Trans>Co-applicant</Trans></legend>
      <p className="purchase__hint">
        <Trans>A co-applicant applies with you: lenders count both incomes and both credit files, and you both commit to the credit.</Trans>
      </p>
      <div className="purchase__columns">
        <FormTextField<T> name={n('firstName')} label={t`Co-applicant's first name`} autoComplete="off" required />
        <FormTextField<T> name={n('lastName')} label={t`Co-applicant's last name`} autoComplete="off" required />
        <FormTextField<T> name={n('dateOfBirth')} type="date" label={t`Co-applicant's date of birth`} required />
        <FormSelect<T> name={n('relationship')} label={t`Relationship to you`} required>{options(RELATIONSHIP)}</FormSelect>
      </div>
      <FormCheckbox<T> name={n('livesWithApplicant')} label={t`Lives at my address`} />
      {together ? null : (
        <>
          <AddressFields<T> prefix={n('address')} legend={<Trans>Co-applicant's address</Trans>} />
          <FormTextField<T> name={n('monthlyResidentialPayment')} label={t`Co-applicant's monthly rent or mortgage ($)`} inputMode="decimal" />
        </>
      )}
      <div className="purchase__columns">
        <FormSelect<T> name={n('employment.status')} label={t`Co-applicant's employment status`} required>{options(EMPLOYMENT)}</FormSelect>
        <FormTextField<T> name={n('employment.employer')} label={t`Employer`} />
        <FormTextField<T> name={n('employment.occupation')} label={t`Occupation`} />
        <FormTextField<T> name={n('employment.hiringDate')} type="date" label={t`Hired on`} />
        <FormTextField<T> name={n('employment.grossIncome')} label={t`Co-applicant's gross income ($)`} inputMode="decimal" required />
        <FormSelect<T> name={n('employment.frequency')} label={t`Income frequency`} required>{options(INCOME_FREQUENCY)}</FormSelect>
      </div>
      <FormCheckbox<T> name={n('consent')} label={firstName
        ? t`${firstName} consents to this credit application being sent to lenders with mine, and to their credit file being checked for that purpose.`
        : t`My co-applicant consents to this credit application being sent to lenders with mine, and to their credit file being checked for that purpose.`} />
      <Button type="button" variant="text" onClick={() => toggle(false)}>
        <Trans>Remove the co-applicant</Trans>
      </Button>
    </fieldset>
  );
}
