import { DomainError, type DisputeEvidenceFileField, type DisputeEvidenceText, type StoredFileRef } from '@marketplace/domain';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port';
import type { PurchaseDisputeFacts } from '../../../purchase/purchase.public';

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

/** The key acts a card network asks about: when and by whom (the store keeps no IP address or device; see notes). */
const KEY_ACTS: Readonly<Record<string, string>> = {
  VehicleLocked: 'lock', DepositPaid: 'deposit', SignatureUploaded: 'signature', ContractSigned: 'finalization',
};

const T = {
  en: {
    product: (v: PurchaseDisputeFacts['vehicle'], price: string) => `Used vehicle: ${v.year} ${v.make} ${v.model}, VIN ${v.vin}, sold online for ${price}.`,
    refund: 'The deposit is refundable: it is refunded if the reservation ends without a signed contract, or on request before signing.',
    cancellation: 'After delivery, the buyer may return the vehicle within 7 days (money-back return) under the conditions of the signed contract.',
    act: { lock: 'Vehicle locked for the buyer', deposit: 'Deposit paid by card', signature: 'Contract signature drawn', finalization: 'Contract signed and order finalized' },
    by: 'by account', summary: (n: number) => `Signed contract versions: ${n}. The signed contract, the deposit receipt and the purchase's timeline are attached.`,
  },
  fr: {
    product: (v: PurchaseDisputeFacts['vehicle'], price: string) => `Véhicule d’occasion : ${v.year} ${v.make} ${v.model}, NIV ${v.vin}, vendu en ligne pour ${price}.`,
    refund: 'Le dépôt est remboursable : il est remboursé si la réservation se termine sans contrat signé, ou sur demande avant la signature.',
    cancellation: 'Après la livraison, l’acheteur peut retourner le véhicule dans les 7 jours (satisfait ou remboursé) selon les conditions du contrat signé.',
    act: { lock: 'Véhicule verrouillé pour l’acheteur', deposit: 'Dépôt payé par carte', signature: 'Signature du contrat tracée', finalization: 'Contrat signé et commande finalisée' },
    by: 'par le compte', summary: (n: number) => `Versions du contrat signé : ${n}. Le contrat signé, le reçu de dépôt et la chronologie de l’achat sont joints.`,
  },
} as const;

const money = (cents: number, lang: 'en' | 'fr') => new Intl.NumberFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', { style: 'currency', currency: 'CAD' }).format(cents / 100);

export interface EvidencePlan {
  /** Stripe's text evidence fields, pre-filled from the events. */
  readonly text: DisputeEvidenceText;
  /** Stripe's file evidence fields and the bundle file each takes. */
  readonly files: readonly { readonly field: DisputeEvidenceFileField; readonly name: string }[];
  readonly orderSummary: Record<string, unknown>;
  readonly accessActivity: readonly { readonly act: string; readonly type: string; readonly at: string; readonly actor: string | null; readonly ip: null; readonly device: null }[];
  readonly notes: string[];
  /** The deposit was paid: the bundle must hold its receipt. */
  readonly receiptRequired: boolean;
}

export const EVIDENCE_NOTES = {
  noIp: 'The store keeps no IP address or device for the key acts: customer_purchase_ip is left empty and access-activity.json gives the time and account of each act.',
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
  const accessActivity = events.filter((e) => KEY_ACTS[e.type]).map((e) => ({
    act: KEY_ACTS[e.type], type: e.type, at: e.recordedAt.toISOString(), actor: e.metadata.actor, ip: null, device: null,
  }));
  const price = last?.total ?? facts.vehicle.price;
  const text: Record<string, string> = {
    customer_name: facts.customerName ?? '',
    customer_email_address: facts.customerEmail ?? '',
    billing_address: facts.billingAddress ?? '',
    product_description: t.product(facts.vehicle, money(price, l)),
    service_date: (delivered?.deliveredAt ?? last?.signedAt ?? '').slice(0, 10),
    refund_policy_disclosure: t.refund,
    cancellation_policy_disclosure: t.cancellation,
    access_activity_log: accessActivity.map((a) => `${a.at} ${t.act[a.act as keyof typeof t.act]} (${a.type}) ${t.by} ${a.actor ?? '-'}`).join('\n'),
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
    notes: [EVIDENCE_NOTES.noIp],
    receiptRequired: paid,
  };
}
