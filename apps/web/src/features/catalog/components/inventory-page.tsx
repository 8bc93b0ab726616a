import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, SelectField, Spinner } from '@marketplace/ui';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/hooks';
import { QueryState } from '../../../lib/query-state';
import { useVehicleFacets } from '../api/get-vehicle-facets';
import { useSearchVehicles } from '../api/search-vehicles';
import { catalogProblemMessage } from '../problem-messages';
import { hasFilters, INVENTORY_PAGE_SIZE, INVENTORY_SORTS, type InventorySearch, type InventorySort } from '../search';
import { InventoryFilters } from './inventory-filters';
import { VehicleCard } from './vehicle-card';
import './catalog.css';

/** The phone's filter sheet (a dialog) is fetched when it is first opened, not with the page (issue #43). */
const Drawer = lazy(async () => ({ default: (await import('@marketplace/ui/components/drawer')).Drawer }));

/**
 * The inventory (spec §2, our own pages at /{lang}/cars and /{lang}/autos): filters, sort and pages, all in the URL.
 * Prices are all-in (freight, PDI and fees included; plus taxes and licensing).
 */
export function InventoryPage({
  search,
  onSearchChange,
  lang,
  segment,
}: {
  search: InventorySearch;
  onSearchChange: (next: InventorySearch) => void;
  lang: string;
  segment: 'cars' | 'autos';
}) {
  const { t } = useLingui();
  useDocumentTitle(t`Vehicles for sale`);
  const vehicles = useSearchVehicles(search);
  const facets = useVehicleFacets(search);
  const page = search.page ?? 1;
  const pages = vehicles.data ? Math.max(1, Math.ceil(vehicles.data.total / INVENTORY_PAGE_SIZE)) : 1;
  const filtered = hasFilters(search);
  // On a phone the filters are a sheet behind a button, so the results start on the first screen (issue #17).
  const [sheetOpen, setSheetOpen] = useState(false);
  const [sheetUsed, setSheetUsed] = useState(false);

  const sortLabels: Record<InventorySort, string> = {
    newest: t`Newest first`,
    'price-asc': t`Price: lowest first`,
    'price-desc': t`Price: highest first`,
    'year-desc': t`Year: newest first`,
    'year-asc': t`Year: oldest first`,
    'km-asc': t`Kilometres: lowest first`,
  };
  const filtersButton = (onClick?: () => void) => (
    <Button className="inventory__filters-button" variant="outlined" aria-haspopup="dialog" onClick={onClick}>
      {filtered ? <Trans>Filters (active)</Trans> : <Trans>Filters</Trans>}
    </Button>
  );

  return (
    <div className="page inventory">
      <h1 className="page__title">
        <Trans>Vehicles for sale</Trans>
      </h1>
      <p className="page__intro">
        <Trans>All-in prices: freight, PDI and fees included. Plus taxes and licensing.</Trans>
      </p>

      <div className="inventory__layout">
        <aside className="inventory__filters">
          <InventoryFilters search={search} facets={facets.data} onChange={onSearchChange} />
        </aside>
        {sheetUsed ? (
          // From the first opening on, the button is the sheet's own trigger: closing the sheet focuses it again.
          <Suspense fallback={filtersButton()}>
            <Drawer open={sheetOpen} onOpenChange={setSheetOpen} side="bottom" title={t`Filters`} className="inventory__sheet" trigger={filtersButton()}>
              <InventoryFilters search={search} facets={facets.data} onChange={onSearchChange} />
              <div className="inventory__sheet-actions">
                <Button fullWidth onClick={() => setSheetOpen(false)}>
                  {vehicles.data ? <Plural value={vehicles.data.total} _0="No vehicle" one="See # vehicle" other="See # vehicles" /> : <Trans>See the vehicles</Trans>}
                </Button>
              </div>
            </Drawer>
          </Suspense>
        ) : (
          filtersButton(() => {
            setSheetUsed(true);
            setSheetOpen(true);
          })
        )}

        <section className="inventory__results" aria-labelledby="inventory-results-title">
          <h2 id="inventory-results-title" className="ui-visually-hidden">
            <Trans>Results</Trans>
          </h2>
          <div className="results-bar inventory__bar">
            <p className="results-bar__count" aria-live="polite" data-testid="inventory-count">
              {vehicles.data ? <Plural value={vehicles.data.total} _0="No vehicle" one="# vehicle" other="# vehicles" /> : null}
            </p>
            {vehicles.isFetching ? <Spinner size="small" /> : null}
            <SelectField
              className="inventory__sort"
              fullWidth={false}
              label={t`Sort by`}
              value={search.sort ?? 'newest'}
              onChange={(e) =>
                onSearchChange({ ...search, sort: e.target.value === 'newest' ? undefined : (e.target.value as InventorySort), page: undefined })
              }
            >
              {INVENTORY_SORTS.map((s) => (
                <option key={s} value={s}>
                  {sortLabels[s]}
                </option>
              ))}
            </SelectField>
          </div>

          {vehicles.isPending ? (
            <PendingGrid />
          ) : (
            <QueryState
              query={vehicles}
              errorMessage={catalogProblemMessage}
              isEmpty={(data) => data.items.length === 0}
              empty={
                <>
                  <h2>
                    {filtered ? (
                      <Trans>No vehicle matches your search</Trans>
                    ) : page > 1 ? (
                      <Trans>This page is empty</Trans>
                    ) : (
                      <Trans>No vehicle for sale right now</Trans>
                    )}
                  </h2>
                  <p>{filtered ? <Trans>Try other words or clear the filters.</Trans> : <Trans>Come back soon: new vehicles arrive every week.</Trans>}</p>
                  {filtered || page > 1 ? (
                    <p>
                      <Button variant="outlined" size="small" onClick={() => onSearchChange({})}>
                        <Trans>See every vehicle</Trans>
                      </Button>
                    </p>
                  ) : null}
                </>
              }
            >
              {(data) => (
                <>
                  <ul className="inventory__grid" aria-label={t`Vehicles, page ${page} of ${pages}`}>
                    {data.items.map((v, i) => (
                      <li key={v.id}>
                        <VehicleCard vehicle={v} lang={lang} segment={segment} first={i === 0} />
                      </li>
                    ))}
                  </ul>
                  {pages > 1 ? (
                    <nav className="pagination" aria-label={t`Pages of vehicles`}>
                      <PageLink to={page - 1} pages={pages} search={search} lang={lang} segment={segment}>
                        <Trans>Previous page</Trans>
                      </PageLink>
                      <span className="pagination__status">
                        <Trans>
                          Page {page} of {pages}
                        </Trans>
                      </span>
                      <PageLink to={page + 1} pages={pages} search={search} lang={lang} segment={segment}>
                        <Trans>Next page</Trans>
                      </PageLink>
                    </nav>
                  ) : null}
                </>
              )}
            </QueryState>
          )}
        </section>
      </div>
    </div>
  );
}

/**
 * A link to another page of the same search (a crawler follows it too, issue #43), or a disabled button past the
 * first or the last page. The new page starts at the top.
 */
function PageLink({ to, pages, search, lang, segment, children }: { to: number; pages: number; search: InventorySearch; lang: string; segment: 'cars' | 'autos'; children: ReactNode }) {
  if (to < 1 || to > pages) {
    return (
      <Button variant="outlined" size="small" disabled>
        {children}
      </Button>
    );
  }
  return (
    <Button asChild variant="outlined" size="small">
      <Link
        to={segment === 'autos' ? '/$lang/autos' : '/$lang/cars'}
        params={{ lang }}
        search={{ ...search, page: to > 1 ? to : undefined }}
        onClick={() => window.scrollTo({ top: 0, behavior: 'instant' })}
      >
        {children}
      </Link>
    </Button>
  );
}

/**
 * While the first results load, the grid's place is held by empty cards of the real cards' size (issue #43: the
 * results arriving do not push the page down); the results bar's spinner says it is loading.
 */
function PendingGrid() {
  return (
    <ul className="inventory__grid inventory__grid--pending" aria-hidden="true">
      {Array.from({ length: INVENTORY_PAGE_SIZE }, (_, i) => (
        <li key={i}>
          <div className="inventory-card inventory-card--placeholder">
            <div className="inventory-card__photo" />
            <div className="inventory-card__body" />
          </div>
        </li>
      ))}
    </ul>
  );
}
