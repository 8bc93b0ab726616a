import { Trans, useLingui } from '@lingui/react/macro';
import { Button, SelectField, TextField } from '@marketplace/ui';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { validationMessage } from '../../../lib/validation';
import type { VehicleFacets } from '../api/get-vehicle-facets';
import type { FormCheckResult } from '../../../lib/form-check';
import type { checkTextFilters, TextFilters } from '../inventory-text-filters';
import { BODY_TYPE_LABELS, CONDITION_LABELS, labelOr } from '../labels';
import { hasFilters, type InventorySearch } from '../search';
import '../problem-messages';

/**
 * The text fields' check (the contract's schemas, zod) is fetched when a visitor first focuses one of them, or submits:
 * the lists apply at once and need none of it, so it is not part of the inventory's first load (ADR 0066).
 */
let textFiltersCheck: Promise<typeof import('../inventory-text-filters')> | undefined;
const loadTextFiltersCheck = () => (textFiltersCheck ??= import('../inventory-text-filters'));

const textOf = (search: InventorySearch): TextFilters => ({
  search: search.q ?? '',
  priceMin: search.minPrice?.toString() ?? '',
  priceMax: search.maxPrice?.toString() ?? '',
});
const dollarsOf = (cents: number | undefined) => (cents === undefined ? undefined : cents / 100);
const TEXT_FIELDS: readonly (keyof TextFilters)[] = ['search', 'priceMin', 'priceMax'];
const codesOf = (result: FormCheckResult<unknown>): Partial<Record<keyof TextFilters, string>> =>
  Object.fromEntries(Object.entries(result.codes).map(([path, { code }]) => [path, code]));

/**
 * The search and price fields: applied when the form is submitted, checked by the contract's filters; as in the app's
 * other forms, a refused field shows its message once a submit was tried (then as it is corrected), and a refused
 * submit focuses the first such field.
 */
function useTextFilters(search: InventorySearch, apply: (patch: Partial<InventorySearch>) => void) {
  const { i18n } = useLingui();
  const [values, setValues] = useState(() => textOf(search));
  const [codes, setCodes] = useState<Partial<Record<keyof TextFilters, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const inputs = useRef(new Map<keyof TextFilters, HTMLInputElement | null>());
  const lastCheck = useRef(0);
  // The URL changed (Back, a shared link, "Clear filters"): the text fields follow it, as a new form (state adjusted
  // while rendering, as React advises for state derived from a prop).
  const inUrl = JSON.stringify(textOf(search));
  const [shown, setShown] = useState(inUrl);
  if (shown !== inUrl) {
    setShown(inUrl);
    setValues(textOf(search));
    setCodes({});
    setSubmitted(false);
  }

  /** Checks `next`; only the latest check's codes are kept. */
  const check = async (next: TextFilters): Promise<ReturnType<typeof checkTextFilters>> => {
    const call = ++lastCheck.current;
    const result = (await loadTextFiltersCheck()).checkTextFilters(next);
    if (call === lastCheck.current) setCodes(codesOf(result));
    return result;
  };

  const field = (name: keyof TextFilters) => {
    const descriptor = validationMessage(codes[name]);
    return {
      name,
      value: values[name],
      ref: (element: HTMLInputElement | null) => void inputs.current.set(name, element),
      onFocus: () => void loadTextFiltersCheck(),
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const next = { ...values, [name]: event.target.value };
        setValues(next);
        if (submitted) void check(next);
      },
      error: descriptor ? i18n._(descriptor) : null,
      touched: submitted,
    };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const result = await check(values);
    if (result.data === null) {
      const first = TEXT_FIELDS.find((name) => result.codes[name]);
      if (first) inputs.current.get(first)?.focus();
      return;
    }
    const { search: words, priceMin, priceMax } = result.data;
    apply({ q: words || undefined, minPrice: dollarsOf(priceMin), maxPrice: dollarsOf(priceMax) });
  };

  return { field, submit };
}

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
  const apply = (patch: Partial<InventorySearch>) => onChange({ ...search, ...patch, page: undefined });
  const { field, submit } = useTextFilters(search, apply);

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
      <TextField {...field('search')} type="search" label={t`Search`} helperText={t`Make, model, trim, year or VIN`} maxLength={100} />
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
        <TextField {...field('priceMin')} label={t`Minimum`} inputMode="numeric" maxLength={12} />
        <TextField {...field('priceMax')} label={t`Maximum`} inputMode="numeric" maxLength={12} />
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
