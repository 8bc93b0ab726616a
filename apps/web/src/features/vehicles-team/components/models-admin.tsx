import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, SelectField } from '@marketplace/ui';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { carsCreateModelRoute, carsCreateSubModelsRoute } from '@marketplace/contracts/catalog/admin-cars';
import { z } from 'zod';
import { formResolver } from '../../../lib/form-resolver';
import { numberText, screenRule } from '../../../lib/form-fields';
import { FormCheckboxGroup } from '../../../lib/form-checkbox-group';
import { FormTextField } from '../../../lib/forms';
import { ProblemAlert } from '../../../lib/problem-alert';
import { validationMessage } from '../../../lib/validation';
import { QueryState } from '../../../lib/query-state';
import { Section } from '../../../lib/section';
import { useCreateModel } from '../api/create-model';
import { useCreateSubModels } from '../api/create-sub-models';
import { useDeleteSubModels } from '../api/delete-sub-models';
import { useAdminModels, type AdminModel } from '../api/get-admin-models';
import { useSourceModels } from '../api/get-source-models';
import { teamProblemMessage } from '../problem-messages';

/** Codes of these forms (translated by lib/validation through the problem messages registered in ../problem-messages). */
interface CreateModelValues {
  sourceModelId: string;
  modelName: string;
}
const createModel = carsCreateModelRoute.body.shape;
export const CreateModelSchema = z.object({
  sourceModelId: numberText(createModel.modelId, 'team.choose_source_model'),
  modelName: createModel.modelName.superRefine(
    screenRule((name: string) => createModel.modelName.maxLength !== null && name.length > createModel.modelName.maxLength && 'team.model_name_too_long'),
  ),
});

/**
 * Spec §7 "Cars" create-model: adds one of the data provider's models (get-chrome-data-models) that the catalogue does
 * not have yet, under the name the inventory shows.
 */
export function CreateModelSection({ makeId }: { makeId: number }) {
  const { t, i18n } = useLingui();
  const source = useSourceModels(makeId);
  const create = useCreateModel();
  const [created, setCreated] = useState<AdminModel | null>(null);
  const form = useForm<CreateModelValues, unknown, z.output<typeof CreateModelSchema>>({ resolver: formResolver(CreateModelSchema), defaultValues: { sourceModelId: '', modelName: '' } });
  const available = (source.data?.items ?? []).filter((m) => !m.imported);
  const sourceError = form.formState.errors.sourceModelId?.message;

  const submit = form.handleSubmit(async (values) => {
    setCreated(null);
    try {
      const model = await create.mutateAsync({ modelId: values.sourceModelId, modelName: values.modelName });
      setCreated({ ...model, trimCount: 0 });
      form.reset({ sourceModelId: '', modelName: '' });
    } catch {
      // shown below
    }
  });

  const sourceField = form.register('sourceModelId', {
    onChange: (e: { target: { value: string } }) => {
      // The provider's name is a good start for the catalogue name; a name typed already stays.
      const chosen = available.find((m) => String(m.modelId) === e.target.value);
      if (chosen && !form.getValues('modelName').trim()) form.setValue('modelName', chosen.name, { shouldValidate: form.formState.isSubmitted });
    },
  });

  return (
    <Section title={<Trans>Add a model</Trans>}>
      <p className="team-hint">
        <Trans>Models of the vehicle-data provider that the catalogue does not have yet.</Trans>
      </p>
      <QueryState
        query={source}
        errorMessage={teamProblemMessage}
        isEmpty={() => available.length === 0}
        empty={
          <p>
            <Trans>Every model of the provider for this make is already in the catalogue.</Trans>
          </p>
        }
      >
        {() => (
          <FormProvider {...form}>
            <form className="team-inline-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t`Add a model`}>
              <SelectField
                label={t`Provider model`}
                error={sourceError ? i18n._(validationMessage(sourceError)!) : null}
                touched={form.formState.isSubmitted}
                {...sourceField}
              >
                <option value="">{t`Choose a model`}</option>
                {available.map((m) => (
                  <option key={m.modelId} value={m.modelId}>
                    {m.years.length ? `${m.name} (${m.years.join(', ')})` : m.name}
                  </option>
                ))}
              </SelectField>
              <FormTextField<CreateModelValues> name="modelName" label={t`Name in the catalogue`} maxLength={100} />
              <Button type="submit" variant="outlined" loading={create.isPending}>
                <Trans>Add the model</Trans>
              </Button>
            </form>
          </FormProvider>
        )}
      </QueryState>
      <div aria-live="polite">
        <ProblemAlert error={create.error} message={teamProblemMessage} />
        {created ? (
          <Alert variant="success">
            <Trans>
              {created.make} {created.name} was added to the catalogue.
            </Trans>
          </Alert>
        ) : null}
      </div>
    </Section>
  );
}

interface SubModelsValues {
  mainModelId: string;
  subModelIds: number[];
}
export const SubModelsSchema = z.object({
  mainModelId: numberText(carsCreateSubModelsRoute.query.shape.mainModelId, 'team.choose_main_model'),
  subModelIds: carsCreateSubModelsRoute.body.shape.SubModelsId.superRefine(screenRule((ids: number[]) => ids.length === 0 && 'team.choose_sub_models')),
});

/**
 * Spec §7 "Cars" create-submodels and delete-submodels: groups models of the make under a main model (the inventory
 * lists them under it), or detaches every sub-model of a main model.
 */
export function SubModelsSection({ makeId }: { makeId: number }) {
  const { t, i18n } = useLingui();
  const models = useAdminModels(makeId);
  const create = useCreateSubModels();
  const remove = useDeleteSubModels();
  const [done, setDone] = useState<{ kind: 'grouped' | 'detached'; main: string; subs: string } | null>(null);
  const form = useForm<SubModelsValues, unknown, z.output<typeof SubModelsSchema>>({ resolver: formResolver(SubModelsSchema), defaultValues: { mainModelId: '', subModelIds: [] } });
  const items = models.data?.items ?? [];
  const nameOf = (id: number | null) => items.find((m) => m.id === id)?.name ?? String(id);
  const mainId = Number(useWatch({ control: form.control, name: 'mainModelId' })) || null;
  const main = items.find((m) => m.id === mainId) ?? null;
  const mains = items.filter((m) => m.parentModelId === null);
  const candidates = items.filter((m) => m.id !== mainId);
  const currentSubs = main ? items.filter((m) => m.parentModelId === main.id) : [];
  const failure = create.error ?? remove.error;
  const { errors, isSubmitted } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setDone(null);
    remove.reset();
    try {
      const { mainModelId, subModelIds } = values;
      await create.mutateAsync({ mainModelId, subModelIds });
      setDone({ kind: 'grouped', main: nameOf(mainModelId), subs: subModelIds.map(nameOf).join(', ') });
      form.reset({ mainModelId: String(mainModelId), subModelIds: [] });
    } catch {
      // shown below
    }
  });

  const detach = async (model: AdminModel) => {
    setDone(null);
    create.reset();
    try {
      await remove.mutateAsync(model.id);
      setDone({ kind: 'detached', main: model.name, subs: '' });
    } catch {
      // shown below
    }
  };

  return (
    <Section title={<Trans>Sub-models</Trans>}>
      <p className="team-hint">
        <Trans>Group models of this make under a main model: the inventory lists them under it.</Trans>
      </p>
      <QueryState query={models} errorMessage={teamProblemMessage} isEmpty={(data) => data.items.length < 2} empty={<p>{t`This make needs two models or more.`}</p>}>
        {() => (
          <FormProvider {...form}>
            <form className="team-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t`Group sub-models`}>
              <SelectField
                label={t`Main model`}
                error={errors.mainModelId?.message ? i18n._(validationMessage(errors.mainModelId.message)!) : null}
                touched={isSubmitted}
                {...form.register('mainModelId', {
                  onChange: () => {
                    setDone(null);
                    form.setValue('subModelIds', []);
                  },
                })}
              >
                <option value="">{t`Choose a model`}</option>
                {mains.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.name}
                  </option>
                ))}
              </SelectField>
              {main ? (
                <div className="team-list" data-testid="current-sub-models">
                  {currentSubs.length ? (
                    <p>
                      {t`Sub-models of ${main.name}:`} {currentSubs.map((m) => m.name).join(', ')}
                    </p>
                  ) : (
                    <p>{t`${main.name} has no sub-model.`}</p>
                  )}
                  {currentSubs.length ? (
                    <Button size="small" variant="outlined" loading={remove.isPending} onClick={() => void detach(main)}>
                      {t`Detach the sub-models of ${main.name}`}
                    </Button>
                  ) : null}
                </div>
              ) : null}
              {main ? (
                <FormCheckboxGroup<SubModelsValues>
                  className="team-checks"
                  name="subModelIds"
                  legend={t`Sub-models to group under ${main.name}`}
                  options={candidates.map((m) => ({
                    value: m.id,
                    label: m.parentModelId !== null && m.parentModelId !== main.id ? `${m.name} (${t`now under ${nameOf(m.parentModelId)}`})` : m.name,
                    disabled: m.parentModelId === main.id,
                  }))}
                />
              ) : null}
              <div className="form-actions">
                <Button type="submit" loading={create.isPending}>
                  <Trans>Group the sub-models</Trans>
                </Button>
              </div>
            </form>
          </FormProvider>
        )}
      </QueryState>
      <div aria-live="polite">
        <ProblemAlert error={failure} message={teamProblemMessage} />
        {done?.kind === 'grouped' ? (
          <Alert variant="success">
            <Trans>
              {done.subs} now grouped under {done.main}.
            </Trans>
          </Alert>
        ) : null}
        {done?.kind === 'detached' ? (
          <Alert variant="success">
            <Trans>{done.main} has no sub-model any more.</Trans>
          </Alert>
        ) : null}
      </div>
    </Section>
  );
}
