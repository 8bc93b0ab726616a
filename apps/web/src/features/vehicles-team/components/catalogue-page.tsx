import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, SelectField } from '@marketplace/ui';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { carsSavePromotionImageRoute, carsSavePromotionNoteRoute } from '@marketplace/contracts/catalog/admin-cars';
import { colorsSaveMappingRoute } from '@marketplace/contracts/catalog/admin-colors';
import { z } from 'zod';
import { formResolver } from '../../../lib/form-resolver';
import { numberText } from '../../../lib/form-fields';
import { FormTextField } from '../../../lib/forms';
import { IdSelect } from '../../../lib/id-select';
import { ProblemAlert } from '../../../lib/problem-alert';
import { QueryState } from '../../../lib/query-state';
import { Section } from '../../../lib/section';
import { useLang } from '../../../lib/use-lang';
import { useActivateModel } from '../api/activate-model';
import { useActivateTrim } from '../api/activate-trim';
import { useAdminModels, type AdminModel } from '../api/get-admin-models';
import { useGenericColours, type GenericColour } from '../api/get-colours';
import { useColoursMapping } from '../api/get-colours-mapping';
import { useMakes } from '../api/get-makes';
import { useTrims } from '../api/get-trims';
import { useSaveColoursMapping } from '../api/save-colours-mapping';
import { useSavePromotionImage } from '../api/save-promotion-image';
import { useSavePromotionNote } from '../api/save-promotion-note';
import { teamProblemMessage } from '../problem-messages';
import { CreateModelSection, SubModelsSection } from './models-admin';
import { TeamPage } from './team-page';
import { StaffTable } from '../../../lib/staff-table';

/**
 * Catalogue tools of the vehicles team (spec §7 "Cars" and "Colours"), one screen in sections: show or hide models
 * and trims, add a model from the data provider, group sub-models, a model's promotion image and note, and the
 * manufacturer-colour mapping.
 */
export function CataloguePage() {
  const { t } = useLingui();
  const makes = useMakes();
  const [makeId, setMakeId] = useState<number | null>(null);

  return (
    <TeamPage title={t`Models and colours`}>
      <IdSelect
        className="team-make"
        label={t`Make`}
        placeholder={t`Choose a make`}
        options={(makes.data?.items ?? []).map((m) => ({ id: m.id, label: m.name }))}
        value={makeId}
        onChange={setMakeId}
      />
      {makeId ? (
        <>
          <ModelsSection key={`models-${makeId}`} makeId={makeId} />
          <CreateModelSection key={`create-model-${makeId}`} makeId={makeId} />
          <SubModelsSection key={`sub-models-${makeId}`} makeId={makeId} />
          <ColoursSection key={`colours-${makeId}`} makeId={makeId} />
        </>
      ) : (
        <p className="team-hint">
          <Trans>Choose a make to manage its models, trims, promotions and colours.</Trans>
        </p>
      )}
    </TeamPage>
  );
}

function ModelsSection({ makeId }: { makeId: number }) {
  const { t } = useLingui();
  const models = useAdminModels(makeId);
  const activate = useActivateModel();
  const [selected, setSelected] = useState<AdminModel | null>(null);

  return (
    <>
      <Section title={<Trans>Models</Trans>}>
        <ProblemAlert error={activate.error} message={teamProblemMessage} />
        <QueryState
          query={models}
          errorMessage={teamProblemMessage}
          isEmpty={(data) => data.items.length === 0}
          empty={
            <h3>
              <Trans>No model for this make</Trans>
            </h3>
          }
        >
          {(data) => (
            <StaffTable caption={t`Models of the make`} className="team-table" columns={[t`Model`, t`Trims`, t`In the catalogue`, t`Actions`]}>
              {data.items.map((model) => (
                <tr key={model.id} aria-selected={selected?.id === model.id || undefined}>
                  <th scope="row">
                    {model.name}
                    {model.parentModelId !== null ? (
                      <span className="team-table__sub">{t`Sub-model of ${data.items.find((m) => m.id === model.parentModelId)?.name ?? model.parentModelId}`}</span>
                    ) : null}
                  </th>
                  <td>{model.trimCount}</td>
                  <td>{model.active ? <span className="badge badge--success">{t`Shown`}</span> : <span className="badge">{t`Hidden`}</span>}</td>
                  <td>
                    <div className="team-row-actions">
                      <Button
                        size="small"
                        variant="outlined"
                        loading={activate.isPending && activate.variables?.modelId === model.id}
                        onClick={() => activate.mutate({ modelId: model.id, active: !model.active })}
                      >
                        {model.active ? t`Hide ${model.name}` : t`Show ${model.name}`}
                      </Button>
                      <Button size="small" variant="text" onClick={() => setSelected(model)}>
                        {t`Trims and promotion of ${model.name}`}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </StaffTable>
          )}
        </QueryState>
      </Section>
      {selected ? <ModelDetails key={selected.id} model={selected} /> : null}
    </>
  );
}

function ModelDetails({ model }: { model: AdminModel }) {
  const { t } = useLingui();
  const trims = useTrims(model.id);
  const activate = useActivateTrim();
  const modelName = `${model.make} ${model.name}`;
  // get-trims lists active trims only: a trim hidden here stays listed (to show it again) until the page is left.
  const [hidden, setHidden] = useState<Map<number, string>>(new Map());

  const toggle = async (id: number, name: string, active: boolean) => {
    try {
      await activate.mutateAsync({ trimId: id, active });
      setHidden((prev) => {
        const next = new Map(prev);
        if (active) next.delete(id);
        else next.set(id, name);
        return next;
      });
    } catch {
      // shown below
    }
  };

  const rows = [
    ...(trims.data?.items ?? []).filter((trim) => !hidden.has(trim.id)).map((trim) => ({ id: trim.id, name: `${trim.year} ${trim.name}`, active: true })),
    ...[...hidden].map(([id, name]) => ({ id, name, active: false })),
  ];

  return (
    <Section title={<Trans>{modelName}: trims and promotion</Trans>}>
      {!model.active ? (
        <Alert variant="info">
          <Trans>This model is hidden, and its trims with it. Show the model to list its trims.</Trans>
        </Alert>
      ) : (
        <>
          <h3 className="team-subtitle">
            <Trans>Trims</Trans>
          </h3>
          <ProblemAlert error={activate.error} message={teamProblemMessage} />
          <QueryState query={trims} errorMessage={teamProblemMessage} isEmpty={() => rows.length === 0} empty={<p>{t`No trim is shown for this model.`}</p>}>
            {() => (
              <ul className="team-list">
                {rows.map((row) => (
                  <li key={row.id}>
                    <span>
                      {row.name} {row.active ? null : <span className="badge">{t`Hidden`}</span>}
                    </span>
                    <Button size="small" variant="outlined" onClick={() => void toggle(row.id, row.name, !row.active)}>
                      {row.active ? t`Hide ${row.name}` : t`Show ${row.name}`}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </QueryState>
        </>
      )}
      <PromotionForm model={model} />
    </Section>
  );
}

interface PromotionValues {
  url: string;
  noteEn: string;
  noteFr: string;
}
/** An empty field clears the value (null in the contract). */
const orNull = (field: z.ZodType<string | null, string | null>) => z.string().trim().transform((text) => text || null).pipe(field);
const promotionNote = carsSavePromotionNoteRoute.body.shape.note;
const PromotionSchema = z.object({ url: orNull(carsSavePromotionImageRoute.body.shape.url), noteEn: orNull(promotionNote), noteFr: orNull(promotionNote) });

/** A model's promotion image (https address or a path under /api) and its note in English and French. */
function PromotionForm({ model }: { model: AdminModel }) {
  const { t } = useLingui();
  const image = useSavePromotionImage();
  const note = useSavePromotionNote();
  const [saved, setSaved] = useState<{ url: string | null; noteEn: string | null; noteFr: string | null } | null>(null);
  const form = useForm<PromotionValues, unknown, z.output<typeof PromotionSchema>>({ resolver: formResolver(PromotionSchema), defaultValues: { url: '', noteEn: '', noteFr: '' } });
  const failure = image.error ?? note.error;

  const submit = form.handleSubmit(async (values) => {
    setSaved(null);
    try {
      await image.mutateAsync({ modelId: model.id, url: values.url });
      await note.mutateAsync({ modelId: model.id, note: values.noteEn, languageId: 1 });
      const result = await note.mutateAsync({ modelId: model.id, note: values.noteFr, languageId: 2 });
      setSaved({ url: result.promotionImageUrl, noteEn: result.promotionNoteEn, noteFr: result.promotionNoteFr });
    } catch {
      // shown below
    }
  });

  return (
    <FormProvider {...form}>
      <form className="team-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="promotion-title">
        <h3 id="promotion-title" className="team-subtitle">
          <Trans>Promotion</Trans>
        </h3>
        <p className="team-hint">
          <Trans>Saving replaces the model's promotion image and notes; leave a field empty to remove it.</Trans>
        </p>
        <FormTextField<PromotionValues> name="url" label={t`Promotion image address`} helperText={t`https://… or /api/…`} maxLength={2048} />
        <FormTextField<PromotionValues> name="noteEn" label={t`Promotion note in English`} maxLength={1000} />
        <FormTextField<PromotionValues> name="noteFr" label={t`Promotion note in French`} maxLength={1000} />
        <ProblemAlert error={failure} message={teamProblemMessage} />
        {saved ? (
          <Alert variant="success" title={<Trans>Promotion saved</Trans>}>
            <p>{saved.url ?? t`No image`}</p>
            <p lang="en">{saved.noteEn ?? '—'}</p>
            <p lang="fr">{saved.noteFr ?? '—'}</p>
          </Alert>
        ) : null}
        <div className="form-actions">
          <Button type="submit" loading={image.isPending || note.isPending}>
            <Trans>Save the promotion</Trans>
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

interface MappingValues {
  manufacturerColour: string;
  colourId: string;
}
const mapping = colorsSaveMappingRoute.body.shape.mappings.element.shape;
const MappingSchema = z.object({ manufacturerColour: mapping.manufacturerColour, colourId: numberText(mapping.colourId.unwrap(), 'catalog.invalid_colour') });

/** Manufacturer colour names of the make mapped to generic colours (spec §7 "Colours"). */
function ColoursSection({ makeId }: { makeId: number }) {
  const { t } = useLingui();
  const lang = useLang();
  const colours = useGenericColours();
  const mapping = useColoursMapping(makeId);
  const save = useSaveColoursMapping();
  const form = useForm<MappingValues, unknown, z.output<typeof MappingSchema>>({ resolver: formResolver(MappingSchema), defaultValues: { manufacturerColour: '', colourId: '' } });
  const name = (c: GenericColour) => (lang.startsWith('fr') ? c.nameFr : c.nameEn);
  const options = colours.data?.items ?? [];

  const add = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync([{ makeId, manufacturerColour: values.manufacturerColour, colourId: values.colourId }]);
      form.reset({ manufacturerColour: '', colourId: '' });
    } catch {
      // shown below
    }
  });

  return (
    <Section title={<Trans>Colours mapping</Trans>}>
      <p className="team-hint">
        <Trans>Each manufacturer colour name of this make reads as a generic colour in the inventory.</Trans>
      </p>
      <ProblemAlert error={save.error} message={teamProblemMessage} />
      <QueryState
        query={mapping}
        errorMessage={teamProblemMessage}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <p>
            <Trans>No colour is mapped for this make yet.</Trans>
          </p>
        }
      >
        {(data) => (
          <StaffTable caption={t`Colours mapping of the make`} className="team-table" columns={[t`Manufacturer colour`, t`Generic colour`, t`Actions`]}>
            {data.items.map((row) => (
              <tr key={`${row.makeId}-${row.manufacturerColour}`}>
                <th scope="row">
                  {row.manufacturerColour}
                  {row.makeId === null ? <span className="team-table__sub">{t`Every make`}</span> : null}
                </th>
                <td>
                  <SelectField
                    label={<span className="ui-visually-hidden">{t`Generic colour of ${row.manufacturerColour}`}</span>}
                    value={row.colourId}
                    onChange={(e) => save.mutate([{ makeId: row.makeId, manufacturerColour: row.manufacturerColour, colourId: Number(e.target.value) }])}
                  >
                    {options.map((c) => (
                      <option key={c.id} value={c.id}>
                        {name(c)}
                      </option>
                    ))}
                  </SelectField>
                </td>
                <td>
                  <Button
                    size="small"
                    variant="text"
                    onClick={() => save.mutate([{ makeId: row.makeId, manufacturerColour: row.manufacturerColour, colourId: null }])}
                  >
                    {t`Remove ${row.manufacturerColour}`}
                  </Button>
                </td>
              </tr>
            ))}
          </StaffTable>
        )}
      </QueryState>
      <FormProvider {...form}>
        <form className="team-inline-form" onSubmit={(e) => void add(e)} noValidate aria-label={t`Map a colour`}>
          <FormTextField<MappingValues> name="manufacturerColour" label={t`Manufacturer colour`} maxLength={100} />
          <SelectField
            label={t`Generic colour`}
            error={form.formState.errors.colourId ? t`Choose a colour` : null}
            touched={form.formState.isSubmitted}
            {...form.register('colourId')}
          >
            <option value="">{t`Choose a colour`}</option>
            {options.map((c) => (
              <option key={c.id} value={c.id}>
                {name(c)}
              </option>
            ))}
          </SelectField>
          <Button type="submit" variant="outlined" loading={save.isPending}>
            <Trans>Map the colour</Trans>
          </Button>
        </form>
      </FormProvider>
    </Section>
  );
}
