import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { FormProvider } from 'react-hook-form';
import { adminListVehiclesRoute } from '@marketplace/contracts/catalog/admin-vehicles';
import { FormTextField } from '../../../lib/forms';
import { useDocumentTitle } from '../../../lib/hooks';
import { FilterActions, FilterSelect, PageButtons, ResultsBar, useListSearchForm, type ListSearchValues } from '../../../lib/list-page';
import { QueryState } from '../../../lib/query-state';
import { useLang } from '../../../lib/use-lang';
import { useAdminVehicles, type AdminVehicleRow, type VehicleStatus } from '../api/list-vehicles';
import { kilometres, money, dateTime } from '../format';
import { STATUS_LABELS, STATUS_ORDER } from '../labels';
import { teamProblemMessage } from '../problem-messages';
import { AddVehicleDialog } from './add-vehicle-dialog';
import { TeamNav } from './team-nav';
import './vehicles-team.css';
import { StaffTable } from '../../../lib/staff-table';

export type TeamArea = 'vehiclesTeam' | 'admin';

/** The list's state, in the URL. */
export interface VehiclesSearch {
  page?: number;
  q?: string;
  status?: VehicleStatus;
}

export const VEHICLES_PAGE_SIZE = 20;

export function vehiclesSearchOf(raw: Record<string, unknown>): VehiclesSearch {
  const page = Number(raw.page);
  const q = typeof raw.q === 'string' || typeof raw.q === 'number' ? String(raw.q).trim().slice(0, 100) : '';
  const status = (STATUS_ORDER as readonly unknown[]).includes(raw.status) ? (raw.status as VehicleStatus) : undefined;
  return { page: Number.isInteger(page) && page > 1 && page <= 100_000 ? page : undefined, q: q || undefined, status };
}

const SearchSchema = adminListVehiclesRoute.query.pick({ search: true });

/** Spec §2 vehiclesTeam/vehicles and admin/vehicles: every vehicle whatever its status, with search and status filter. */
export function VehiclesListPage({ area, search, onSearchChange }: { area: TeamArea; search: VehiclesSearch; onSearchChange: (next: VehiclesSearch) => void }) {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Vehicles`);
  const page = search.page ?? 1;
  const vehicles = useAdminVehicles({ page, pageSize: VEHICLES_PAGE_SIZE, search: search.q, status: search.status });
  const { form, submit } = useListSearchForm(SearchSchema, search.q, (text) => onSearchChange({ ...search, q: text, page: undefined }));
  const filtered = Boolean(search.q || search.status);
  const pages = vehicles.data ? Math.max(1, Math.ceil(vehicles.data.total / VEHICLES_PAGE_SIZE)) : 1;

  return (
    <div className="page team-page">
      {area === 'vehiclesTeam' ? <TeamNav /> : null}
      <div className="page-header">
        <h1 className="page__title">
          <Trans>Vehicles</Trans>
        </h1>
        <AddVehicleDialog />
      </div>
      <FormProvider {...form}>
        <form className="filters" role="search" aria-label={t`Search vehicles`} onSubmit={submit} noValidate>
          <FormTextField<ListSearchValues>
            name="search"
            className="filters__search"
            label={t`Search`}
            type="search"
            helperText={t`Make, model, trim, year or VIN`}
            maxLength={100}
          />
          <FilterSelect<VehicleStatus>
            label={t`Status`}
            allLabel={t`All statuses`}
            value={search.status}
            options={STATUS_ORDER.map((s) => ({ value: s, label: i18n._(STATUS_LABELS[s]) }))}
            onChange={(status) => onSearchChange({ ...search, status, page: undefined })}
          />
          <FilterActions filtered={filtered} onClear={() => onSearchChange({})} />
        </form>
      </FormProvider>

      <ResultsBar
        count={vehicles.data ? <Plural value={vehicles.data.total} _0="No vehicle" one="# vehicle" other="# vehicles" /> : null}
        refreshing={vehicles.isFetching && !vehicles.isPending}
      />

      <QueryState
        query={vehicles}
        errorMessage={teamProblemMessage}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <>
            <h2>{filtered ? <Trans>No vehicle matches your search</Trans> : <Trans>No vehicle yet</Trans>}</h2>
            <p>{filtered ? <Trans>Try other words or clear the filters.</Trans> : <Trans>Vehicles appear here once dealers list them.</Trans>}</p>
          </>
        }
      >
        {(data) => (
          <>
            <VehiclesTable area={area} vehicles={data.items} caption={t`Vehicles, page ${page} of ${pages}`} />
            <PageButtons page={page} pages={pages} label={t`Pages of vehicles`} onPage={(next) => onSearchChange({ ...search, page: next })} />
          </>
        )}
      </QueryState>
    </div>
  );
}

function VehiclesTable({ area, vehicles, caption }: { area: TeamArea; vehicles: AdminVehicleRow[]; caption: string }) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  return (
    <StaffTable caption={caption} className="team-table" columns={[t`Vehicle`, t`VIN`, t`Kilometres`, t`All-in price`, t`Status`, t`Updated`]}>
      {vehicles.map((v) => (
        <tr key={v.id}>
          <th scope="row">
            <span className="team-table__vehicle">
              {v.photo ? <img src={v.photo} alt="" width={64} height={43} loading="lazy" /> : null}
              <Link to={area === 'admin' ? '/$lang/admin/vehicle' : '/$lang/vehiclesTeam/vehicle'} params={{ lang }} search={{ id: v.id }}>
                {v.year} {v.make} {v.model} {v.trim}
              </Link>
            </span>
          </th>
          <td className="team-table__code">{v.vin}</td>
          <td>{kilometres(v.kilometres, lang)}</td>
          <td>{money(v.price, lang)}</td>
          <td>
            <span className={`badge status-badge status-badge--${v.status}`}>{i18n._(STATUS_LABELS[v.status])}</span>
          </td>
          <td>{dateTime(v.dateUpdated, lang)}</td>
        </tr>
      ))}
    </StaffTable>
  );
}
