import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { auditRevealRoute, auditSearchRoute } from '@marketplace/contracts/audit/console.routes';
import { Alert, Button, Card, SelectField, Spinner } from '@marketplace/ui';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formResolver } from '../../../lib/form-resolver';
import { FormTextField } from '../../../lib/forms';
import { useDocumentTitle } from '../../../lib/hooks';
import { isApiError } from '../../../lib/http';
import { ProblemAlert } from '../../../lib/problem-alert';
import { useLang } from '../../../lib/use-lang';
import { ColumnHeads } from './column-heads';
import { formatInstant, userTypeLabel } from '../labels';
import { CustomerView } from './customer-view';
import { useEventSummary } from './event-summary';
import { ChangesTable, Versions } from './versions';
import { bundleHref, useAuditDiff, useAuditSearch, useAuditTimeline, useReadModelCheckMutation, useRevealMutation, type AuditRow, type AuditSubject } from '../api/audit-api';

/** The console's state, kept in the URL: the search, the subject opened, the filters, the event selected. */
export interface AuditSearch {
  q?: string;
  subject?: string;
  stream?: string;
  type?: string;
  actor?: string;
  event?: string;
  /** The instant of the customer view (a transaction's). */
  at?: string;
  /** A second version of the subject's own stream, compared with the selected event's. */
  compare?: string;
}

const text = (v: unknown, max = 200) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : undefined);

export function auditSearchOf(search: Record<string, unknown>): AuditSearch {
  return { q: text(search.q), subject: text(search.subject), stream: text(search.stream), type: text(search.type), actor: text(search.actor), event: text(search.event), at: text(search.at, 40), compare: text(search.compare, 12) };
}

const SearchSchema = auditSearchRoute.query.pick({ q: true });
type SearchValues = z.input<typeof SearchSchema>;
const RevealSchema = auditRevealRoute.body;
type RevealValues = z.input<typeof RevealSchema>;

/** Audit console (issue #15): find a subject, read its timeline, diff an event, reveal (super admin), export a bundle. */
export function AuditConsolePage({ search, onSearchChange }: { search: AuditSearch; onSearchChange: (next: AuditSearch) => void }) {
  const { t } = useLingui();
  useDocumentTitle(t`Audit`);
  const form = useForm<SearchValues>({ resolver: formResolver(SearchSchema), defaultValues: { q: search.q ?? '' } });
  const { reset } = form;
  useEffect(() => reset({ q: search.q ?? '' }), [search.q, reset]);
  const results = useAuditSearch(search.q);
  const submit = form.handleSubmit(({ q }) => onSearchChange({ q }));

  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page__title">
          <Trans>Audit</Trans>
        </h1>
      </div>
      <FormProvider {...form}>
        <form className="filters" role="search" aria-label={t`Find a subject`} onSubmit={submit} noValidate>
          <FormTextField<SearchValues>
            name="q"
            className="filters__search"
            label={t`Find`}
            type="search"
            helperText={t`Part of a name or an email, a phone number, a card's last 4 digits with the day it paid (4242 2026-12-06), or a user, transaction, vehicle, VIN, company, correlation or Stripe payment id`}
            maxLength={200}
          />
          <div className="filters__actions">
            <Button type="submit">
              <Trans>Find</Trans>
            </Button>
          </div>
        </form>
      </FormProvider>
      <ProblemAlert error={results.error} />
      {results.isFetching && !results.data ? <Spinner /> : null}
      {results.data ? (
        <Subjects subjects={results.data.subjects} selected={search.subject} onOpen={(subject) => onSearchChange({ q: search.q, subject })} />
      ) : null}
      {search.subject ? <SubjectTimeline key={search.subject} subjectId={search.subject} search={search} onSearchChange={onSearchChange} /> : null}
    </div>
  );
}

function Subjects({ subjects, selected, onOpen }: { subjects: AuditSubject[]; selected?: string; onOpen: (id: string) => void }) {
  const { t } = useLingui();
  const lang = useLang();
  const matchedLabel = (matched: AuditSubject['matched']) => {
    switch (matched) {
      case 'name':
        return t`Found by name`;
      case 'email':
        return t`Found by email`;
      case 'phone':
        return t`Found by phone`;
      case 'card':
        return t`Found by card`;
      default:
        return t`Found by id`;
    }
  };
  if (subjects.length === 0) {
    return (
      <p role="status">
        <Trans>Nothing found.</Trans>
      </p>
    );
  }
  return (
    <ul className="audit-subjects" aria-label="subjects">
      {subjects.map((s) => (
        <li key={s.subjectId}>
          <Button variant={s.subjectId === selected ? 'primary' : 'text'} onClick={() => onOpen(s.subjectId)} data-subject={s.subjectId}>
            {s.kind}: {s.subjectId}
          </Button>{' '}
          <span>
            <Plural value={s.events} one="# event" other="# events" />, <Trans>last {formatInstant(s.lastAt, lang)}</Trans>
          </span>{' '}
          <span className="audit-subjects__matched" data-matched={s.matched}>
            {matchedLabel(s.matched)}
          </span>
        </li>
      ))}
    </ul>
  );
}

function SubjectTimeline({ subjectId, search, onSearchChange }: { subjectId: string; search: AuditSearch; onSearchChange: (next: AuditSearch) => void }) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const [after, setAfter] = useState<string | undefined>(undefined);
  const timeline = useAuditTimeline(subjectId, { stream: search.stream, type: search.type, actor: search.actor, after });
  const [streamId, version] = search.event ? [search.event.slice(0, search.event.lastIndexOf(':')), Number(search.event.slice(search.event.lastIndexOf(':') + 1))] : [];
  const who = (p: AuditRow['actor']) => (p ? `${p.name ?? p.userId}${p.userTypeId ? ` (${i18n._(userTypeLabel(p.userTypeId))})` : ''}` : t`System`);
  const sentence = useEventSummary();
  const streamLabel = useStreamLabel();
  const customer = timeline.data?.customer;
  const customerName = customer?.name;
  const pick = (r: AuditRow) => onSearchChange({
    ...search, event: `${r.streamId}:${r.streamVersion}`, compare: undefined, at: subjectId.startsWith('purchase-') ? r.recordedAt : search.at,
  });

  return (
    <section aria-labelledby="audit-timeline-title">
      <h2 id="audit-timeline-title">
        <Trans>Timeline of {subjectId}</Trans>
      </h2>
      <ProblemAlert error={timeline.error} />
      {customerName ? (
        <p className="audit-customer" data-customer={customer?.userId}>
          <Trans>Customer: {customerName}</Trans>
        </p>
      ) : null}
      {timeline.data?.shredded ? (
        <Alert variant="info">
          <Trans>This person's personal data was erased (shredded).</Trans>
        </Alert>
      ) : null}
      <div className="filters">
        <SelectField
          className="filters__select"
          label={t`Stream`}
          value={search.stream ?? ''}
          onChange={(event) => onSearchChange({ ...search, stream: event.target.value || undefined })}
        >
          <option value="">{t`All streams`}</option>
          {(timeline.data?.streams ?? []).map((s) => (
            <option key={s} value={s}>
              {streamLabel(s)}
            </option>
          ))}
        </SelectField>
        <SelectField
          className="filters__select"
          label={t`Event type`}
          value={search.type ?? ''}
          onChange={(event) => onSearchChange({ ...search, type: event.target.value || undefined })}
        >
          <option value="">{t`All types`}</option>
          {[...new Set((timeline.data?.rows ?? []).map((r) => r.type).concat(search.type ? [search.type] : []))].map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </SelectField>
        <SelectField
          className="filters__select"
          label={t`Actor`}
          value={search.actor ?? ''}
          onChange={(event) => onSearchChange({ ...search, actor: event.target.value || undefined })}
        >
          <option value="">{t`All actors`}</option>
          {[...new Map((timeline.data?.rows ?? []).flatMap((r) => (r.actor ? [[r.actor.userId, r.actor] as const] : []))).values()].map((a) => (
            <option key={a.userId} value={a.userId}>
              {who(a)}
            </option>
          ))}
        </SelectField>
        <div className="filters__actions">
          <Button asChild variant="secondary">
            <a href={bundleHref(subjectId)} download>
              <Trans>Download the dispute bundle</Trans>
            </a>
          </Button>
          {subjectId.startsWith('purchase-') ? (
            <Button asChild variant="secondary">
              <Link to="/$lang/admin/disputes/$subjectId" params={{ lang, subjectId }}>
                <Trans>Card dispute</Trans>
              </Link>
            </Button>
          ) : null}
        </div>
      </div>
      {timeline.isLoading ? <Spinner /> : null}
      {timeline.data ? (
        <table className="data-table audit-timeline">
          <ColumnHeads names={[t`Time`, t`What happened`, t`Event`, t`Stream`, t`Actor`, t`Impersonated by`, t`Brand`, t`Command`]} />
          <tbody>
            {timeline.data.rows.map((r) => (
              <tr key={r.position} data-type={r.type} data-source={r.source} aria-selected={search.event === `${r.streamId}:${r.streamVersion}`}>
                <td>{formatInstant(r.recordedAt, lang)}</td>
                <td className="audit-timeline__summary">
                  {sentence(r.summary)}
                  {r.paymentId ? (
                    <>
                      {' '}
                      <Link to="/$lang/admin/payments/$paymentIntentId" params={{ lang, paymentIntentId: r.paymentId }} className="audit-timeline__payment">
                        <Trans>Open payment {r.paymentId}</Trans>
                      </Link>
                    </>
                  ) : null}
                </td>
                <td>
                  {/* A record (an email sent, a delivery, a Stripe event received) has no raw event to open. */}
                  {r.source === 'event' ? (
                    <Button variant="text" onClick={() => pick(r)}>
                      {r.type}
                    </Button>
                  ) : (
                    r.type
                  )}
                  {streamId === subjectId && r.streamId === subjectId && version !== r.streamVersion ? (
                    <Button variant="text" size="small" onClick={() => onSearchChange({ ...search, compare: String(r.streamVersion) })}>
                      <Trans>Compare with #{r.streamVersion}</Trans>
                    </Button>
                  ) : null}
                </td>
                <td>{r.source === 'event' ? `${r.streamId} #${r.streamVersion}` : streamLabel(r.streamId)}</td>
                <td>{who(r.actor)}</td>
                <td>{r.impersonator ? who(r.impersonator) : ''}</td>
                <td>{r.brand ?? ''}</td>
                <td title={r.correlationId}>#{r.group}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <div className="form-actions">
        {after ? (
          <Button variant="text" onClick={() => setAfter(undefined)}>
            <Trans>First page</Trans>
          </Button>
        ) : null}
        {timeline.data?.next ? (
          <Button variant="text" onClick={() => setAfter(timeline.data!.next!)}>
            <Trans>Next page</Trans>
          </Button>
        ) : null}
      </div>
      {streamId && version ? <EventDiff streamId={streamId} version={version} /> : null}
      {streamId === subjectId && version ? (
        <Versions subjectId={subjectId} version={version} compare={search.compare ? Number(search.compare) : undefined} />
      ) : null}
      {subjectId.startsWith('purchase-') ? (
        <CustomerView subjectId={subjectId} at={search.at} onAtChange={(at) => onSearchChange({ ...search, at })} who={who} />
      ) : null}
      <ReadModelCheck subjectId={subjectId} />
      <Reveal subjectId={subjectId} />
    </section>
  );
}


/** A stream as the filter and the table name it: the records kept beside the events by what they are (ADR 0087). */
function useStreamLabel(): (streamId: string) => string {
  const { t } = useLingui();
  return (streamId) => {
    switch (streamId) {
      case 'records:emails':
        return t`Emails sent to the customer`;
      case 'records:lead-deliveries':
        return t`Deliveries of the lead to the dealer`;
      case 'records:stripe-events':
        return t`Stripe events received`;
      default:
        return streamId;
    }
  };
}

function EventDiff({ streamId, version }: { streamId: string; version: number }) {
  const { t } = useLingui();
  const diff = useAuditDiff(streamId, version);
  return (
    <Card className="audit-diff">
      <h3>
        <Trans>Changes made by {streamId} #{version}</Trans>
      </h3>
      <ProblemAlert error={diff.error} />
      {diff.isLoading ? <Spinner /> : null}
      {diff.data ? (
        <>
          <p>
            <Trans>{diff.data.type}, schema version {diff.data.schemaVersion}</Trans>
          </p>
          <details className="audit-raw-event" open>
            <summary>
              <Trans>Raw event</Trans>
            </summary>
            <pre aria-label={t`Raw event`}>{JSON.stringify(diff.data.data, null, 2)}</pre>
          </details>
          {diff.data.changes.length === 0 ? (
            <p>
              <Trans>This event changed nothing in the stream's state.</Trans>
            </p>
          ) : (
            <ChangesTable label={t`Field-by-field changes`} heads={[t`Field`, t`Before`, t`After`]} changes={diff.data.changes} />
          )}
        </>
      ) : null}
    </Card>
  );
}

function Reveal({ subjectId }: { subjectId: string }) {
  const { t } = useLingui();
  const mutation = useRevealMutation(subjectId);
  const form = useForm<RevealValues>({ resolver: formResolver(RevealSchema), defaultValues: { reason: '' }, mode: 'onTouched' });
  const submit = form.handleSubmit(async ({ reason }) => {
    await mutation.mutateAsync(reason).catch(() => undefined);
  });
  const forbidden = isApiError(mutation.error, 'audit.reveal_forbidden');
  return (
    <Card className="audit-reveal">
      <h3>
        <Trans>Reveal personal data</Trans>
      </h3>
      <p>
        <Trans>Only a super admin may unseal this subject's personal data. The reason is recorded in the timeline.</Trans>
      </p>
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate className="form-grid">
          <FormTextField<RevealValues> name="reason" label={t`Reason`} helperText={t`At least 10 characters`} maxLength={500} required />
          <div className="form-actions">
            <Button type="submit" loading={form.formState.isSubmitting}>
              <Trans>Reveal</Trans>
            </Button>
          </div>
        </form>
      </FormProvider>
      {forbidden ? <Alert variant="error">{t`Only a super admin may reveal personal data.`}</Alert> : <ProblemAlert error={mutation.error} />}
      {mutation.data ? (
        <>
          {mutation.data.shredded ? <Alert variant="info">{t`This person's personal data was erased (shredded).`}</Alert> : null}
          <pre className="audit-revealed">{JSON.stringify(mutation.data.events, null, 2)}</pre>
        </>
      ) : null}
    </Card>
  );
}

function ReadModelCheck({ subjectId }: { subjectId: string }) {
  const { t } = useLingui();
  const check = useReadModelCheckMutation(subjectId);
  return (
    <Card className="audit-check">
      <h3>
        <Trans>Check read models</Trans>
      </h3>
      <p>
        <Trans>Replays this subject's streams through every projection and compares the result with the live tables.</Trans>
      </p>
      <Button variant="secondary" loading={check.isPending} onClick={() => check.mutate()}>
        <Trans>Check read models</Trans>
      </Button>
      <ProblemAlert error={check.error} />
      {check.data && check.data.differences.length === 0 ? (
        <Alert variant="success">{t`The read models match the events.`}</Alert>
      ) : null}
      {check.data && check.data.differences.length > 0 ? (
        <table className="data-table" aria-label={t`Read model differences`}>
          <ColumnHeads names={[t`Table`, t`Row`, t`Fields`, t`From position`]} />
          <tbody>
            {check.data.differences.map((d) => (
              <tr key={`${d.projection}:${d.table}:${JSON.stringify(d.key)}`}>
                <td>{d.table}</td>
                <td>{JSON.stringify(d.key)}</td>
                <td>{d.columns.join(', ')}</td>
                <td>{d.position ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </Card>
  );
}
