import { DomainError, type DisputeEvidenceFileField, type DisputeEvidenceText, type StoredFileRef } from '@marketplace/domain';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port';
import type { KeyAct, KeyActRecord, PurchaseDisputeFacts } from '../../../purchase/purchase.public';

/** A file an event names that the store cannot give: the bundle (and a submission built from it) fails, naming it. */
export class BundleIncomplete extends DomainError {
  constructor(readonly missing: string, reason: string) {
    super('audit.bundle_incomplete', 'conflict', `The bundle cannot be complete: ${missing} is missing (${reason})`, undefined, { missing });
    this.name = 'BundleIncomplete';
  }
}

/** A stored file one of the purchase's events names, and its name in the bundle. */
export interface DisputeFile {
  readonly name: string;
  readonly event: string;
  readonly ref: StoredFileRef;
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'application/pdf': 'pdf' };
export const extensionOf = (contentType: string) => EXTENSIONS[contentType] ?? 'bin';

/** The events that name a signed contract's PDF: ContractSigned before ADR 0091, ContractDocumentStored since. */
const CONTRACT_FILES = new Set(['ContractSigned', 'ContractDocumentStored']);
const namesContract = (f: DisputeFile) => CONTRACT_FILES.has(f.event);

/** Every version of the signed contract (contract-v1.pdf, …) and of the signature, as the purchase's events name them. */
export function disputeFiles(events: readonly RecordedEvent[]): DisputeFile[] {
  const out: DisputeFile[] = [];
  let contracts = 0;
  let signatures = 0;
  for (const e of events) {
    const d = e.data as { contract?: StoredFileRef; file?: StoredFileRef };
    if (CONTRACT_FILES.has(e.type) && d.contract?.fileId) out.push({ name: `contract-v${++contracts}.${extensionOf(d.contract.contentType)}`, event: e.type, ref: d.contract });
    if (e.type === 'SignatureUploaded' && d.file?.fileId) out.push({ name: `signature-v${++signatures}.${extensionOf(d.file.contentType)}`, event: e.type, ref: d.file });
  }
  return out;
}

export const pdfLanguage = (lang: 'en-ca' | 'fr-ca') => (lang === 'fr-ca' ? 'fr' : 'en');

/** The key acts a card network asks about, by the event that states each. */
const KEY_ACTS: Readonly<Record<string, KeyAct>> = {
  VehicleLocked: 'lock', DepositPaid: 'deposit', SignatureUploaded: 'signature', ContractSigned: 'finalization',
};

/** One key act in the bundle (access-activity.json) and in evidence.json's access_activity_log. */
export interface AccessActivityEntry {
  readonly act: KeyAct;
  readonly type: string;
  /** When the event was recorded (a deposit: when Stripe said it was paid). */
  readonly at: string;
  /** The account that made it (a deposit, recorded from Stripe's webhook: the one that asked to pay). */
  readonly actor: string | null;
  /** When the request that made it came (a deposit: when the buyer started paying), with its address and device. */
  readonly requestedAt: string | null;
  readonly ip: string | null;
  readonly device: string | null;
  /** An admin acting as the buyer made it (impersonation): the address is the admin's. */
  readonly impersonatedBy: string | null;
}

/**
 * The request that made an event's act (ADR 0087): the one whose correlation id the event carries; for a deposit, paid
 * through Stripe's webhook, the buyer's last request to pay that payment intent before it was paid.
 */
function requestOf(act: KeyAct, e: RecordedEvent, records: readonly KeyActRecord[]): KeyActRecord | null {
  if (act !== 'deposit') return records.find((r) => r.act === act && r.correlationId === e.metadata.correlationId) ?? null;
  const intent = (e.data as { paymentIntentId?: string }).paymentIntentId;
  const asked = records.filter((r) => r.act === 'deposit' && r.ref === intent && Date.parse(r.at) <= e.recordedAt.getTime());
  return asked[asked.length - 1] ?? null;
}

const T = {
  en: {
    product: (v: PurchaseDisputeFacts['vehicle'], price: string) => `Used vehicle: ${v.year} ${v.make} ${v.model}, VIN ${v.vin}, sold online for ${price}.`,
    refund: 'The deposit is refundable: it is refunded if the reservation ends without a signed contract, or on request before signing.',
    cancellation: 'After delivery, the buyer may return the vehicle within 7 days (money-back return) under the conditions of the signed contract.',
    act: { lock: 'Vehicle locked for the buyer', deposit: 'Deposit paid by card', signature: 'Contract signature drawn', finalization: 'Contract signed and order finalized' },
    by: 'by account', from: 'from IP', device: 'device', requested: 'requested at', impersonated: 'made by staff acting as the buyer', unknown: 'address not recorded', summary: (n: number) => `Signed contract versions: ${n}. The signed contract, the deposit receipt and the purchase's timeline are attached.`,
  },
  fr: {
    product: (v: PurchaseDisputeFacts['vehicle'], price: string) => `Véhicule d’occasion : ${v.year} ${v.make} ${v.model}, NIV ${v.vin}, vendu en ligne pour ${price}.`,
    refund: 'Le dépôt est remboursable : il est remboursé si la réservation se termine sans contrat signé, ou sur demande avant la signature.',
    cancellation: 'Après la livraison, l’acheteur peut retourner le véhicule dans les 7 jours (satisfait ou remboursé) selon les conditions du contrat signé.',
    act: { lock: 'Véhicule verrouillé pour l’acheteur', deposit: 'Dépôt payé par carte', signature: 'Signature du contrat tracée', finalization: 'Contrat signé et commande finalisée' },
    by: 'par le compte', from: 'depuis l’adresse IP', device: 'appareil', requested: 'demandé à', impersonated: 'fait par le personnel au nom de l’acheteur', unknown: 'adresse non enregistrée', summary: (n: number) => `Versions du contrat signé : ${n}. Le contrat signé, le reçu de dépôt et la chronologie de l’achat sont joints.`,
  },
} as const;

const money = (cents: number, lang: 'en' | 'fr') => new Intl.NumberFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', { style: 'currency', currency: 'CAD' }).format(cents / 100);

export interface EvidencePlan {
  /** Stripe's text evidence fields, pre-filled from the events. */
  readonly text: DisputeEvidenceText;
  /** Stripe's file evidence fields and the bundle file each takes. */
  readonly files: readonly { readonly field: DisputeEvidenceFileField; readonly name: string }[];
  readonly orderSummary: Record<string, unknown>;
  readonly accessActivity: readonly AccessActivityEntry[];
  readonly notes: string[];
  /** The deposit was paid: the bundle must hold its receipt. */
  readonly receiptRequired: boolean;
}

export const EVIDENCE_NOTES = {
  /** Some key acts have no address: made before addresses were recorded (ADR 0087), or the buyer's key is shredded. */
  noIp: (acts: readonly string[]) => `No IP address or device is known for ${acts.join(', ')} (made before addresses were recorded, or the buyer's data was erased): access-activity.json gives its time and account only.`,
};

/** evidence.json, the order summary and the access activity of a disputed purchase, from its events and facts. */
export function evidencePlan(events: readonly RecordedEvent[], facts: PurchaseDisputeFacts, lang: 'en-ca' | 'fr-ca', timeline: string): EvidencePlan {
  const l = pdfLanguage(lang);
  const t = T[l];
  const contracts = disputeFiles(events).filter(namesContract);
  const signed = events.filter((e) => e.type === 'ContractSigned');
  const last = signed[signed.length - 1]?.data as { total?: number; deposit?: number; signedAt?: string } | undefined;
  const delivered = [...events].reverse().find((e) => e.type === 'VehicleDelivered')?.data as { deliveredAt?: string } | undefined;
  const paid = events.some((e) => e.type === 'DepositPaid');
  const refunds = events.filter((e) => /Refund(ed|Issued|Requested)$/.test(e.type)).map((e) => ({ type: e.type, ...(e.data as object) }));
  // The buyer's locks only: the vehicle's stream also holds other buyers' locks within the purchase's window.
  const acts = events.filter((e) => KEY_ACTS[e.type] && (e.type !== 'VehicleLocked' || (e.data as { holderId?: string }).holderId === facts.buyerId));
  const accessActivity: AccessActivityEntry[] = acts.map((e) => {
    const act = KEY_ACTS[e.type];
    const request = requestOf(act, e, facts.keyActs);
    return {
      act, type: e.type, at: e.recordedAt.toISOString(), actor: e.metadata.actor ?? request?.userId ?? null, requestedAt: request?.at ?? null, ip: request?.ip ?? null,
      device: request?.userAgent ?? null, impersonatedBy: request?.impersonatorId ?? e.metadata.impersonator ?? null,
    };
  });
  const ipOf = (act: KeyAct) => [...accessActivity].reverse().find((a) => a.act === act && a.ip && !a.impersonatedBy)?.ip ?? '';
  const activityLine = (a: AccessActivityEntry) => [
    `${a.at} ${t.act[a.act]} (${a.type}) ${t.by} ${a.actor ?? '-'}`,
    a.ip ? `${t.from} ${a.ip}` : t.unknown,
    ...(a.device ? [`${t.device}: ${a.device}`] : []),
    ...(a.requestedAt && a.requestedAt !== a.at ? [`${t.requested} ${a.requestedAt}`] : []),
    ...(a.impersonatedBy ? [t.impersonated] : []),
  ].join(' · ');
  const price = last?.total ?? facts.vehicle.price;
  const text: Record<string, string> = {
    customer_name: facts.customerName ?? '',
    customer_email_address: facts.customerEmail ?? '',
    billing_address: facts.billingAddress ?? '',
    product_description: t.product(facts.vehicle, money(price, l)),
    service_date: (delivered?.deliveredAt ?? last?.signedAt ?? '').slice(0, 10),
    refund_policy_disclosure: t.refund,
    cancellation_policy_disclosure: t.cancellation,
    // The address the buyer paid from (the disputed charge), else the one they signed the order from.
    customer_purchase_ip: ipOf('deposit') || ipOf('finalization'),
    access_activity_log: accessActivity.map(activityLine).join('\n'),
    uncategorized_text: t.summary(contracts.length),
  };
  const files: { field: DisputeEvidenceFileField; name: string }[] = [];
  if (contracts.length > 0) files.push({ field: 'customer_signature', name: contracts[contracts.length - 1].name });
  if (paid && facts.receipt) files.push({ field: 'receipt', name: 'deposit-receipt.pdf' });
  files.push({ field: 'uncategorized_file', name: timeline });
  return {
    text: Object.fromEntries(Object.entries(text).filter(([, v]) => v !== '')) as DisputeEvidenceText,
    files,
    orderSummary: {
      vehicle: facts.vehicle, total: price, deposit: last?.deposit ?? null, contractVersions: contracts.map((c) => c.name),
      signedAt: last?.signedAt ?? null, deliveredAt: delivered?.deliveredAt ?? null, refunds,
    },
    accessActivity,
    notes: accessActivity.some((a) => !a.ip) ? [EVIDENCE_NOTES.noIp(accessActivity.filter((a) => !a.ip).map((a) => `${a.act} (${a.type} at ${a.at})`))] : [],
    receiptRequired: paid,
  };
}
