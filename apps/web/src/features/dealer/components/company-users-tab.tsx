import { Trans, useLingui } from '@lingui/react/macro';
import { InviteeSchema } from '@marketplace/contracts/dealer/company-users.routes';
import { Alert, Button, LoadingArea, useSnackbar } from '@marketplace/ui';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formResolver } from '../../../lib/form-resolver';
import { FormSelectField, FormTextField } from '../../../lib/forms';
import { isApiError } from '../../../lib/http';
import { mappedCodes, problemMessage } from '../../../lib/problem-messages';
import { useSession } from '../../../lib/session/session';
import { useLang } from '../../../lib/use-lang';
import { useCompanyUsers, useInviteCompanyUser, useRemoveCompanyUser, useSetCompanyManager } from '../api/company-users';

type InviteValues = { email: string; firstName: string; lastName: string; language: string };
const FIELDS: readonly (keyof InviteValues)[] = ['email', 'firstName', 'lastName', 'language'];

/**
 * The company's users (issue #45): a manager (or staff) invites by email, removes a user, sets or unsets the manager
 * flag; everyone else of the company reads the list.
 */
export function CompanyUsersTab({ companyId }: { companyId: number }) {
  const { t, i18n } = useLingui();
  const users = useCompanyUsers(companyId);
  const remove = useRemoveCompanyUser();
  const setManager = useSetCompanyManager();
  const snackbar = useSnackbar();
  const { user: me } = useSession();
  const [error, setError] = useState<string | null>(null);
  if (users.isPending) return <LoadingArea />;
  if (users.isError) return <Alert variant="error">{i18n._(problemMessage(users.error))}</Alert>;
  const { canManage, items } = users.data;
  const act = async (work: () => Promise<unknown>, done: string) => {
    setError(null);
    try {
      await work();
      snackbar.enqueue({ message: done, variant: 'success' });
    } catch (e) {
      setError(i18n._(problemMessage(e)));
    }
  };
  return (
    <div className="form-grid">
      {error ? <Alert variant="error">{error}</Alert> : null}
      {items.length === 0 ? <p><Trans>No user yet.</Trans></p> : (
        <table className="dealer-table" aria-label={t`Users of the company`}>
          <thead><tr><th><Trans>Name</Trans></th><th><Trans>Email</Trans></th><th><Trans>Manager</Trans></th><th><Trans>Status</Trans></th>{canManage ? <th><Trans>Actions</Trans></th> : null}</tr></thead>
          <tbody>
            {items.map((u) => {
              const name = [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email;
              return (
                <tr key={u.userId}>
                  <td>{name}</td>
                  <td>{u.email}</td>
                  <td>{u.manager ? t`Yes` : t`No`}</td>
                  <td>{u.activated ? t`Active` : t`Invited`}</td>
                  {/* A manager changes the others, never themselves (the company keeps its manager). */}
                  {canManage && u.userId === me?.User_Guid ? <td /> : null}
                  {canManage && u.userId !== me?.User_Guid ? (
                    <td className="dealer-actions">
                      <Button size="small" variant="outlined" loading={setManager.isPending}
                        onClick={() => void act(() => setManager.mutateAsync({ companyId, userId: u.userId, manager: !u.manager }),
                          u.manager ? t`${name} is no longer a manager.` : t`${name} is now a manager.`)}>
                        {u.manager ? t`Remove the manager role of ${name}` : t`Make ${name} a manager`}
                      </Button>
                      <Button size="small" variant="outlined" loading={remove.isPending}
                        onClick={() => void act(() => remove.mutateAsync({ companyId, userId: u.userId }), t`${name} is removed from the company.`)}>
                        {t`Remove ${name}`}
                      </Button>
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {canManage ? <InviteForm companyId={companyId} /> : <p className="dealer-read-only"><Trans>Only a manager of the company can change its users.</Trans></p>}
    </div>
  );
}

function InviteForm({ companyId }: { companyId: number }) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const invite = useInviteCompanyUser();
  const snackbar = useSnackbar();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<InviteValues, unknown, z.output<typeof InviteeSchema>>({
    resolver: formResolver(InviteeSchema), mode: 'onTouched',
    defaultValues: { email: '', firstName: '', lastName: '', language: lang === 'fr-ca' ? 'fr-ca' : 'en-ca' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await invite.mutateAsync({ ...values, companyId });
      form.reset({ email: '', firstName: '', lastName: '', language: values.language });
      snackbar.enqueue({ message: t`The invitation is sent to ${values.email}.`, variant: 'success' });
    } catch (e) {
      // A refusal on a field (an address that already has an account, text that cannot be read) shows under it.
      let placed = false;
      if (isApiError(e)) {
        for (const [path, code] of Object.entries(e.fieldErrors())) {
          const field = path.replace(/^body\./, '') as keyof InviteValues;
          if (FIELDS.includes(field) && mappedCodes().has(code)) {
            form.setError(field, { type: 'server', message: code }, { shouldFocus: !placed });
            placed = true;
          }
        }
      }
      if (!placed) setError(i18n._(problemMessage(e)));
    }
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="form-grid" aria-label={t`Invite a user`}>
        <h2><Trans>Invite a user</Trans></h2>
        {error ? <Alert variant="error">{error}</Alert> : null}
        <FormTextField<InviteValues> name="email" label={t`Email`} type="email" inputMode="email" autoComplete="off" required />
        <FormTextField<InviteValues> name="firstName" label={t`First name`} autoComplete="off" required />
        <FormTextField<InviteValues> name="lastName" label={t`Last name`} autoComplete="off" />
        <FormSelectField<InviteValues> name="language" label={t`Language of the invitation`} required>
          <option value="en-ca">English</option>
          <option value="fr-ca">Français</option>
        </FormSelectField>
        <div className="form-actions">
          <Button type="submit" loading={form.formState.isSubmitting}><Trans>Send the invitation</Trans></Button>
        </div>
      </form>
    </FormProvider>
  );
}
