import type { FileAnswer } from '../../../../platform/http/send-file';
import type { CompanyScopes } from '../../adapters/company-scope';

/** An export as the route sends it, and whose personal data it holds (recorded on their access logs before sending). */
export interface LeadExport {
  readonly file: FileAnswer;
  readonly personsRead: readonly string[];
}

/** The ADF vendor name of each company (its name), read once per company per export. */
export async function vendorNames(scopes: CompanyScopes) {
  const names = new Map<number, Promise<string>>();
  return (companyId: number | null): Promise<string> => {
    if (companyId === null) return Promise.resolve('');
    if (!names.has(companyId)) names.set(companyId, scopes.company(companyId).then((c) => c?.name ?? String(companyId)));
    return names.get(companyId)!;
  };
}

/** Runs `work` over `items`, at most `limit` at once, answers in order. */
export async function inOrder<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}
