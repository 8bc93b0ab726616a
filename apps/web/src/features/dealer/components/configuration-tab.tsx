import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { CONFIGURATION_DEFAULTS, CONFIGURATION_SCHEMAS, type ConfigurationSection } from '@marketplace/contracts/dealer/configurations.routes';
import { Alert, Button, LoadingArea, useSnackbar } from '@marketplace/ui';
import { useState } from 'react';
import { FormProvider, useForm, type FieldValues } from 'react-hook-form';
import { z } from 'zod';
import { formResolver } from '../../../lib/form-resolver';
import { FormCheckbox, FormTextField } from '../../../lib/forms';
import { isApiError } from '../../../lib/http';
import { problemMessage } from '../../../lib/problem-messages';
import { useConfiguration, useSaveConfiguration } from '../api/configurations';

export const SECTION_LABELS: Record<ConfigurationSection, MessageDescriptor> = {
  forms: msg`Forms`,
  promotions: msg`Promotions`,
  directory: msg`Directory`,
  shopicar: msg`Shopicar`,
  partner: msg`Partner id`,
  shopitrade: msg`Shopitrade`,
  widget: msg`Widget`,
  leads: msg`Lead response`,
};

const FIELD_LABELS: Record<string, MessageDescriptor> = {
  buyOnline: msg`Buy online`,
  tradeIn: msg`Trade-in`,
  creditApplication: msg`Credit application`,
  testDrive: msg`Test drive`,
  enabled: msg`Enabled`,
  bannerEn: msg`Banner (English)`,
  bannerFr: msg`Banner (French)`,
  endsOn: msg`Ends on (YYYY-MM-DD)`,
  listed: msg`Listed in the directory`,
  website: msg`Website`,
  descriptionEn: msg`Description (English)`,
  descriptionFr: msg`Description (French)`,
  deliveryRadiusKm: msg`Delivery radius (km)`,
  touchlessDelivery: msg`Touchless delivery`,
  partnerId: msg`Partner id`,
  marginPercent: msg`Margin (%)`,
  primaryColor: msg`Main colour (#rrggbb)`,
  accentColor: msg`Accent colour (#rrggbb)`,
  maxVehicles: msg`Vehicles shown (1 to 24)`,
  responseTargetMinutes: msg`Answer a lead within (minutes, then the company is alerted)`,
};

type Values = Record<string, string | boolean>;

/**
 * One configuration section as a form: its fields follow the contract's settings (a yes/no is a checkbox, a number or
 * a text a text field); the contract's schema validates it, and the save names the version the form was read at.
 * `readOnly` (a dealer, or staff who may read but not save): the settings as a list.
 */
export function ConfigurationTab({ section, companyId, readOnly = false }: { section: ConfigurationSection; companyId: number; readOnly?: boolean }) {
  const { i18n } = useLingui();
  const current = useConfiguration(section, companyId);
  if (current.isPending) return <LoadingArea />;
  if (current.isError) return <Alert variant="error">{i18n._(problemMessage(current.error))}</Alert>;
  if (readOnly) return <ConfigurationSummary section={section} settings={current.data.settings} />;
  return <ConfigurationForm key={current.data.version} section={section} companyId={companyId} version={current.data.version} settings={current.data.settings} />;
}

/** A section's settings, read only: one term per field, yes/no for a flag, "Not set" for an empty text. */
export function ConfigurationSummary({ section, settings }: { section: ConfigurationSection; settings: Record<string, unknown> }) {
  const { t, i18n } = useLingui();
  const value = (v: unknown) => (typeof v === 'boolean' ? (v ? t`Yes` : t`No`) : v === '' || v === null || v === undefined ? t`Not set` : String(v));
  const rows = Object.keys(CONFIGURATION_DEFAULTS[section]).map((f): [string, string] => [i18n._(FIELD_LABELS[f]), value(settings[f])]);
  return <SettingsList rows={rows} label={i18n._(SECTION_LABELS[section])} />;
}

/** Terms and their values, read only (a company's details or one of its configuration sections). */
export function SettingsList({ rows, label }: { rows: readonly [string, string][]; label?: string }) {
  return (
    <dl className="dealer-settings" aria-label={label}>
      {rows.map(([term, value]) => (
        <div key={term} className="dealer-settings__row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ConfigurationForm({ section, companyId, version, settings }: { section: ConfigurationSection; companyId: number; version: number; settings: Record<string, unknown> }) {
  const { t, i18n } = useLingui();
  const snackbar = useSnackbar();
  const save = useSaveConfiguration(section);
  const [error, setError] = useState<string | null>(null);
  const defaults = CONFIGURATION_DEFAULTS[section] as Record<string, unknown>;
  const fields = Object.keys(defaults);
  const toRequest = (v: unknown) => Object.fromEntries(Object.entries(v as Values).map(([k, x]) =>
    [k, typeof defaults[k] === 'number' && typeof x === 'string' ? (x.trim() === '' ? undefined : Number(x.replace(',', '.'))) : x]));
  const [schema] = useState(() => z.preprocess(toRequest, CONFIGURATION_SCHEMAS[section] as z.ZodType<Record<string, unknown>>));
  const form = useForm<Values, unknown, Record<string, unknown>>({
    resolver: formResolver<Values, Record<string, unknown>>(schema), mode: 'onTouched',
    defaultValues: Object.fromEntries(fields.map((f) => [f, typeof settings[f] === 'boolean' ? (settings[f] as boolean) : String(settings[f] ?? '')])),
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await save.mutateAsync({ companyId, expectedVersion: version, settings: values });
      snackbar.enqueue({ message: t`The configuration is saved.`, variant: 'success' });
    } catch (e) {
      setError(isApiError(e, 'eventstore.wrong_expected_version') ? t`Someone else changed this company. Reload the page to see their changes.` : i18n._(problemMessage(e)));
    }
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="form-grid" aria-label={i18n._(SECTION_LABELS[section])}>
        {error ? <Alert variant="error">{error}</Alert> : null}
        {fields.map((f) => typeof defaults[f] === 'boolean'
          ? <FormCheckbox<FieldValues> key={f} name={f} label={i18n._(FIELD_LABELS[f])} />
          : <FormTextField<FieldValues> key={f} name={f} label={i18n._(FIELD_LABELS[f])} inputMode={typeof defaults[f] === 'number' ? 'decimal' : undefined} />)}
        <div className="form-actions">
          <Button type="submit" loading={form.formState.isSubmitting}>{t`Save`}</Button>
        </div>
      </form>
    </FormProvider>
  );
}
