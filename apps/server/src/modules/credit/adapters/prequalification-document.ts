import type { Kysely } from 'kysely';
import { pdfLongDate, renderFactsPdf, type PdfLanguage } from '../../../platform/pdf/facts-pdf';

/** A decided pre-qualification, as the owner's document (issue #16 item 2): no personal values, the outcome only. */
export interface PrequalificationDocument {
  readonly applicationId: string;
  readonly outcome: string;
  readonly score: number | null;
  readonly band: string | null;
  readonly decidedAt: string;
}

const fromRow = (r: Record<string, any>): PrequalificationDocument => ({
  applicationId: String(r.id), outcome: String(r.outcome), score: r.score ?? null, band: r.band ?? null, decidedAt: new Date(r.decided_at).toISOString(),
});

/** The owner's decided applications (an outcome and a decision time). */
const decidedOf = (db: Kysely<any>, userId: string) => db.selectFrom('credit.application_summaries').select(['id', 'outcome', 'score', 'band', 'decided_at'])
  .where('owner_id', '=', userId).where('decided_at', 'is not', null).where('outcome', 'is not', null);

/** The owner's decided pre-qualifications, newest first. */
export async function prequalificationDocuments(db: Kysely<any>, userId: string): Promise<PrequalificationDocument[]> {
  return (await decidedOf(db, userId).orderBy('decided_at', 'desc').execute()).map(fromRow);
}

const T = {
  en: {
    title: 'Credit pre-qualification result', ref: 'Application', outcome: 'Result', score: 'Credit score', decided: 'Decided on',
    outcomes: { congratulations: 'Pre-qualified', refused: 'Not pre-qualified', not_eligible: 'Not eligible' } as Record<string, string>,
    bands: { poor: 'Poor', fair: 'Fair', good: 'Good', very_good: 'Very good', excellent: 'Excellent' } as Record<string, string>,
    notes: [
      'A pre-qualification is not a credit approval: the lender decides when you buy.',
      'This result was produced by automated processing (Quebec Law 25, s. 12.1). You may ask for its main factors and for a review by a person from your credit applications page.',
    ],
  },
  fr: {
    title: 'Résultat de la préqualification de crédit', ref: 'Demande', outcome: 'Résultat', score: 'Cote de crédit', decided: 'Décidé le',
    outcomes: { congratulations: 'Préqualifié', refused: 'Non préqualifié', not_eligible: 'Non admissible' } as Record<string, string>,
    bands: { poor: 'Faible', fair: 'Passable', good: 'Bonne', very_good: 'Très bonne', excellent: 'Excellente' } as Record<string, string>,
    notes: [
      "Une préqualification n'est pas une approbation de crédit : le prêteur décide au moment de l'achat.",
      "Ce résultat a été produit par un traitement automatisé (Loi 25 du Québec, art. 12.1). Vous pouvez en demander les principaux facteurs et une révision par une personne depuis la page de vos demandes de crédit.",
    ],
  },
} as const;

/** The owner's decided pre-qualification as a bilingual PDF (their language first), or null (none, someone else's, undecided). */
export async function prequalificationPdf(db: Kysely<any>, userId: string, applicationId: string, first: PdfLanguage, brandName: string): Promise<Buffer | null> {
  const row = await decidedOf(db, userId).where('id', '=', applicationId).executeTakeFirst();
  if (!row) return null;
  const d = fromRow(row);
  return renderFactsPdf({
    brandName, subject: applicationId, first,
    page: (lang) => {
      const t = T[lang];
      return {
        title: t.title, reference: [t.ref, applicationId],
        rows: [
          [t.outcome, t.outcomes[d.outcome] ?? d.outcome],
          ...(d.score !== null ? [[t.score, `${d.score}${d.band ? ` (${t.bands[d.band] ?? d.band})` : ''}`] as const] : []),
          [t.decided, pdfLongDate(lang, d.decidedAt)],
        ],
        notes: t.notes,
      };
    },
  });
}
