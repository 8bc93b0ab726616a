import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@marketplace/ui';
import { Link } from '@tanstack/react-router';
import { FormProvider } from 'react-hook-form';
import { GetUsersQuerySchema } from '@marketplace/contracts/identity/admin.routes';
import { z } from 'zod';
import { FormTextField } from '../../../lib/forms';
import { useDocumentTitle } from '../../../lib/hooks';
import { FilterActions, FilterSelect, PageButtons, ResultsBar, useListSearchForm, type ListSearchValues } from '../../../lib/list-page';
import { QueryState } from '../../../lib/query-state';
import { useLang } from '../../../lib/use-lang';
import { adminProblemMessage } from '../problem-messages';
import { useUsers, type AdminUserRow } from '../api/get-users';
import { formatDateTime, USER_STATUS_ORDER, USER_TYPE_ORDER, userDisplayName, userStatusLabel, userTypeLabel } from '../labels';
import { StaffTable } from '../../../lib/staff-table';

/** The list's state, kept in the URL (so a page of results can be shared, and Back works). */
export interface UsersSearch {
  page?: number;
  search?: string;
  type?: number;
  status?: number;
}

export const USERS_PAGE_SIZE = 20;

/** The search box: free text, as long as the API accepts (get-users `search`, 100 characters). */
const SearchSchema = z.preprocess((v) => ({ search: (v as ListSearchValues).search.trim() }), GetUsersQuerySchema.pick({ search: true }));

const positiveInt = (value: unknown): number | undefined => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(n) && n > 0 && n <= 100_000 ? n : undefined;
};

/** The list's state from the URL's query, whatever it holds (a shared or hand-edited link). */
export function usersSearchOf(search: Record<string, unknown>): UsersSearch {
  const text = typeof search.search === 'string' ? search.search.trim().slice(0, 100) : '';
  return { page: positiveInt(search.page), search: text || undefined, type: positiveInt(search.type), status: positiveInt(search.status) };
}

/** Users management (spec §3 "Admin"; section 1 "users"): a paged, searchable list of every user. */
export function UsersPage({ search, onSearchChange }: { search: UsersSearch; onSearchChange: (next: UsersSearch) => void }) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  useDocumentTitle(t`Users`);
  const page = search.page ?? 1;
  const users = useUsers({ page, pageSize: USERS_PAGE_SIZE, search: search.search, userTypeId: search.type, statusId: search.status });
  const { form, submit } = useListSearchForm(SearchSchema, search.search, (text) => onSearchChange({ ...search, search: text, page: undefined }));
  const filtered = Boolean(search.search || search.type || search.status);
  const pages = users.data ? Math.max(1, Math.ceil(users.data.TotalCount / users.data.PageSize)) : 1;

  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page__title">
          <Trans>Users</Trans>
        </h1>
        <Button asChild>
          <Link to="/$lang/admin/users/new" params={{ lang }}>
            <Trans>Create a user</Trans>
          </Link>
        </Button>
      </div>

      <FormProvider {...form}>
        <form className="filters" role="search" aria-label={t`Search users`} onSubmit={submit} noValidate>
          <FormTextField<ListSearchValues>
            name="search"
            className="filters__search"
            label={t`Search`}
            type="search"
            helperText={t`Email, user name, first or last name`}
            maxLength={100}
          />
          <FilterSelect
            label={t`User type`}
            allLabel={t`All types`}
            value={search.type}
            options={USER_TYPE_ORDER.map((id) => ({ value: id, label: i18n._(userTypeLabel(id)) }))}
            onChange={(type) => onSearchChange({ ...search, type, page: undefined })}
          />
          <FilterSelect
            label={t`Status`}
            allLabel={t`All statuses`}
            value={search.status}
            options={USER_STATUS_ORDER.map((id) => ({ value: id, label: i18n._(userStatusLabel(id)) }))}
            onChange={(status) => onSearchChange({ ...search, status, page: undefined })}
          />
          <FilterActions filtered={filtered} onClear={() => onSearchChange({})} />
        </form>
      </FormProvider>

      <ResultsBar
        count={users.data ? <Plural value={users.data.TotalCount} _0="No user" one="# user" other="# users" /> : null}
        refreshing={users.isFetching && !users.isPending}
      />

      <QueryState
        query={users}
        errorMessage={adminProblemMessage}
        isEmpty={(data) => data.Users.length === 0}
        empty={
          <>
            <h2>{filtered ? <Trans>No user matches your search</Trans> : <Trans>No user yet</Trans>}</h2>
            <p>{filtered ? <Trans>Try other words or clear the filters.</Trans> : <Trans>Create the first one with the button above.</Trans>}</p>
          </>
        }
      >
        {(data) => (
          <>
            <UsersTable users={data.Users} caption={t`Users, page ${page} of ${pages}`} />
            <PageButtons page={page} pages={pages} label={t`Pages of users`} onPage={(next) => onSearchChange({ ...search, page: next })} />
          </>
        )}
      </QueryState>
    </div>
  );
}

function UsersTable({ users, caption }: { users: AdminUserRow[]; caption: string }) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  return (
    <StaffTable caption={caption} columns={[t`Name`, t`Email`, t`Type`, t`Status`, t`Activated`, t`Created`]}>
      {users.map((user) => (
        <tr key={user.User_Guid}>
          <th scope="row">
            <Link to="/$lang/admin/users/$userId" params={{ lang, userId: user.User_Guid }}>
              {userDisplayName(user) || <Trans>(no name)</Trans>}
            </Link>
            {user.Deleted ? (
              <>
                {' '}
                <span className="badge">
                  <Trans>Deleted</Trans>
                </span>
              </>
            ) : null}
          </th>
          <td>{user.Email ?? '—'}</td>
          <td>{i18n._(userTypeLabel(user.UserTypeId))}</td>
          <td>{i18n._(userStatusLabel(user.ValueDomain_ID_UsersStatus))}</td>
          <td>{user.EmailVerified ? <Trans>Yes</Trans> : <Trans>No</Trans>}</td>
          <td>{formatDateTime(user.DateCreated, lang)}</td>
        </tr>
      ))}
    </StaffTable>
  );
}
