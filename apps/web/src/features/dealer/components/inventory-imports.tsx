import { Trans, useLingui } from '@lingui/react/macro';
import { IMPORT_ERROR_SECTIONS, INVENTORY_CSV_COLUMNS, INVENTORY_CSV_MAX_BYTES, type InventoryImport } from '@marketplace/contracts/dealer/notifications.routes';
import { Alert, Button, FilePicker, LoadingArea, Progress, TextField, useSnackbar } from '@marketplace/ui';
import { useState, type FormEvent } from 'react';
import { companyNumberText } from '../../../lib/company-number';
import { useFormat } from '../../../lib/format';
import { problemMessage } from '../../../lib/problem-messages';
import { useChangeNotificationStatus, useConfirmImportHolds, useErrorSections, useImportErrors, useImportHolds, useImportInventory, useImports } from '../api/notifications';
import { fileAsBase64 } from '../file-base64';
import {
  HELD_ROW_STATUS_LABELS, IMPORT_ENCODING_LABELS, IMPORT_ERROR_LABELS, IMPORT_SECTION_LABELS, IMPORT_SEPARATOR_LABELS, IMPORT_STATUS_LABELS, NOTIFICATION_STATUS_LABELS,
} from '../labels';
import '../problem-messages';
import './dealer.css';
import { HeldRowCells } from './held-row-cells';
import { Pager } from './pager';
import { WaitingHolds, WaitingHoldsNotice } from './waiting-holds';

const PAGE_SIZE = 25;
const megabytes = INVENTORY_CSV_MAX_BYTES / 1_000_000;
const columns = INVENTORY_CSV_COLUMNS.join(', ');

/**
 * Inventory feed imports (issue #14 item 5), shared by the staff's notifications screen and a company's own imports
 * page: the upload of a CSV, then the imports with their progress while they run (the list is read again every second
 * meanwhile), their counts, and the errors of one by section, line and column.
 * `companyId`: the company's own page (its imports, uploads for it); without it, staff name the company of each upload
 * and see every company's imports.
 */
export function InventoryImports({ companyId }: { companyId?: number }) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      <UploadForm companyId={companyId} onQueued={setOpen} />
      <ImportsTable companyId={companyId} open={open} onOpen={setOpen} />
    </>
  );
}

/** Choose a CSV and upload it; staff also give the company number. `onQueued` gets the new import's id. */
function UploadForm({ companyId, onQueued }: { companyId?: number; onQueued: (importId: string) => void }) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  const snackbar = useSnackbar();
  const upload = useImportInventory();
  const [companyText, setCompanyText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const target = companyId ?? (/^\d+$/.test(companyText.trim()) ? Number(companyText.trim()) : undefined);
  // The route's limit, checked before sending: a file over it would only come back as a 413.
  const tooLarge = file !== null && file.size > INVENTORY_CSV_MAX_BYTES;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!file || tooLarge || target === undefined) return;
    // The file's bytes as they are: the server detects their encoding and separator (ADR 0068).
    const queued = await upload.mutateAsync({ companyId: target, fileName: file.name, contentBase64: await fileAsBase64(file) }).catch(() => null);
    if (queued) {
      const rows = f.number(queued.totalRows);
      snackbar.enqueue({ message: t`Import queued: ${rows} rows`, variant: 'success' });
      onQueued(queued.importId);
    }
  };

  return (
    <>
      <form className="dealer-filters" onSubmit={submit} aria-label={t`Import an inventory file`}>
        {companyId === undefined ? (
          <TextField label={t`Company no.`} fullWidth={false} inputMode="numeric" value={companyText} onChange={(e) => setCompanyText(e.target.value)} required />
        ) : null}
        <FilePicker label={t`Inventory file (CSV)`} accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values" onFile={setFile}
          error={tooLarge ? t`This file is larger than ${megabytes} MB. Split it into several files.` : undefined}
          helperText={t`Columns: ${columns} (price in dollars), separated by commas, semicolons or tabs; UTF-8 or Windows-1252. At most ${megabytes} MB.`} />
        <Button type="submit" disabled={!file || tooLarge || target === undefined} loading={upload.isPending}><Trans>Import</Trans></Button>
      </form>
      {upload.isError ? <Alert variant="error">{i18n._(problemMessage(upload.error))}</Alert> : null}
    </>
  );
}

/** The imports, newest first, with their progress and counts; `open` is the import whose errors show below. */
function ImportsTable({ companyId, open, onOpen }: { companyId?: number; open: string | null; onOpen: (importId: string | null) => void }) {
  const { i18n } = useLingui();
  const f = useFormat();
  const [page, setPage] = useState(1);
  const imports = useImports(companyId, page);
  const change = useChangeNotificationStatus();
  const staff = companyId === undefined;
  if (imports.isError) return <Alert variant="error">{i18n._(problemMessage(imports.error))}</Alert>;
  if (imports.isPending) return <LoadingArea />;
  const pages = Math.max(1, Math.ceil(imports.data.total / PAGE_SIZE));
  const opened = imports.data.items.find((i) => i.importId === open);
  // What the imports show of their progress: the rows waiting for review are read again when it moves.
  const progress = imports.data.total + imports.data.items.reduce((n, i) => n + i.processedRows + i.heldRows, 0);
  return (
    <>
      <WaitingHoldsNotice companyId={companyId} here progress={progress} />
      <table className="dealer-table">
        <thead>
          <tr>
            <th><Trans>Date</Trans></th><th><Trans>File</Trans></th><th><Trans>Format</Trans></th>{staff ? <th><Trans>Company no.</Trans></th> : null}
            <th><Trans>Status</Trans></th>
            <th><Trans>Progress</Trans></th><th><Trans>Imported</Trans></th><th><Trans>Held for review</Trans></th><th><Trans>Rows with errors</Trans></th><th><Trans>Notification</Trans></th><th />
          </tr>
        </thead>
        <tbody>
          {imports.data.items.map((i) => (
            <tr key={i.importId} data-import={i.importId}>
              <td>{f.longDate(i.createdAt)}</td>
              <td>{i.fileName}</td>
              <td>{i.encoding && i.separator ? `${i18n._(IMPORT_ENCODING_LABELS[i.encoding])} · ${i18n._(IMPORT_SEPARATOR_LABELS[i.separator])}` : '—'}</td>
              {staff ? <td>{companyNumberText(i.companyId)}</td> : null}
              <td>{i18n._(IMPORT_STATUS_LABELS[i.status])}</td>
              <td><ImportProgress item={i} /></td>
              <td>{f.number(i.importedRows)}</td>
              <td>{f.number(i.heldRows)}</td>
              <td>{f.number(i.errorRows)}</td>
              <td>{i18n._(NOTIFICATION_STATUS_LABELS[i.notificationStatus])}</td>
              <td className="dealer-actions">
                {i.purgedAt ? (
                  <span className="dealer-purged"><Trans>File and errors deleted on {f.longDate(i.purgedAt)}</Trans></span>
                ) : (
                  <Button size="small" variant="outlined" aria-expanded={open === i.importId} onClick={() => onOpen(open === i.importId ? null : i.importId)}>
                    <Trans>Errors</Trans>
                  </Button>
                )}
                {i.notificationStatus === 'unread' ? (
                  <Button size="small" variant="outlined" onClick={() => change.mutate({ importId: i.importId, status: 'read' })}><Trans>Mark as read</Trans></Button>
                ) : null}
                {i.notificationStatus !== 'archived' ? (
                  <Button size="small" variant="outlined" onClick={() => change.mutate({ importId: i.importId, status: 'archived' })}><Trans>Archive</Trans></Button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {imports.data.items.length === 0 ? <p><Trans>No import yet.</Trans></p> : null}
      <Pager page={page} pages={pages} onPage={setPage} />
      <WaitingHolds companyId={companyId} progress={progress} />
      {opened && !opened.purgedAt ? <HeldRows importId={opened.importId} progress={opened.processedRows} /> : null}
      {opened && !opened.purgedAt ? <ImportErrors importId={opened.importId} progress={opened.processedRows} /> : null}
    </>
  );
}

/** The import's progress bar and its rows processed out of the file's rows. */
function ImportProgress({ item }: { item: InventoryImport }) {
  const { t } = useLingui();
  const f = useFormat();
  const { processedRows, totalRows } = item;
  const processed = f.number(processedRows);
  const total = f.number(totalRows);
  return (
    <div className="dealer-progress">
      <Progress value={totalRows === 0 ? null : processedRows} max={Math.max(totalRows, 1)} label={t`Rows processed`} />
      <span><Trans>{processed} of {total} rows</Trans></span>
    </div>
  );
}

/**
 * An import's rows held for review (issue #45 item 8): each with its reasons, not listed until the dealer confirms it
 * here (one, or all at once); a corrected file imported again is the other way.
 */
function HeldRows({ importId, progress }: { importId: string; progress: number }) {
  const { t, i18n } = useLingui();
  const holds = useImportHolds(importId, progress);
  const confirm = useConfirmImportHolds();
  if (holds.isError) return <Alert variant="error">{i18n._(problemMessage(holds.error))}</Alert>;
  if (holds.isPending) return <LoadingArea />;
  if (holds.data.items.length === 0) return null;
  const waiting = holds.data.items.filter((h) => h.status === 'held').length;
  return (
    <section aria-label={t`Rows held for review`}>
      <h2><Trans>Rows held for review</Trans></h2>
      <p>
        <Trans>These rows look wrong, so they are not published. Correct them and import them again, or confirm them as they are.</Trans>
      </p>
      <table className="dealer-table">
        <thead>
          <tr>
            <th><Trans>Line</Trans></th><th><Trans>VIN</Trans></th><th><Trans>Year</Trans></th><th><Trans>Kilometres</Trans></th><th><Trans>Price</Trans></th>
            <th><Trans>Why</Trans></th><th><Trans>Status</Trans></th><th />
          </tr>
        </thead>
        <tbody>
          {holds.data.items.map((h) => (
            <tr key={h.line} data-line={h.line}>
              <HeldRowCells hold={h} />
              <td>
                {i18n._(HELD_ROW_STATUS_LABELS[h.status])}
                {h.refusalCode ? ` — ${IMPORT_ERROR_LABELS[h.refusalCode] ? i18n._(IMPORT_ERROR_LABELS[h.refusalCode]) : h.refusalCode}` : ''}
              </td>
              <td className="dealer-actions">
                {h.status === 'held' ? (
                  <Button size="small" variant="outlined" disabled={confirm.isPending} onClick={() => confirm.mutate({ importId, lines: [h.line] })}>
                    <Trans>Confirm and publish</Trans>
                  </Button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {waiting > 1 ? (
        <Button variant="outlined" loading={confirm.isPending} onClick={() => confirm.mutate({ importId })}><Trans>Confirm and publish all</Trans></Button>
      ) : null}
      {confirm.isError ? <Alert variant="error">{i18n._(problemMessage(confirm.error))}</Alert> : null}
    </section>
  );
}

/** An import's errors: a count per section (each a filter), then line, column and error (read again as the import moves on). */
function ImportErrors({ importId, progress }: { importId: string; progress: number }) {
  const { t, i18n } = useLingui();
  const [section, setSection] = useState<string | undefined>(undefined);
  const [page, setPage] = useState(1);
  const sections = useErrorSections(importId, progress);
  const errors = useImportErrors(importId, progress, section, page);
  if (sections.isError) return <Alert variant="error">{i18n._(problemMessage(sections.error))}</Alert>;
  const counts = new Map((sections.data?.items ?? []).map((s) => [s.section, s.count]));
  const pages = Math.max(1, Math.ceil((errors.data?.total ?? 0) / 50));
  return (
    <section aria-label={t`Import errors`}>
      <h2><Trans>Import errors</Trans></h2>
      <div className="dealer-sections" role="group" aria-label={t`Error sections`}>
        <Button size="small" variant={section === undefined ? 'primary' : 'outlined'} onClick={() => { setSection(undefined); setPage(1); }}>
          <Trans>All sections</Trans>
        </Button>
        {IMPORT_ERROR_SECTIONS.map((s) => (
          <Button key={s} size="small" variant={section === s ? 'primary' : 'outlined'} aria-pressed={section === s} onClick={() => { setSection(s); setPage(1); }}>
            {i18n._(IMPORT_SECTION_LABELS[s])} ({counts.get(s) ?? 0})
          </Button>
        ))}
      </div>
      {errors.isPending ? <LoadingArea /> : errors.data && errors.data.items.length > 0 ? (
        <>
          <table className="dealer-table">
            <thead><tr><th><Trans>Line</Trans></th><th><Trans>Column</Trans></th><th><Trans>Error</Trans></th></tr></thead>
            <tbody>
              {errors.data.items.map((e) => (
                <tr key={`${e.line}-${e.column ?? ''}-${e.code}`}>
                  <td>{e.line}</td>
                  <td>{e.column ?? t`Whole line`}</td>
                  <td>{IMPORT_ERROR_LABELS[e.code] ? i18n._(IMPORT_ERROR_LABELS[e.code]) : e.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {pages > 1 ? <Pager page={page} pages={pages} onPage={setPage} /> : null}
        </>
      ) : <p><Trans>No error.</Trans></p>}
    </section>
  );
}
