import { createHash } from 'node:crypto';
import { caseStreamsOf, type DisputesState, eventSentence, formatDateTime, type StoredFileRef } from '@marketplace/domain';
import { strToU8, zipSync } from 'fflate';
import { comparePositions, type EventStore, type GlobalPosition, type RecordedEvent } from '../../../../platform/event-store/event-store.port';
import type { PrivateFileStore } from '../../../../platform/files/private-file-store';
import { renderPdf } from '../../../../platform/pdf/render-pdf';
import type { PurchaseDisputeFacts } from '../../../purchase/purchase.public';
import { type AuditReader, customersNamed, type Subject } from '../get-timeline/audit-reader';
import { mergeByTime, type RelatedRecords } from '../get-timeline/related-records';
import { summarise } from '../../views/event-summary';
import { BundleIncomplete, disputeFiles, type DisputeFile, evidencePlan, extensionOf, pdfLanguage } from './dispute-evidence';

/** A bundle's language: the buyer's (the timeline PDF is in it). */
export type BundleLanguage = 'en-ca' | 'fr-ca';

/** What a disputed purchase's bundle adds (the HTTP route asks the purchase context and the case for it). */
export interface DisputeParts {
  readonly facts: PurchaseDisputeFacts;
  readonly disputes: DisputesState;
}

export const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex');

/** One event as a JSON line: as stored (upcast), metadata included, sealed values left sealed. */
export const eventLine = (e: RecordedEvent) => JSON.stringify({
  streamId: e.streamId, streamVersion: e.streamVersion, position: `${e.globalPosition.transactionId}/${e.globalPosition.position}`,
  type: e.type, schemaVersion: e.schemaVersion, recordedAt: e.recordedAt.toISOString(), metadata: e.metadata, data: e.data,
});

const parsePosition = (p: string): GlobalPosition => {
  const [transactionId, position] = p.split('/');
  return { transactionId, position };
};

/**
 * The events of a subject's timeline (its stream, its access log, its related streams inside the window), in global
 * order, up to `through` when given: what a bundle holds, and what a later check reads again from the store.
 */
export async function subjectEventRange(store: EventStore, subject: Pick<Subject, 'subjectId' | 'streams' | 'window'>, through?: string): Promise<RecordedEvent[]> {
  const always = new Set([subject.subjectId, ...caseStreamsOf(subject.subjectId)]);
  const lists = await Promise.all(subject.streams.map((id) => store.readStream(id)));
  const limit = through ? parsePosition(through) : null;
  return lists.flat()
    .filter((e) => always.has(e.streamId) || (e.recordedAt >= subject.window.from && e.recordedAt <= subject.window.to))
    .filter((e) => !limit || comparePositions(e.globalPosition, limit) <= 0)
    .sort((a, b) => comparePositions(a.globalPosition, b.globalPosition));
}

const LABELS = {
  en: { title: 'Audit timeline', subject: 'Subject', colon: ':', generated: 'Generated', by: 'by', events: 'events', impersonator: 'impersonated by', none: 'system', shredded: 'Personal data erased (shredded)' },
  fr: { title: 'Chronologie d’audit', subject: 'Sujet', colon: '\u00a0:', generated: 'Produit le', by: 'par', events: 'événements', impersonator: 'incarné par', none: 'système', shredded: 'Données personnelles effacées (déchiquetées)' },
} as const;

/**
 * The dispute bundle (issue #15 item 7, issue #46 item 2): events.jsonl, the timeline as a PDF in the asked language,
 * every version of the signed contract, the signature, the licence images (after a reveal), the Stripe payment,
 * refund and dispute records, and manifest.json with the SHA-256 of every file and of the event range, so that the
 * bundle can be checked later against the store. A disputed purchase's bundle (DisputeParts) adds the deposit
 * receipt, the order summary, the access activity and evidence.json in Stripe's evidence fields. A file an event
 * names that cannot be opened fails the bundle (BundleIncomplete, naming it): nothing is left out silently.
 */
export class DisputeBundles {
  /** `related`: the records kept beside the events (ADR 0087), printed on the timeline as the console shows them; the CLI's bundles go without. */
  constructor(
    private readonly reader: AuditReader, private readonly store: EventStore, private readonly files: PrivateFileStore,
    private readonly related: Pick<RelatedRecords, 'of'> | null = null,
  ) {}

  async build(subjectId: string, o: { lang: BundleLanguage; generatedBy: string | null; now: Date; dispute?: DisputeParts }): Promise<{ zip: Buffer; manifest: BundleManifest; files: Record<string, Uint8Array>; customersShown: string[] }> {
    const subject = await this.reader.subject(subjectId);
    const events = await subjectEventRange(this.store, subject);
    const shredded = await this.reader.isShredded(subject);
    const files: Record<string, Uint8Array> = {};
    files['events.jsonl'] = strToU8(events.map(eventLine).join('\n') + '\n');
    const timeline = await this.timelinePdf(subject, events, shredded, o);
    files[timelineName(o.lang)] = timeline.pdf;
    // Every file the purchase's events name (each signed contract, the signature): one that cannot be opened fails the bundle.
    for (const f of disputeFiles(subject.events)) files[f.name] = await this.fileOf(f, shredded);
    const notes = await this.licenceImages(subject, events, o.generatedBy, files, shredded);
    // Every payment fact: the deposit's, any surplus payment refunded, the card disputes.
    const stripe = events.filter((e) => e.type.startsWith('Deposit') || e.type.startsWith('SurplusPayment') || e.type.startsWith('Dispute'))
      .map((e) => ({ type: e.type, recordedAt: e.recordedAt.toISOString(), ...(e.data as object) }));
    files['stripe-records.json'] = strToU8(JSON.stringify(stripe, null, 2));
    if (o.dispute) {
      const plan = evidencePlan(events, o.dispute.facts, o.lang, timelineName(o.lang));
      if (plan.receiptRequired && !o.dispute.facts.receipt) throw new BundleIncomplete('deposit-receipt.pdf', 'the deposit was paid but its receipt cannot be drawn');
      if (o.dispute.facts.receipt) files['deposit-receipt.pdf'] = new Uint8Array(o.dispute.facts.receipt);
      files['order-summary.json'] = strToU8(JSON.stringify(plan.orderSummary, null, 2));
      files['access-activity.json'] = strToU8(JSON.stringify(plan.accessActivity, null, 2));
      const evidence = { ...plan.text, ...Object.fromEntries(plan.files.map((f) => [f.field, f.name])) };
      files['evidence.json'] = strToU8(JSON.stringify({ disputes: Object.keys(o.dispute.disputes.disputes), evidence }, null, 2));
      notes.push(...plan.notes);
    }
    const manifest: BundleManifest = {
      subjectId,
      generatedAt: o.now.toISOString(),
      generatedBy: o.generatedBy,
      language: o.lang,
      shredded,
      eventRange: {
        streams: subject.streams,
        window: { from: subject.window.from.toISOString(), to: subject.window.to.toISOString() },
        count: events.length,
        first: events.length ? eventPosition(events[0]) : null,
        through: events.length ? eventPosition(events[events.length - 1]) : null,
        sha256: sha256(files['events.jsonl']),
      },
      files: Object.fromEntries(Object.entries(files).map(([name, data]) => [name, sha256(data)])),
      notes,
    };
    files['manifest.json'] = strToU8(JSON.stringify(manifest, null, 2));
    return { zip: Buffer.from(zipSync(files, { level: 6, mtime: o.now })), manifest, files, customersShown: timeline.customersShown };
  }

  /** The evidence a disputed purchase's events pre-fill (what evidence.json holds), in the buyer's language. */
  async evidence(subjectId: string, dispute: DisputeParts) {
    const subject = await this.reader.subject(subjectId);
    return evidencePlan(await subjectEventRange(this.store, subject), dispute.facts, dispute.facts.language, timelineName(dispute.facts.language));
  }

  /** A file an event names; a shredded subject's personal files are gone by design (noted), anything else missing fails. */
  private async fileOf(f: DisputeFile, shredded: boolean): Promise<Uint8Array> {
    const opened = await this.files.open(f.ref.fileId).catch(() => null);
    if (!opened) throw new BundleIncomplete(f.name, `${f.event} names file ${f.ref.fileId}${shredded ? ' (the subject is shredded)' : ''}, which cannot be opened`);
    return opened.data;
  }

  /**
   * The driver's licence images (the last upload of each side), only when the requester unsealed this subject's
   * personal data for a stated reason (an audit.personal-data-revealed of theirs in its access log); otherwise omitted,
   * and the manifest says why. Returns the manifest's notes.
   */
  private async licenceImages(subject: Subject, events: readonly RecordedEvent[], requester: string | null, files: Record<string, Uint8Array>, shredded: boolean): Promise<string[]> {
    const uploads = new Map<string, StoredFileRef>();
    for (const e of subject.events) {
      const d = e.data as { side?: string; file?: StoredFileRef };
      if (e.type === 'DriversLicenseUploaded' && d.side && d.file?.fileId) uploads.set(d.side, d.file);
    }
    if (uploads.size === 0) return [];
    const log = caseStreamsOf(subject.subjectId)[0];
    const reveals = events.filter((e) => e.streamId === log && e.type === 'audit.personal-data-revealed' && !!requester && (e.data as { viewerId?: string }).viewerId === requester);
    const reveal = reveals[reveals.length - 1];
    if (!reveal) return [LICENCE_NOTES.notRevealed];
    // Why they may be in it: the requester's last reveal of the subject, its reason as recorded (its event is in events.jsonl).
    const notes: string[] = [LICENCE_NOTES.revealed(requester!, String((reveal.data as { reason?: string }).reason ?? ''), reveal.recordedAt.toISOString())];
    for (const [side, ref] of uploads) {
      const name = `licence-${side}.${extensionOf(ref.contentType)}`;
      const opened = await this.files.open(ref.fileId).catch(() => null);
      if (opened) files[name] = opened.data;
      // Erased with the buyer's key (shredded) is noted; otherwise a licence the events name and the store lacks fails the bundle.
      else if (shredded) notes.push(LICENCE_NOTES.unreadable(side));
      else throw new BundleIncomplete(name, `DriversLicenseUploaded names file ${ref.fileId}, which cannot be opened`);
    }
    return notes;
  }

  /**
   * The timeline as the console phrases it (ADR 0090): each event's time and sentence in the bundle's language (the
   * domain's `eventSentence` of the summary the timeline gives it), then where it is in events.jsonl (stream and
   * version) and who acted through an impersonation; the records kept beside the events (emails sent, lead
   * deliveries, Stripe events received) merged in by time, as on the console. Customers are named as on the console's timeline: the caller
   * records those reads (`customersShown`).
   */
  private async timelinePdf(subject: Subject, events: RecordedEvent[], shredded: boolean, o: { lang: BundleLanguage; generatedBy: string | null; now: Date }) {
    const t = LABELS[pdfLanguage(o.lang)];
    const people = await this.reader.people([
      ...events.flatMap((e) => [e.metadata.actor, e.metadata.impersonator]), subject.ownerId, o.generatedBy,
    ].filter((x): x is string => !!x), { customers: true });
    const records = this.related ? await this.related.of(subject) : [];
    const nameOf = (id: string | null | undefined) => (id ? people.get(id)?.name ?? null : null);
    const who = (id: string | null) => (id ? nameOf(id) ?? id : t.none);
    // Standard fonts are WinAnsi: a narrow no-break space (Intl's, in French) becomes a no-break space, which it has.
    const line = (text: string) => text.replace(/\u202f/g, '\u00a0');
    const pdf = await renderPdf({ info: { Title: `${t.title} ${subject.subjectId}` }, lang: o.lang === 'fr-ca' ? 'fr-CA' : 'en-CA' }, (doc) => {
      doc.font('Helvetica-Bold').fontSize(15).text(`${t.title}`);
      doc.font('Helvetica').fontSize(9).fillColor('#444')
        .text(line(`${t.subject}${t.colon} ${subject.subjectId} · ${events.length} ${t.events}`))
        .text(line(`${t.generated} ${formatDateTime(o.now, o.lang, { seconds: true })}${o.generatedBy ? ` ${t.by} ${who(o.generatedBy)}` : ''}`));
      if (shredded) doc.fillColor('#a00').text(t.shredded);
      doc.moveDown(0.6).fillColor('#000');
      const rows = mergeByTime(
        events.map((e) => ({
          recordedAt: e.recordedAt.toISOString(), summary: summarise(e.type, e.data, nameOf(e.metadata.actor), nameOf(subject.ownerId)),
          ref: `${e.streamId} #${e.streamVersion}${e.metadata.impersonator ? ` · ${t.impersonator} ${who(e.metadata.impersonator)}` : ''}`,
        })),
        records.map((r) => ({ recordedAt: r.at.toISOString(), summary: r.summary, ref: null })),
        { after: null, through: null },
      );
      for (const r of rows) {
        doc.font('Helvetica-Bold').fontSize(8.5).text(line(formatDateTime(r.recordedAt, o.lang, { seconds: true })));
        doc.font('Helvetica').fontSize(9).text(line(eventSentence(r.summary, o.lang)));
        if (r.ref) doc.fontSize(7.5).fillColor('#555').text(line(r.ref));
        doc.fillColor('#000').moveDown(0.3);
      }
    });
    return { pdf: new Uint8Array(pdf), customersShown: customersNamed(people) };
  }
}

export const LICENCE_NOTES = {
  notRevealed: "Driver's licence images omitted: the requester has not unsealed this subject's personal data for a stated reason (audit.personal-data-revealed).",
  unreadable: (side: string) => `Driver's licence image (${side}) omitted: it can no longer be opened (erased or shredded).`,
  revealed: (requester: string, reason: string, at: string) => `Driver's licence images included: the requester (${requester}) unsealed this subject's personal data at ${at} for the reason "${reason}" (audit.personal-data-revealed).`,
};

const timelineName = (lang: BundleLanguage) => `timeline-${lang}.pdf`;


const eventPosition = (e: RecordedEvent) => `${e.globalPosition.transactionId}/${e.globalPosition.position}`;

export interface BundleManifest {
  readonly subjectId: string;
  readonly generatedAt: string;
  readonly generatedBy: string | null;
  readonly language: BundleLanguage;
  readonly shredded: boolean;
  readonly eventRange: { readonly streams: string[]; readonly window: { readonly from: string; readonly to: string }; readonly count: number; readonly first: string | null; readonly through: string | null; readonly sha256: string };
  readonly files: Record<string, string>;
  /** What the bundle leaves out and why (e.g. licence images without a reveal). */
  readonly notes: string[];
}

/** Checks a bundle's manifest against the store: each file's hash, and the event range read again. */
export async function verifyBundle(store: EventStore, entries: Record<string, Uint8Array>): Promise<string[]> {
  const problems: string[] = [];
  const manifest = JSON.parse(Buffer.from(entries['manifest.json']).toString('utf8')) as BundleManifest;
  for (const [name, hash] of Object.entries(manifest.files)) {
    if (!entries[name]) problems.push(`${name}: missing`);
    else if (sha256(entries[name]) !== hash) problems.push(`${name}: hash differs`);
  }
  const { streams, window, through } = manifest.eventRange;
  const range = { subjectId: manifest.subjectId, streams, window: { from: new Date(window.from), to: new Date(window.to) } };
  const events = through ? await subjectEventRange(store, range, through) : [];
  if (sha256(strToU8(events.map(eventLine).join('\n') + '\n')) !== manifest.eventRange.sha256) problems.push('event range: differs from the store');
  return problems;
}
