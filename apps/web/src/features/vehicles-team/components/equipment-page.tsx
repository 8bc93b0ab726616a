import { Trans, useLingui } from '@lingui/react/macro';
import { Button, useSnackbar } from '@marketplace/ui';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { SaveTrimEquipmentBodySchema } from '@marketplace/contracts/catalog/admin-equipment';
import { z } from 'zod';
import { formResolver } from '../../../lib/form-resolver';
import { FormCheckboxGroup } from '../../../lib/form-checkbox-group';
import { IdSelect } from '../../../lib/id-select';
import { ProblemAlert } from '../../../lib/problem-alert';
import { QueryState } from '../../../lib/query-state';
import { Section } from '../../../lib/section';
import { useLang } from '../../../lib/use-lang';
import { useAdminModels } from '../api/get-admin-models';
import { useMakes } from '../api/get-makes';
import { useTrimEquipment, type TrimEquipment } from '../api/get-trim-equipment';
import { useTrims } from '../api/get-trims';
import { useSaveTrimEquipment } from '../api/save-trim-equipment';
import { teamProblemMessage } from '../problem-messages';
import { TeamPage } from './team-page';

const EquipmentSchema = SaveTrimEquipmentBodySchema.pick({ equipmentIds: true });
type EquipmentValues = z.infer<typeof EquipmentSchema>;

/**
 * A trim's equipment (issue #5): choose a make, a model and a trim, tick its equipment (grouped by category, in the
 * page's language) and save the whole set. Lists the shown models and trims (get-trims lists active trims only).
 */
export function EquipmentPage() {
  const { t } = useLingui();
  const makes = useMakes();
  const [makeId, setMakeId] = useState<number | null>(null);
  const [modelId, setModelId] = useState<number | null>(null);
  const [trimId, setTrimId] = useState<number | null>(null);
  const models = useAdminModels(makeId);
  const trims = useTrims(modelId);
  const noTrim = modelId !== null && trims.isSuccess && trims.data.items.length === 0;

  return (
    <TeamPage title={t`Equipment`} intro={<Trans>Tick the equipment a trim comes with: every vehicle of that trim lists it.</Trans>}>
      <Section title={<Trans>Trim</Trans>}>
        <div className="team-selects">
          <IdSelect
            label={t`Make`}
            placeholder={t`Choose a make`}
            options={(makes.data?.items ?? []).map((m) => ({ id: m.id, label: m.name }))}
            value={makeId}
            onChange={(id) => {
              setMakeId(id);
              setModelId(null);
              setTrimId(null);
            }}
          />
          <IdSelect
            label={t`Model`}
            placeholder={t`Choose a model`}
            options={(models.data?.items ?? []).filter((m) => m.active).map((m) => ({ id: m.id, label: m.name }))}
            value={modelId}
            disabled={makeId === null}
            onChange={(id) => {
              setModelId(id);
              setTrimId(null);
            }}
          />
          <IdSelect
            label={t`Trim`}
            placeholder={t`Choose a trim`}
            options={(trims.data?.items ?? []).map((trim) => ({ id: trim.id, label: `${trim.year} ${trim.name}` }))}
            value={trimId}
            disabled={modelId === null}
            onChange={setTrimId}
          />
        </div>
        <ProblemAlert error={makes.error ?? models.error ?? trims.error} message={teamProblemMessage} />
        {noTrim ? (
          <p className="team-hint">
            <Trans>No trim is shown for this model.</Trans>
          </p>
        ) : trimId === null ? (
          <p className="team-hint">
            <Trans>Choose a make, a model and a trim to see its equipment.</Trans>
          </p>
        ) : null}
      </Section>
      {trimId !== null ? <TrimEquipmentSection key={trimId} trimId={trimId} /> : null}
    </TeamPage>
  );
}

function TrimEquipmentSection({ trimId }: { trimId: number }) {
  const equipment = useTrimEquipment(trimId);
  return (
    <QueryState query={equipment} errorMessage={teamProblemMessage} empty={null}>
      {(data) => <EquipmentForm data={data} />}
    </QueryState>
  );
}

function EquipmentForm({ data }: { data: TrimEquipment }) {
  const { t } = useLingui();
  const lang = useLang();
  const snackbar = useSnackbar();
  const save = useSaveTrimEquipment();
  const form = useForm<EquipmentValues>({ resolver: formResolver(EquipmentSchema), defaultValues: { equipmentIds: data.equipmentIds } });
  const chosen = useWatch({ control: form.control, name: 'equipmentIds' });
  const fr = lang.startsWith('fr');
  const nameOf = (x: { nameEn: string; nameFr: string }) => (fr ? x.nameFr : x.nameEn);
  const collator = new Intl.Collator(fr ? 'fr-CA' : 'en-CA');
  const trimName = `${data.trim.year} ${data.trim.make} ${data.trim.model} ${data.trim.name}`;
  const count = chosen?.length ?? 0;
  const total = data.categories.reduce((n, c) => n + c.items.length, 0);

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ trimId: data.trim.id, equipmentIds: values.equipmentIds });
      form.reset({ equipmentIds: saved.equipmentIds });
      snackbar.enqueue({ variant: 'success', message: t`The equipment of ${trimName} is saved.` });
    } catch {
      // shown below
    }
  });

  return (
    <Section title={<Trans>Equipment of {trimName}</Trans>}>
      <FormProvider {...form}>
        <form className="team-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t`Equipment of ${trimName}`}>
          <p className="team-hint" data-testid="equipment-count">
            <Trans>
              Selected: {count} of {total}
            </Trans>
          </p>
          <div className="team-equipment">
            {data.categories.map((category) => (
              <FormCheckboxGroup<EquipmentValues>
                key={category.key}
                className="team-checks"
                name="equipmentIds"
                legend={nameOf(category)}
                options={[...category.items]
                  .sort((a, b) => collator.compare(nameOf(a), nameOf(b)))
                  .map((item) => ({ value: item.id, label: nameOf(item) }))}
              />
            ))}
          </div>
          <div aria-live="polite">
            <ProblemAlert error={save.error} message={teamProblemMessage} title={<Trans>The equipment was not saved.</Trans>} />
          </div>
          <div className="form-actions">
            <Button variant="text" disabled={!form.formState.isDirty || save.isPending} onClick={() => form.reset()}>
              <Trans>Undo the changes</Trans>
            </Button>
            <Button type="submit" loading={save.isPending}>
              <Trans>Save the equipment</Trans>
            </Button>
          </div>
        </form>
      </FormProvider>
    </Section>
  );
}
