import { Trans, useLingui } from '@lingui/react/macro';
import { Button, SelectField, TextField } from '@marketplace/ui';
import { useState } from 'react';
import { useLightForm } from '../../../lib/light-form';
import type { VehicleFacets } from '../api/get-vehicle-facets';
import type { TextFilters } from '../inventory-text-filters';
import { BODY_TYPE_LABELS, CONDITION_LABELS, labelOr } from '../labels';
import { hasFilters, type InventorySearch } from '../search';
import '../problem-messages';

const textOf = (search: InventorySearch): TextFilters => ({
  search: search.q ?? '',
  priceMin: search.minPrice?.toString() ?? '',
  priceMax: search.maxPrice?.toString() ?? '',
});
const dollarsOf = (cents: number | undefined) => (cents === undefined ? undefined : cents / 100);
/**
 * The text fields' check (the contract's schemas, zod) is fetched when a visitor first focuses one of them, or submits
 * (lib/light-form.ts): the lists apply at once and need none of it, so it is not part of the inventory's first load
 * (ADR 0066).
 */
const loadTextFiltersCheck = async () => (await import('../inventory-text-filters')).textFiltersCheck;

type FiltersProps = { search: InventorySearch; facets: VehicleFacets | undefined; onChange: (next: InventorySearch) => void };

/**
 * The inventory filters (make, model, year, new/used, body type, price range, search). Lists come from the facets
 * with their counts; a list change applies at once, the text fields when the form is submitted.
 */
export function InventoryFilters({ search, facets, onChange }: FiltersProps) {
  const { t, i18n } = useLingui();
  const apply = (patch: Partial<InventorySearch>) => onChange({ ...search, ...patch, page: undefined });
  // The text fields: the app's light form (the same codes and display rule as its other forms), checked by the contract.
  const form = useLightForm(loadTextFiltersCheck, textOf(search));
  // The URL's text filters changed (Back, a shared link, "Clear filters"): the fields start again from them (state
  // adjusted while rendering, as React advises for state that follows a prop).
  const inUrl = JSON.stringify(textOf(search));
  const [shown, setShown] = useState(inUrl);
  if (shown !== inUrl) {
    setShown(inUrl);
    form.reset(textOf(search));
  }
  const submit = form.handleSubmit(({ search: words, priceMin, priceMax }) =>
    apply({ q: words || undefined, minPrice: dollarsOf(priceMin), maxPrice: dollarsOf(priceMax) }),
  );

  const count = (n: number) => ` (${n})`;
  const makes = facets?.makes ?? [];
  const models = (facets?.models ?? []).filter((m) => m.makeId === search.make);
  const years = facets?.years ?? [];
  const bodies = facets?.bodyTypes ?? [];
  const conditions = facets?.conditions ?? [];
  const numberOrUndefined = (value: string) => (value === '' ? undefined : Number(value));

  return (
    <form className="inventory-filters" role="search" aria-label={t`Filter vehicles`} onSubmit={(event) => void submit(event)} noValidate>
      <h2 className="inventory-filters__title">
        <Trans>Filters</Trans>
      </h2>
      <TextField {...form.field('search')} type="search" label={t`Search`} helperText={t`Make, model, trim, year or VIN`} maxLength={100} />
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
        <TextField {...form.field('priceMin')} label={t`Minimum`} inputMode="numeric" maxLength={12} />
        <TextField {...form.field('priceMax')} label={t`Maximum`} inputMode="numeric" maxLength={12} />
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
  );
}
