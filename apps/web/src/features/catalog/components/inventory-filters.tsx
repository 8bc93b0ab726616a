import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, SelectField } from '@marketplace/ui';
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '../../../lib/forms';
import { ValidationCode } from '../../../lib/validation';
import type { VehicleFacets } from '../api/get-vehicle-facets';
import { BODY_TYPE_LABELS, CONDITION_LABELS, labelOr } from '../labels';
import { hasFilters, type InventorySearch } from '../search';
import '../problem-messages';

const dollars = z
  .string()
  .trim()
  .regex(/^[\d\s,]{0,12}$/, ValidationCode.wholeNumber)
  .refine((s) => s.replace(/\D/g, '').length <= 8, ValidationCode.wholeNumber);
const toDollars = (s: string) => (s.replace(/\D/g, '') === '' ? undefined : Number(s.replace(/\D/g, '')));

const TextFiltersSchema = z.object({ q: z.string().trim().max(100), minPrice: dollars, maxPrice: dollars }).refine(
  (v) => {
    const [min, max] = [toDollars(v.minPrice), toDollars(v.maxPrice)];
    return min === undefined || max === undefined || min <= max;
  },
  { path: ['maxPrice'], message: 'catalog.invalid_price_range' },
);
type TextFilters = z.infer<typeof TextFiltersSchema>;

const textOf = (search: InventorySearch): TextFilters => ({
  q: search.q ?? '',
  minPrice: search.minPrice?.toString() ?? '',
  maxPrice: search.maxPrice?.toString() ?? '',
});

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
  const form = useForm<TextFilters>({ resolver: zodResolver(TextFiltersSchema), defaultValues: textOf(search) });
  const { reset } = form;
  // The URL changed (Back, a shared link, "Clear filters"): the text fields follow it.
  const { q, minPrice, maxPrice } = search;
  useEffect(() => reset(textOf({ q, minPrice, maxPrice })), [q, minPrice, maxPrice, reset]);

  const apply = (patch: Partial<InventorySearch>) => onChange({ ...search, ...patch, page: undefined });
  const submit = form.handleSubmit((v) => apply({ q: v.q || undefined, minPrice: toDollars(v.minPrice), maxPrice: toDollars(v.maxPrice) }));

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
        <FormTextField<TextFilters> name="q" type="search" label={t`Search`} helperText={t`Make, model, trim, year or VIN`} maxLength={100} />
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
          <FormTextField<TextFilters> name="minPrice" label={t`Minimum`} inputMode="numeric" maxLength={12} />
          <FormTextField<TextFilters> name="maxPrice" label={t`Maximum`} inputMode="numeric" maxLength={12} />
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
