import { Trans, useLingui } from '@lingui/react/macro';
import { Button, SelectField } from '@marketplace/ui';
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { priceRangeOk, priceRangeError, VehicleFiltersSchema } from '@marketplace/contracts/catalog/vehicles';
import { z } from 'zod';
import { formResolver } from '../../../lib/form-resolver';
import { numberText } from '../../../lib/form-fields';
import { FormTextField } from '../../../lib/forms';
import { ValidationCode } from '../../../lib/validation';
import type { VehicleFacets } from '../api/get-vehicle-facets';
import { BODY_TYPE_LABELS, CONDITION_LABELS, labelOr } from '../labels';
import { hasFilters, type InventorySearch } from '../search';
import '../problem-messages';

/** The text fields, named as the contract's filters; prices are typed in whole dollars. */
interface TextFilters {
  search: string;
  priceMin: string;
  priceMax: string;
}
/** Whole dollars with spaces or commas ("25 000") -> cents; empty -> left out. */
const centsOfDollars = (text: string) => {
  const digits = text.replace(/\D/g, '');
  if (!/^[\d\s,]{0,12}$/.test(text) || digits.length > 8) return Number.NaN;
  return digits === '' ? undefined : Number(digits) * 100;
};
const filters = VehicleFiltersSchema.shape;
const TextFiltersSchema = z
  .object({
    search: filters.search,
    priceMin: numberText(filters.priceMin, ValidationCode.wholeNumber, centsOfDollars),
    priceMax: numberText(filters.priceMax, ValidationCode.wholeNumber, centsOfDollars),
  })
  .refine(priceRangeOk, priceRangeError);

const textOf = (search: InventorySearch): TextFilters => ({
  search: search.q ?? '',
  priceMin: search.minPrice?.toString() ?? '',
  priceMax: search.maxPrice?.toString() ?? '',
});
const dollarsOf = (cents: number | undefined) => (cents === undefined ? undefined : cents / 100);

/**
 * The inventory filters (make, model, year, new/used, body type, price range, search). Lists come from the facets
 * with their counts; a list change applies at once, the text fields when the form is submitted.
 */
export function InventoryFilters({
  search,
  facets,
  onChange,
}: {
  search: InventorySearch;
  facets: VehicleFacets | undefined;
  onChange: (next: InventorySearch) => void;
}) {
  const { t, i18n } = useLingui();
  const form = useForm<TextFilters, unknown, z.output<typeof TextFiltersSchema>>({ resolver: formResolver(TextFiltersSchema), defaultValues: textOf(search) });
  const { reset } = form;
  // The URL changed (Back, a shared link, "Clear filters"): the text fields follow it.
  const { q, minPrice, maxPrice } = search;
  useEffect(() => reset(textOf({ q, minPrice, maxPrice })), [q, minPrice, maxPrice, reset]);

  const apply = (patch: Partial<InventorySearch>) => onChange({ ...search, ...patch, page: undefined });
  const submit = form.handleSubmit((v) => apply({ q: v.search || undefined, minPrice: dollarsOf(v.priceMin), maxPrice: dollarsOf(v.priceMax) }));

  const count = (n: number) => ` (${n})`;
  const makes = facets?.makes ?? [];
  const models = (facets?.models ?? []).filter((m) => m.makeId === search.make);
  const years = facets?.years ?? [];
  const bodies = facets?.bodyTypes ?? [];
  const conditions = facets?.conditions ?? [];
  const numberOrUndefined = (value: string) => (value === '' ? undefined : Number(value));

  return (
    <FormProvider {...form}>
      <form className="inventory-filters" role="search" aria-label={t`Filter vehicles`} onSubmit={submit} noValidate>
        <h2 className="inventory-filters__title">
          <Trans>Filters</Trans>
        </h2>
        <FormTextField<TextFilters> name="search" type="search" label={t`Search`} helperText={t`Make, model, trim, year or VIN`} maxLength={100} />
        <SelectField
          label={t`Make`}
          value={search.make ? String(search.make) : ''}
          onChange={(e) => apply({ make: numberOrUndefined(e.target.value), model: undefined })}
        >
          <option value="">{t`All makes`}</option>
          {makes.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
              {count(m.count)}
            </option>
          ))}
          {search.make && !makes.some((m) => m.id === search.make) ? <option value={search.make}>{t`Selected make`}</option> : null}
        </SelectField>
        <SelectField
          label={t`Model`}
          value={search.model ? String(search.model) : ''}
          disabled={!search.make}
          helperText={search.make ? null : t`Choose a make first`}
          onChange={(e) => apply({ model: numberOrUndefined(e.target.value) })}
        >
          <option value="">{t`All models`}</option>
          {models.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
              {count(m.count)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t`Year`} value={search.year ? String(search.year) : ''} onChange={(e) => apply({ year: numberOrUndefined(e.target.value) })}>
          <option value="">{t`All years`}</option>
          {years.map((y) => (
            <option key={y.year} value={y.year}>
              {y.year}
              {count(y.count)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t`New or used`}
          value={search.condition ?? ''}
          onChange={(e) => apply({ condition: e.target.value === 'new' || e.target.value === 'used' ? e.target.value : undefined })}
        >
          <option value="">{t`New and used`}</option>
          {conditions.map((c) => (
            <option key={c.key} value={c.key}>
              {i18n._(CONDITION_LABELS[c.key])}
              {count(c.count)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t`Body type`} value={search.body ?? ''} onChange={(e) => apply({ body: e.target.value || undefined })}>
          <option value="">{t`All body types`}</option>
          {bodies.map((b) => (
            <option key={b.key} value={b.key}>
              {labelOr(BODY_TYPE_LABELS, b.key, (d) => i18n._(d))}
              {count(b.count)}
            </option>
          ))}
        </SelectField>
        <fieldset className="inventory-filters__range">
          <legend>
            <Trans>All-in price ($)</Trans>
          </legend>
          <FormTextField<TextFilters> name="priceMin" label={t`Minimum`} inputMode="numeric" maxLength={12} />
          <FormTextField<TextFilters> name="priceMax" label={t`Maximum`} inputMode="numeric" maxLength={12} />
        </fieldset>
        <div className="inventory-filters__actions">
          <Button type="submit">
            <Trans>Apply</Trans>
          </Button>
          {hasFilters(search) ? (
            <Button variant="text" onClick={() => onChange(search.sort ? { sort: search.sort } : {})}>
              <Trans>Clear filters</Trans>
            </Button>
          ) : null}
        </div>
      </form>
    </FormProvider>
  );
}
