import { z } from 'zod';
import { defineRoute } from '../shared/route';
import { IsoInstant, Uuid } from './common';

/**
 * Issue #16 item 2, "My documents": the customer's signed contracts, deposit receipts, trade-in appraisals and credit
 * pre-qualification results, each downloadable by its owner only (someone else's: 404). Licence images are only said
 * to be on file: they are never served back once confirmed.
 */
export const CUSTOMER_DOCUMENT_KINDS = ['contract', 'deposit_receipt', 'trade_in_appraisal', 'prequalification'] as const;
export type CustomerDocumentKind = (typeof CUSTOMER_DOCUMENT_KINDS)[number];

export const CustomerDocumentSchema = z.object({
  kind: z.enum(CUSTOMER_DOCUMENT_KINDS),
  /** The transaction, trade-in or credit application the document belongs to. */
  id: Uuid,
  /** The vehicle it is about ("2024 Toyota RAV4"), none for a pre-qualification. */
  vehicle: z.string().nullable(),
  date: IsoInstant,
  /** The PDF (GET, the owner's session). */
  url: z.string(),
});
export type CustomerDocument = z.infer<typeof CustomerDocumentSchema>;

export const LicenceOnFileSchema = z.object({ transactionId: Uuid, vehicle: z.string(), confirmed: z.boolean() });

export const getCustomerDocumentsRoute = defineRoute({
  method: 'GET', path: '/customers/get-customer-documents', tags: ['buy-online'],
  summary: "The signed-in customer's documents, newest first, and the licences on file (never served back once confirmed)",
  response: z.object({ items: z.array(CustomerDocumentSchema), licences: z.array(LicenceOnFileSchema) }),
});

export const customerDocumentRoute = defineRoute({
  method: 'GET', path: '/customers/documents/:kind/:id', tags: ['buy-online'],
  summary: "One of the customer's documents as a PDF, in their language first (the owner only: 404 otherwise)",
  params: z.object({ kind: z.enum(CUSTOMER_DOCUMENT_KINDS), id: Uuid }),
  query: z.object({ language: z.enum(['en-ca', 'fr-ca']).default('en-ca').describe("Ignored: the document is in the person's profile language first (ADR 0060)") }),
  response: z.any().describe('application/pdf'),
});

/** The download path of a document (what `url` holds). */
export const customerDocumentPath = (kind: CustomerDocumentKind, id: string) => `/api/customers/documents/${kind}/${id}`;
