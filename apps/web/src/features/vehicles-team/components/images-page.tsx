import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, LoadingArea, SelectField, Spinner } from '@marketplace/ui';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { imagesCancelDownloadRoute, imagesSaveImagesIdRoute } from '@marketplace/contracts/catalog/admin-images';
import { z } from 'zod';
import { formResolver } from '../../../lib/form-resolver';
import { numberText, screenRule } from '../../../lib/form-fields';
import { FormTextField } from '../../../lib/forms';
import { IdSelect } from '../../../lib/id-select';
import { ProblemAlert } from '../../../lib/problem-alert';
import { QueryState } from '../../../lib/query-state';
import { Section } from '../../../lib/section';
import { useLang } from '../../../lib/use-lang';
import { validationMessage } from '../../../lib/validation';
import { useCancelDownload } from '../api/cancel-download';
import { useDownloadAll } from '../api/download-all';
import { useDownloadImages, type DownloadStatus } from '../api/download-images';
import { useDownloadStatus } from '../api/download-status';
import { useDownloadVifList } from '../api/download-vif-list';
import { useFixFolderStatus } from '../api/fix-folder-status';
import { useFolderStatus, type FolderStatus } from '../api/get-folder-status';
import { useImageGallery } from '../api/get-image-galleries';
import { useImageMakes } from '../api/get-image-makes';
import { useImageModels } from '../api/get-image-models';
import { useImageTrims } from '../api/get-image-trims';
import { useImageYears } from '../api/get-image-years';
import { useMainImages } from '../api/get-main-images';
import { useVifList, type Vif, type YearMakeModel } from '../api/get-vif-list';
import { useSaveMainImageModel } from '../api/save-main-image-model';
import { useSaveImagesId } from '../api/save-images-id';
import { useSaveMainImageTrim } from '../api/save-main-image-trim';
import { dateTime } from '../format';
import { DOWNLOAD_STATUS_LABELS } from '../labels';
import { teamProblemMessage } from '../problem-messages';
import { TeamPage } from './team-page';
import { StaffTable } from '../../../lib/staff-table';

/**
 * Spec §2 vehiclesTeam/Images (§7 "Images"): the image provider's VIF list by year, make and model, saved as
 * viflist.csv; downloads (one VIF, all of a model), their status and cancelling (a vifId is required); the
 * downloaded images and the main image of each model and trim; a VIF's folder status (and fetching its missing
 * images) and the trim a VIF's images belong to.
 */
export function ImagesPage() {
  const { t } = useLingui();
  const [year, setYear] = useState<number | null>(null);
  const [makeId, setMakeId] = useState<number | null>(null);
  const [modelId, setModelId] = useState<number | null>(null);
  const [galleryVif, setGalleryVif] = useState<Vif | null>(null);
  const years = useImageYears();
  const makes = useImageMakes(year);
  const models = useImageModels(year, makeId);
  const ymm: YearMakeModel | null = year && makeId && modelId ? { year, makeId, modelId } : null;

  return (
    <TeamPage title={t`Images`} intro={<Trans>Photo sets (VIFs) of the image provider, by model year, make and model.</Trans>}>
      <Section title={<Trans>VIF list</Trans>}>
        <div className="team-selects">
          <IdSelect
            label={t`Year`}
            placeholder={t`Choose a year`}
            options={(years.data?.items ?? []).map((y) => ({ id: y, label: String(y) }))}
            value={year}
            onChange={(id) => {
              setYear(id);
              setMakeId(null);
              setModelId(null);
            }}
          />
          <IdSelect
            label={t`Make`}
            placeholder={t`Choose a make`}
            options={(makes.data?.items ?? []).map((m) => ({ id: m.id, label: m.name }))}
            value={makeId}
            disabled={!year}
            onChange={(id) => {
              setMakeId(id);
              setModelId(null);
            }}
          />
          <IdSelect
            label={t`Model`}
            placeholder={t`Choose a model`}
            options={(models.data?.items ?? []).map((m) => ({ id: m.id, label: m.name }))}
            value={modelId}
            disabled={!makeId}
            onChange={setModelId}
          />
        </div>
        {ymm ? <VifList ymm={ymm} onShowImages={setGalleryVif} /> : <p className="team-hint">{t`Choose a year, a make and a model to see their VIFs.`}</p>}
      </Section>

      <CancelDownload />

      {galleryVif ? <GallerySection vif={galleryVif} onClose={() => setGalleryVif(null)} /> : null}
    </TeamPage>
  );
}

function StatusText({ status }: { status: DownloadStatus }) {
  const { i18n } = useLingui();
  const lang = useLang();
  const label = i18n._(DOWNLOAD_STATUS_LABELS[status.status]);
  const updated = dateTime(status.updatedAt, lang);
  const { vifId, downloaded, total } = status;
  return (
    <Trans>
      {vifId}: {label}, {downloaded} of {total} images (updated {updated})
    </Trans>
  );
}

function VifList({ ymm, onShowImages }: { ymm: YearMakeModel; onShowImages: (vif: Vif) => void }) {
  const { t, i18n } = useLingui();
  const vifs = useVifList(ymm);
  const csv = useDownloadVifList();
  const all = useDownloadAll();
  const one = useDownloadImages();
  const cancel = useCancelDownload();
  const status = useDownloadStatus();
  const [lastStatus, setLastStatus] = useState<DownloadStatus | null>(null);
  const failure = [csv, all, one, cancel, status].find((m) => m.isError)?.error;

  const run = async (action: Promise<DownloadStatus>) => {
    try {
      setLastStatus(await action);
    } catch {
      // shown as `failure`
    }
  };

  return (
    <div className="stack-lg">
      <div className="team-actions">
        <Button variant="outlined" loading={csv.isPending} onClick={() => csv.mutate(ymm)}>
          <Trans>Download the list (viflist.csv)</Trans>
        </Button>
        <Button
          variant="outlined"
          loading={all.isPending}
          onClick={() =>
            void all.mutateAsync(ymm).then(
              (r) => setLastStatus(r.items[0] ?? null),
              () => undefined,
            )
          }
        >
          <Trans>Download every image of this model</Trans>
        </Button>
      </div>
      {csv.isSuccess ? (
        <Alert variant="success">
          <Trans>The list was saved as viflist.csv.</Trans>
        </Alert>
      ) : null}
      <ProblemAlert error={failure} message={teamProblemMessage} />
      <p className="team-status" aria-live="polite" data-testid="download-status">
        {lastStatus ? <StatusText status={lastStatus} /> : null}
      </p>
      <QueryState
        query={vifs}
        errorMessage={teamProblemMessage}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <>
            <h3>
              <Trans>No VIF for this model year</Trans>
            </h3>
            <p>
              <Trans>The image provider has no photo set for it yet.</Trans>
            </p>
          </>
        }
      >
        {(data) => (
          <StaffTable caption={t`VIFs of the model year`} className="team-table" columns={[t`VIF`, t`Description`, t`Images`, t`Download`, t`Actions`]}>
            {data.items.map((vif) => (
              <tr key={vif.vifId}>
                <th scope="row" className="team-table__code">
                  {vif.vifId}
                </th>
                <td>
                  {vif.description}
                  {vif.trim ? <span className="team-table__sub">{vif.trim}</span> : null}
                </td>
                <td>{vif.imageCount}</td>
                <td>
                  <span className="badge">{i18n._(DOWNLOAD_STATUS_LABELS[vif.downloadStatus])}</span>
                </td>
                <td>
                  <div className="team-row-actions">
                    {([
                      [t`Download`, t`Download the images of ${vif.vifId}`, one],
                      [t`Status`, t`Download status of ${vif.vifId}`, status],
                      [t`Cancel`, t`Cancel the download of ${vif.vifId}`, cancel],
                    ] as const).map(([text, label, action], i) => (
                      <Button key={text} size="small" variant={i === 0 ? 'outlined' : 'text'} onClick={() => void run(action.mutateAsync(vif.vifId))} aria-label={label}>
                        {text}
                      </Button>
                    ))}
                    <Button size="small" variant="text" onClick={() => onShowImages(vif)} aria-label={t`Show the images of ${vif.vifId}`}>
                      <Trans>Images</Trans>
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </StaffTable>
        )}
      </QueryState>
    </div>
  );
}

interface CancelValues {
  vifId: string;
}
/** The contract lets an empty vifId through to answer its own problem; the screen says it first. */
const CancelSchema = z.object({
  vifId: imagesCancelDownloadRoute.body.shape.vifId.superRefine(screenRule((vifId: string | undefined) => !vifId && 'catalog.vif_id_required')),
});

/** Cancel a download by its VIF id (spec §5: a vifId is required, otherwise "vifId is required"). */
function CancelDownload() {
  const { t } = useLingui();
  const cancel = useCancelDownload();
  const form = useForm<CancelValues, unknown, z.output<typeof CancelSchema>>({ resolver: formResolver(CancelSchema), defaultValues: { vifId: '' } });
  const submit = form.handleSubmit((values) => cancel.mutate(values.vifId ?? ''));
  return (
    <Section title={<Trans>Cancel a download</Trans>}>
      <FormProvider {...form}>
        <form className="team-inline-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t`Cancel a download`}>
          <FormTextField<CancelValues> name="vifId" label={t`VIF id`} helperText={t`For example VIF-1021-2025`} maxLength={40} />
          <Button type="submit" variant="outlined" loading={cancel.isPending}>
            <Trans>Cancel the download</Trans>
          </Button>
        </form>
      </FormProvider>
      <div aria-live="polite">
        {cancel.isSuccess ? <Alert variant="success">{<StatusText status={cancel.data} />}</Alert> : null}
        <ProblemAlert error={cancel.error} message={teamProblemMessage} />
      </div>
    </Section>
  );
}

/** The downloaded images of a VIF; any of them can become the main image of the model or of the VIF's trim. */
function GallerySection({ vif, onClose }: { vif: Vif; onClose: () => void }) {
  const { t } = useLingui();
  const gallery = useImageGallery(vif.vifId);
  const mainImages = useMainImages(vif.modelId);
  const saveModel = useSaveMainImageModel();
  const saveTrim = useSaveMainImageTrim();
  const failure = saveModel.error ?? saveTrim.error;
  const modelMain = mainImages.data?.model?.imageUrl;
  const trimMain = mainImages.data?.trims.find((m) => m.targetId === vif.trimId)?.imageUrl;

  return (
    <Section
      title={<Trans>Images of {vif.vifId}</Trans>}
      actions={
        <Button variant="text" size="small" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      }
    >
      <p className="team-hint">
        {vif.make} {vif.model} {vif.year}
        {vif.trim ? ` · ${vif.trim}` : ''}
      </p>
      <ProblemAlert error={failure} message={teamProblemMessage} />
      {saveModel.isSuccess || saveTrim.isSuccess ? (
        <Alert variant="success">
          <Trans>Main image saved.</Trans>
        </Alert>
      ) : null}
      {gallery.isPending ? (
        <LoadingArea />
      ) : gallery.isError ? (
        <ProblemAlert error={gallery.error} message={teamProblemMessage} />
      ) : gallery.data.items.length === 0 ? (
        <div className="empty-state">
          <h3>
            <Trans>No image downloaded yet</Trans>
          </h3>
          <p>
            <Trans>Download this VIF's images first.</Trans>
          </p>
        </div>
      ) : (
        <ul className="team-gallery">
          {gallery.data.items.map((image) => (
            <li key={image.id} className="team-gallery__item">
              <img src={image.url} alt={t`${vif.vifId}, ${image.angle}`} loading="lazy" />
              <p className="team-gallery__caption">
                {image.angle}
                {image.url === modelMain ? (
                  <span className="badge badge--success">
                    <Trans>Model</Trans>
                  </span>
                ) : null}
                {image.url === trimMain ? (
                  <span className="badge badge--success">
                    <Trans>Trim</Trans>
                  </span>
                ) : null}
              </p>
              <div className="team-row-actions">
                <Button size="small" variant="outlined" onClick={() => saveModel.mutate({ modelId: vif.modelId, source: image.source, imageUrl: image.url })}>
                  <Trans>Main image of the model</Trans>
                </Button>
                {vif.trimId ? (
                  <Button size="small" variant="text" onClick={() => saveTrim.mutate({ trimId: vif.trimId!, source: image.source, imageUrl: image.url })}>
                    <Trans>Main image of the trim</Trans>
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {saveModel.isPending || saveTrim.isPending ? <Spinner size="small" /> : null}
      <FolderStatusPanel key={`folder-${vif.vifId}`} vifId={vif.vifId} />
      <AttachToTrimForm key={`trim-${vif.vifId}`} vif={vif} />
    </Section>
  );
}

/** get-folder-status / fix-folder-status: the VIF's downloaded images against the provider's list; fetches the missing ones. */
function FolderStatusPanel({ vifId }: { vifId: string }) {
  const check = useFolderStatus();
  const fix = useFixFolderStatus();
  const [status, setStatus] = useState<FolderStatus | null>(null);
  const [fixed, setFixed] = useState(false);
  const failure = check.error ?? fix.error;

  const run = async (action: 'check' | 'fix') => {
    setFixed(false);
    check.reset();
    fix.reset();
    try {
      setStatus(await (action === 'check' ? check.mutateAsync(vifId) : fix.mutateAsync(vifId)));
      setFixed(action === 'fix');
    } catch {
      // shown below
    }
  };

  return (
    <section className="team-folder" aria-labelledby="folder-title">
      <h3 id="folder-title" className="team-subtitle">
        <Trans>Folder</Trans>
      </h3>
      <div className="team-actions">
        <Button size="small" variant="outlined" loading={check.isPending} onClick={() => void run('check')}>
          <Trans>Check the folder</Trans>
        </Button>
        {status && !status.ok ? (
          <Button size="small" loading={fix.isPending} onClick={() => void run('fix')}>
            <Trans>Fetch the missing images</Trans>
          </Button>
        ) : null}
      </div>
      <div aria-live="polite" data-testid="folder-status">
        <ProblemAlert error={failure} message={teamProblemMessage} />
        {status && !failure ? <FolderStatusText status={status} fixed={fixed} /> : null}
      </div>
    </section>
  );
}

function FolderStatusText({ status, fixed }: { status: FolderStatus; fixed: boolean }) {
  const { present, expected } = status;
  const missing = status.missing.join(', ');
  if (status.ok) {
    return (
      <Alert variant="success">
        {fixed ? <Trans>The missing images were fetched: the folder is complete.</Trans> : null}{' '}
        <Trans>
          {present} of {expected} images in the folder.
        </Trans>
      </Alert>
    );
  }
  return (
    <Alert variant="warning">
      <Trans>
        {present} of {expected} images in the folder. Missing: {missing}.
      </Trans>
    </Alert>
  );
}

interface AttachValues {
  trimId: string;
}
const AttachSchema = z.object({ trimId: numberText(imagesSaveImagesIdRoute.body.shape.trimId, 'team.choose_trim') });

/** save-images-id: the trim whose gallery is this VIF's images. */
function AttachToTrimForm({ vif }: { vif: Vif }) {
  const { t, i18n } = useLingui();
  const trims = useImageTrims(vif.year, vif.modelId);
  const save = useSaveImagesId();
  const form = useForm<AttachValues, unknown, z.output<typeof AttachSchema>>({ resolver: formResolver(AttachSchema), defaultValues: { trimId: vif.trimId ? String(vif.trimId) : '' } });
  const [savedTrim, setSavedTrim] = useState<string | null>(null);
  const options = trims.data?.items ?? [];
  const error = form.formState.errors.trimId?.message;

  const submit = form.handleSubmit(async (values) => {
    setSavedTrim(null);
    try {
      const result = await save.mutateAsync({ trimId: values.trimId, vifId: vif.vifId });
      setSavedTrim(options.find((o) => o.id === result.trimId)?.name ?? String(result.trimId));
    } catch {
      // shown below
    }
  });

  return (
    <form className="team-inline-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="attach-title">
      <h3 id="attach-title" className="team-subtitle">
        <Trans>Trim of these images</Trans>
      </h3>
      <SelectField
        label={t`Trim`}
        error={error ? i18n._(validationMessage(error)!) : null}
        touched={form.formState.isSubmitted}
        disabled={trims.isPending}
        {...form.register('trimId')}
      >
        <option value="">{t`Choose a trim`}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </SelectField>
      <Button type="submit" variant="outlined" loading={save.isPending}>
        <Trans>Attach the images to this trim</Trans>
      </Button>
      <div aria-live="polite" className="team-form">
        <ProblemAlert error={trims.error} message={teamProblemMessage} />
        <ProblemAlert error={save.error} message={teamProblemMessage} />
        {savedTrim ? (
          <Alert variant="success">
            <Trans>
              The images of {vif.vifId} now belong to the trim {savedTrim}.
            </Trans>
          </Alert>
        ) : null}
      </div>
    </form>
  );
}
