import { Trans, useLingui } from '@lingui/react/macro';
import { LEAD_NOTE_MAX_LENGTH, LEAD_STAGES } from '@marketplace/contracts/dealer/leads.routes';
import { Alert, Button, LoadingArea, SelectField, TextField } from '@marketplace/ui';
import { useId, useState } from 'react';
import { useFormat } from '../../../lib/format';
import { problemMessage } from '../../../lib/problem-messages';
import { useLeadAction, useLeadCard, type LeadAction, type LeadCard as Card } from '../api/leads';
import {
  CONTACT_METHOD_LABELS, CREDIT_BAND_LABELS, DEALER_EVENT_LABELS, EVENT_LABELS, LEAD_STAGE_LABELS, LEAD_UPDATE_CHANGE_LABELS, LANGUAGE_LABELS, MESSAGE_KIND_LABELS,
  OUTBOX_STATUS_LABELS,
} from '../labels';
import { useDuration } from '../duration';
import '../problem-messages';

/**
 * A lead's contact card (issue #45 items 1, 2, 6): the buyer's contact details (each opening is recorded on the
 * buyer's access log), the vehicle, trade-in and credit band, the dealer's work on the lead (assignee, stage, notes,
 * tasks, resend), its email delivery, and one timeline of the buyer's and the dealer's events.
 */
export function LeadCard({ leadId }: { leadId: string }) {
  const { i18n } = useLingui();
  const card = useLeadCard(leadId);
  if (card.isPending) return <LoadingArea />;
  if (card.isError) return <Alert variant="error">{i18n._(problemMessage(card.error))}</Alert>;
  return (
    <div className="dealer-lead-card" data-lead-card={leadId}>
      <p><Trans>Lead no. {card.data.leadId}</Trans></p>
      <ContactDetails card={card.data} />
      {/* Only a company's lead is worked (assigned, moved, resent...): the server answers 404 on one without a company. */}
      {card.data.companyId !== null ? <LeadWork card={card.data} /> : null}
      <Timeline card={card.data} />
    </div>
  );
}

function ContactDetails({ card }: { card: Card }) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  const c = card.customer;
  return (
    <section aria-label={t`Customer`}>
      <h2 className="dealer-lead-card__title"><Trans>Customer</Trans></h2>
      {c.status === 'erased' ? <p data-customer="erased"><Trans>This customer erased their account: their contact details are gone.</Trans></p> : (
        <dl className="dealer-subscription">
          <dt><Trans>Name</Trans></dt><dd data-field="name">{[c.firstName, c.lastName].filter(Boolean).join(' ') || '—'}</dd>
          <dt><Trans>Email</Trans></dt><dd data-field="email"><a href={`mailto:${c.email}`}>{c.email}</a></dd>
          <dt><Trans>Phone</Trans></dt><dd data-field="phone">{c.phone ? <a href={`tel:${c.phone.replace(/[^\d+]/g, '')}`}>{c.phone}</a> : '—'}</dd>
          <dt><Trans>Language</Trans></dt><dd>{i18n._(LANGUAGE_LABELS[c.language])}</dd>
          <dt><Trans>Reach them by</Trans></dt><dd>{i18n._(CONTACT_METHOD_LABELS[c.contactMethod])}</dd>
        </dl>
      )}
      {card.message ? (
        <blockquote className="dealer-lead-card__message">
          <p>{i18n._(MESSAGE_KIND_LABELS[card.message.kind])} — {f.dateTime(card.message.at)}</p>
          {card.message.text ? <p>{card.message.text}</p> : null}
        </blockquote>
      ) : null}
      <dl className="dealer-subscription">
        {card.vehicle ? <><dt><Trans>Vehicle</Trans></dt><dd>{[card.vehicle.year, card.vehicle.make, card.vehicle.model].filter(Boolean).join(' ')}
          {card.vehicle.price !== null ? <> — <Trans>all-in price {f.dollars(card.vehicle.price)}</Trans></> : null}</dd></> : null}
        {card.tradeIn ? <><dt><Trans>Trade-in</Trans></dt><dd>{card.tradeIn.year} {card.tradeIn.make} {card.tradeIn.model}
          {card.tradeIn.value !== null ? <> — <Trans>offer {f.dollars(card.tradeIn.value)}</Trans></> : null}</dd></> : null}
        {card.credit ? <><dt><Trans>Credit pre-qualification</Trans></dt><dd>{i18n._(CREDIT_BAND_LABELS[card.credit.band] ?? CREDIT_BAND_LABELS.unknown)}</dd></> : null}
      </dl>
    </section>
  );
}

/** An action's error: a colleague's newer change (the card reloads) or the refused field, in the page's language. */
function ActionError({ error }: { error: unknown }) {
  const { i18n } = useLingui();
  return error ? <Alert variant="error">{i18n._(problemMessage(error))}</Alert> : null;
}

function useAction<A extends LeadAction>(action: A, card: Card) {
  return useLeadAction(action, card.leadId);
}

function LeadWork({ card }: { card: Card }) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  const duration = useDuration();
  const noteId = useId();
  const assign = useAction('assign', card);
  const stage = useAction('stage', card);
  const note = useAction('note', card);
  const task = useAction('task', card);
  const resend = useAction('resend', card);
  const [assignee, setAssignee] = useState(card.assignee?.userId ?? '');
  const [nextStage, setNextStage] = useState<(typeof LEAD_STAGES)[number]>(card.stage);
  const [reason, setReason] = useState('');
  const [noteText, setNoteText] = useState('');
  const [taskTitle, setTaskTitle] = useState('');
  const [taskDue, setTaskDue] = useState('');
  const base = { leadId: card.leadId, expectedVersion: card.version };
  const error = assign.error ?? stage.error ?? note.error ?? task.error ?? resend.error;

  return (
    <section aria-label={t`Work on the lead`}>
      <h2 className="dealer-lead-card__title"><Trans>Work on the lead</Trans></h2>
      <p data-field="response-time">
        {card.responseSeconds !== null
          ? <Trans>First contact after {duration(card.responseSeconds)}</Trans>
          : <Trans>Not contacted yet</Trans>}
        {card.escalated ? <> <span className="badge"><Trans>Escalated</Trans></span></> : null}
      </p>
      <ActionError error={error} />
      <form className="dealer-filters" aria-label={t`Assign`} onSubmit={(e) => { e.preventDefault(); if (assignee) assign.mutate({ ...base, userId: assignee }); }}>
        <SelectField label={t`Assigned to`} value={assignee} fullWidth={false} onChange={(e) => setAssignee(e.target.value)}>
          <option value="">{t`Nobody`}</option>
          {card.assignees.map((u) => <option key={u.userId} value={u.userId}>{u.name}</option>)}
        </SelectField>
        <Button type="submit" size="small" disabled={!assignee || assignee === card.assignee?.userId || assign.isPending}><Trans>Assign</Trans></Button>
      </form>
      <form className="dealer-filters" aria-label={t`Stage`} onSubmit={(e) => { e.preventDefault(); stage.mutate({ ...base, stage: nextStage, reason: nextStage === 'lost' ? reason : undefined }); }}>
        <SelectField label={t`Stage`} value={nextStage} fullWidth={false} onChange={(e) => setNextStage(e.target.value as typeof nextStage)}>
          {LEAD_STAGES.map((s) => <option key={s} value={s}>{i18n._(LEAD_STAGE_LABELS[s])}</option>)}
        </SelectField>
        {nextStage === 'lost' ? <TextField label={t`Why was it lost?`} value={reason} fullWidth={false} maxLength={500} onChange={(e) => setReason(e.target.value)} /> : null}
        <Button type="submit" size="small" disabled={nextStage === card.stage || stage.isPending}><Trans>Change the stage</Trans></Button>
      </form>
      {card.lostReason ? <p><Trans>Lost: {card.lostReason}</Trans></p> : null}
      <form className="dealer-lead-card__note" aria-label={t`Note`} onSubmit={(e) => {
        e.preventDefault();
        note.mutate({ ...base, text: noteText }, { onSuccess: () => setNoteText('') });
      }}>
        <label htmlFor={noteId}><Trans>Note</Trans></label>
        <textarea id={noteId} className="dealer-snippet" rows={3} maxLength={LEAD_NOTE_MAX_LENGTH} value={noteText} onChange={(e) => setNoteText(e.target.value)} />
        <Button type="submit" size="small" disabled={!noteText.trim() || note.isPending}><Trans>Add the note</Trans></Button>
      </form>
      <form className="dealer-filters" aria-label={t`Task`} onSubmit={(e) => {
        e.preventDefault();
        task.mutate({ ...base, title: taskTitle, dueAt: new Date(taskDue).toISOString() }, { onSuccess: () => { setTaskTitle(''); setTaskDue(''); } });
      }}>
        <TextField label={t`Task`} value={taskTitle} fullWidth={false} maxLength={200} onChange={(e) => setTaskTitle(e.target.value)} />
        <TextField label={t`Due`} type="datetime-local" value={taskDue} fullWidth={false} onChange={(e) => setTaskDue(e.target.value)} />
        <Button type="submit" size="small" disabled={!taskTitle.trim() || !taskDue || task.isPending}><Trans>Add the task</Trans></Button>
      </form>
      {card.tasks.length > 0 ? (
        <ul aria-label={t`Tasks`}>
          {card.tasks.map((x) => (
            <li key={x.taskId}>{x.title} — {f.dateTime(x.dueAt)}{x.reminded ? <> <span className="badge"><Trans>Reminder sent</Trans></span></> : null}</li>
          ))}
        </ul>
      ) : null}
      <div className="dealer-filters">
        {card.outbox ? <p data-field="outbox">{i18n._(OUTBOX_STATUS_LABELS[card.outbox.status])}{card.outbox.lastError ? ` — ${card.outbox.lastError}` : ''}</p> : null}
        <Button size="small" variant="outlined" disabled={resend.isPending} onClick={() => resend.mutate(base)}><Trans>Send the lead again</Trans></Button>
      </div>
    </section>
  );
}

function Timeline({ card }: { card: Card }) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  return (
    <section aria-label={t`Timeline`}>
      <h2 className="dealer-lead-card__title"><Trans>Timeline</Trans></h2>
      <ol className="dealer-timeline">
        {card.timeline.map((e, i) => {
          const label = e.source === 'dealer' ? DEALER_EVENT_LABELS[e.event] : EVENT_LABELS[e.event];
          const what = label ? i18n._(label) : e.event;
          const stage = e.event === 'LeadStageChanged' && e.detail ? i18n._(LEAD_STAGE_LABELS[e.detail.split(':')[0] as (typeof LEAD_STAGES)[number]] ?? LEAD_STAGE_LABELS.new) : null;
          const when = f.dateTime(e.at);
          // An update email names what it carried, in the page's language.
          const detail = e.event === 'LeadUpdateSent' && e.detail
            ? e.detail.split(',').map((c) => (LEAD_UPDATE_CHANGE_LABELS[c] ? i18n._(LEAD_UPDATE_CHANGE_LABELS[c]) : c)).join(', ')
            : e.detail;
          const line = `${what}${e.by ? ` (${e.by})` : ''}${stage ? ` — ${stage}` : detail && e.event !== 'LeadStageChanged' ? ` — ${detail}` : ''}`;
          return <li key={`${e.at}-${i}`} data-source={e.source}><Trans>{when}: {line}</Trans></li>;
        })}
      </ol>
    </section>
  );
}
