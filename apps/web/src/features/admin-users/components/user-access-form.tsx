import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, CheckboxField, useSnackbar } from '@marketplace/ui';
import { UserType } from '@marketplace/domain/shared';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { UpdateUserFullBodySchema } from '@marketplace/contracts/identity/admin.routes';
import { z } from 'zod';
import { companyNumberField, companyNumberOf, NO_COMPANY } from '../../../lib/company-number';
import { formResolver } from '../../../lib/form-resolver';
import { numberText } from '../../../lib/form-fields';
import { FormTextField } from '../../../lib/forms';
import { isApiError } from '../../../lib/http';
import { SECTION_LABELS, type SectionId } from '../../../lib/navigation/sections';
import { adminProblemMessage } from '../problem-messages';
import { ValidationCode } from '../../../lib/validation';
import type { AdminUserDetails } from '../api/get-user-details';
import type { UserTypeRow } from '../api/get-user-types';
import { useUpdateUserFull } from '../api/update-user-full';
import { USER_STATUS_ORDER, USER_TYPE_ORDER, userStatusLabel, userTypeLabel } from '../labels';
import { defaultStates, EDITABLE_SECTIONS, sectionOverrides, sectionStates } from '../sections';
import { FormSelectField } from './form-select';

interface AccessValues {
  UserTypeId: string;
  ValueDomain_ID_UsersStatus: string;
  Company_ID: string;
  /** Screen only: each editable section on or off; the overrides sent are computed from them and the type's defaults. */
  sections: boolean[];
}
const body = UpdateUserFullBodySchema.shape;
const AccessSchema = z.object({
  UserTypeId: numberText(body.UserTypeId.unwrap(), ValidationCode.required),
  ValueDomain_ID_UsersStatus: numberText(body.ValueDomain_ID_UsersStatus.unwrap(), ValidationCode.required),
  Company_ID: numberText(body.Company_ID.unwrap(), undefined, companyNumberOf),
  sections: z.array(z.boolean()),
});

export interface UserAccessFormProps {
  user: AdminUserDetails;
  types: readonly UserTypeRow[];
  /** The signed-in administrator's type: an admin (7) neither manages a super admin nor makes one. */
  callerTypeId: number;
}

/**
 * Type, status, company, and the drawer sections (the "sections and permissions" of spec §6), saved with
 * POST /api/user/update-user-full. Sections are shown as the user sees them; only the ones that differ from the
 * chosen type's defaults are sent as overrides. Choosing another type starts from that type's defaults.
 */
export function UserAccessForm({ user, types, callerTypeId }: UserAccessFormProps) {
  const { t, i18n } = useLingui();
  const snackbar = useSnackbar();
  const mutation = useUpdateUserFull();
  const [error, setError] = useState<string | null>(null);
  const defaultsOf = (typeId: number) => types.find((type) => type.ID === typeId)?.DefaultSections ?? [];
  const readOnly = callerTypeId !== UserType.SuperAdmin && user.UserTypeId === UserType.SuperAdmin;
  const typeChoices = USER_TYPE_ORDER.filter((id) => id !== UserType.SuperAdmin || callerTypeId === UserType.SuperAdmin || id === user.UserTypeId);

  const form = useForm<AccessValues, unknown, z.output<typeof AccessSchema>>({
    resolver: formResolver(AccessSchema),
    mode: 'onTouched',
    defaultValues: {
      UserTypeId: String(user.UserTypeId),
      ValueDomain_ID_UsersStatus: String(user.ValueDomain_ID_UsersStatus),
      Company_ID: companyNumberField(user.Company_ID),
      sections: sectionStates(user.userDashBoardSection),
    },
  });
  const typeId = Number(useWatch({ control: form.control, name: 'UserTypeId' }));
  const sections = useWatch({ control: form.control, name: 'sections' });
  const typeDefaults = defaultStates(defaultsOf(typeId));

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const { sections: states, ...access } = values;
    const wanted = EDITABLE_SECTIONS.map((sectionId, i) => ({ sectionId, active: states[i] ?? false }));
    try {
      await mutation.mutateAsync({ User_Guid: user.User_Guid, ...access, Sections: sectionOverrides(wanted, defaultsOf(access.UserTypeId)) });
      form.reset(form.getValues());
      snackbar.enqueue({ message: t`The changes are saved.`, variant: 'success' });
    } catch (e) {
      const fields = isApiError(e) ? e.fieldErrors() : {};
      if (fields['body.Company_ID']) form.setError('Company_ID', { type: 'server', message: fields['body.Company_ID'] });
      setError(i18n._(adminProblemMessage(e)));
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate>
        {readOnly ? (
          <Alert variant="info">
            <Trans>Only a super admin can change the access of a super admin.</Trans>
          </Alert>
        ) : null}
        {error ? <Alert variant="error">{error}</Alert> : null}
        <fieldset className="plain-fieldset" disabled={readOnly || form.formState.isSubmitting}>
          <div className="form-columns">
            <FormSelectField<AccessValues>
              name="UserTypeId"
              label={t`User type`}
              required
              options={{ onChange: (event) => form.setValue('sections', defaultStates(defaultsOf(Number(event.target.value))), { shouldDirty: true }) }}
            >
              {typeChoices.map((id) => (
                <option key={id} value={id}>
                  {i18n._(userTypeLabel(id))}
                </option>
              ))}
            </FormSelectField>
            <FormSelectField<AccessValues> name="ValueDomain_ID_UsersStatus" label={t`Status`} required helperText={t`Suspending a user ends their sessions.`}>
              {USER_STATUS_ORDER.map((id) => (
                <option key={id} value={id}>
                  {i18n._(userStatusLabel(id))}
                </option>
              ))}
            </FormSelectField>
            <FormTextField<AccessValues> name="Company_ID" label={t`Company number`} inputMode="numeric" placeholder={NO_COMPANY} helperText={t`Leave empty when the user belongs to no company`} />
          </div>
          <fieldset className="sections-fieldset">
            <legend>
              <Trans>Sections and permissions</Trans>
            </legend>
            <p className="sections-fieldset__hint">
              <Trans>The drawer sections this user sees. Changing the user type starts from that type's sections.</Trans>
            </p>
            <ul className="sections-grid">
              {EDITABLE_SECTIONS.map((sectionId, i) => {
                const custom = (sections[i] ?? false) !== typeDefaults[i];
                return (
                  <li key={sectionId}>
                    <CheckboxField
                      {...form.register(`sections.${i}` as const)}
                      label={
                        <>
                          {i18n._(SECTION_LABELS[sectionId as SectionId])}
                          {custom ? (
                            <span className="badge badge--inline">
                              <Trans>differs from the type</Trans>
                            </span>
                          ) : null}
                        </>
                      }
                    />
                  </li>
                );
              })}
            </ul>
            <Button
              variant="text"
              size="small"
              onClick={() => form.setValue('sections', typeDefaults, { shouldDirty: true })}
              disabled={sections.every((on, i) => on === typeDefaults[i])}
            >
              <Trans>Use the type's sections</Trans>
            </Button>
          </fieldset>
          <div className="form-actions">
            <Button type="submit" loading={form.formState.isSubmitting} disabled={readOnly || !form.formState.isDirty}>
              <Trans>Save the changes</Trans>
            </Button>
            <Button variant="text" onClick={() => form.reset()} disabled={!form.formState.isDirty}>
              <Trans>Undo the changes</Trans>
            </Button>
          </div>
        </fieldset>
      </form>
    </FormProvider>
  );
}
