import { Trans, useLingui } from '@lingui/react/macro';
import { IMPORT_ERROR_SECTIONS, type InventoryImport } from '@marketplace/contracts/dealer/notifications.routes';
import { Alert, Button, Card, FilePicker, LoadingArea, Progress, TextField, useSnackbar } from '@marketplace/ui';
import { useState, type FormEvent } from 'react';
import { companyNumberText } from '../../../lib/company-number';
import { useDocumentTitle } from '../../../lib/hooks';
import { problemMessage } from '../../../lib/problem-messages';
import { useChangeNotificationStatus, useErrorSections, useImportErrors, useImportInventory, useImports } from '../api/notifications';
import { toSlashed } from '../date-range';
import { IMPORT_ERROR_LABELS, IMPORT_SECTION_LABELS, IMPORT_STATUS_LABELS, NOTIFICATION_STATUS_LABELS } from '../labels';
import '../problem-messages';
import './dealer.css';
import { Pager } from './pager';

/**
 * Notifications (spec §2 admin and vehiclesTeam `notifications`; issue #14 item 5): dealer inventory feed imports. Staff
 * import a company's CSV; each import shows its progress while it runs, then its errors by section, line and column,
 * until the retention after it finished deletes its file and errors (its summary stays, marked as purged).
 */
export function NotificationsPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Notifications`);
  const snackbar = useSnackbar();
  const [companyText, setCompanyText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const imports = useImports(undefined, page);
  const upload = useImportInventory();
  const change = useChangeNotificationStatus();
  const companyId = /^\d+$/.test(companyText.trim()) ? Number(companyText.trim()) : undefined;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!file) return;
    const queued = await upload.mutateAsync({ companyId, fileName: file.name, content: await file.text() }).catch(() => null);
    if (queued) {
      snackbar.enqueue({ message: t`Import queued: ${queued.totalRows} rows`, variant: 'success' });
    }
  };
  const pages = Math.max(1, Math.ceil((imports.data?.total ?? 0) / 25));
  const opened = imports.data?.items.find((i) => i.importId === open);

  return (
    <Card className="dealer">
      <h1 className="page__title"><Trans>Notifications</Trans></h1>
      <form className="dealer-filters" onSubmit={submit} aria-label={t`Import an inventory file`}>
        <TextField label={t`Company no.`} fullWidth={false} inputMode="numeric" value={companyText} onChange={(e) => setCompanyText(e.target.value)} required />
        <FilePicker label={t`Inventory file (CSV)`} accept=".csv,text/csv" onFile={setFile}
          helperText={t`Columns: vin, condition, trimId, year, kilometres, exteriorColourId, interiorColourId, price (dollars).`} />
        <Button type="submit" disabled={!file || companyId === undefined || upload.isPending}><Trans>Import</Trans></Button>
      </form>
      {upload.isError ? <Alert variant="error">{i18n._(problemMessage(upload.error))}</Alert> : null}
      {imports.isError ? <Alert variant="error">{i18n._(problemMessage(imports.error))}</Alert> : null}
      {imports.isPending ? <LoadingArea /> : imports.data ? (
        <>
          <table className="dealer-table">
            <thead>
              <tr>
                <th><Trans>Date</Trans></th><th><Trans>File</Trans></th><th><Trans>Company no.</Trans></th><th><Trans>Status</Trans></th>
                <th><Trans>Progress</Trans></th><th><Trans>Imported</Trans></th><th><Trans>Rows with errors</Trans></th><th><Trans>Notification</Trans></th><th />
              </tr>
            </thead>
            <tbody>
              {imports.data.items.map((i) => (
                <tr key={i.importId} data-import={i.importId}>
                  <td>{toSlashed(i.createdAt.slice(0, 10))}</td>
                  <td>{i.fileName}</td>
                  <td>{companyNumberText(i.companyId)}</td>
                  <td>{i18n._(IMPORT_STATUS_LABELS[i.status])}</td>
                  <td><ImportProgress item={i} /></td>
                  <td>{i.importedRows}</td>
                  <td>{i.errorRows}</td>
                  <td>{i18n._(NOTIFICATION_STATUS_LABELS[i.notificationStatus])}</td>
                  <td className="dealer-actions">
                    {i.purgedAt ? (
                      <span className="dealer-purged"><Trans>File and errors deleted on {toSlashed(i.purgedAt.slice(0, 10))}</Trans></span>
                    ) : (
                      <Button size="small" variant="outlined" aria-expanded={open === i.importId} onClick={() => setOpen(open === i.importId ? null : i.importId)}>
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
          {opened && !opened.purgedAt ? <ImportErrors importId={opened.importId} progress={opened.processedRows} /> : null}
        </>
      ) : null}
    </Card>
  );
}

/** The import's progress bar and its rows processed out of the file's rows. */
function ImportProgress({ item }: { item: InventoryImport }) {
  const { t } = useLingui();
  const { processedRows, totalRows } = item;
  return (
    <div className="dealer-progress">
      <Progress value={totalRows === 0 ? null : processedRows} max={Math.max(totalRows, 1)} label={t`Rows processed`} />
      <span><Trans>{processedRows} of {totalRows} rows</Trans></span>
    </div>
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
