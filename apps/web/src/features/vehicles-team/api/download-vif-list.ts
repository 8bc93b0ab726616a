import { imagesDownloadVifListRoute } from '@marketplace/contracts/catalog/admin-images';
import { ProblemSchema } from '@marketplace/contracts/shared/problem';
import { useMutation } from '@tanstack/react-query';
import { routePath } from '../../../lib/api-route';
import { ApiError, buildUrl, requestHeaders } from '../../../lib/http';
import { saveFile } from '../../../lib/save-file';
import type { YearMakeModel } from './get-vif-list';

/** The file name the spec asks for (§7 "download-viflist (CSV saved as viflist.csv)"). */
export const VIF_LIST_FILE_NAME = 'viflist.csv';

/** GET /api/admin/images/download-viflist?year=&makeId=&modelId=: the VIF list as CSV (text, not JSON). */
export async function fetchVifListCsv(ymm: YearMakeModel): Promise<Blob> {
  const query = imagesDownloadVifListRoute.query.parse(ymm);
  let response: Response;
  try {
    response = await fetch(buildUrl(routePath(imagesDownloadVifListRoute.path), query), { headers: requestHeaders('GET', false), credentials: 'include' });
  } catch {
    throw new ApiError({ type: 'about:blank', title: 'Network error', status: 0, code: 'network.unreachable' });
  }
  if (!response.ok) {
    const problem = ProblemSchema.safeParse(await response.json().catch(() => undefined));
    throw new ApiError(problem.success ? problem.data : { type: 'about:blank', title: 'Error', status: response.status, code: `http.${response.status}` });
  }
  const text = await response.text();
  return new Blob([text], { type: 'text/csv;charset=utf-8' });
}

export function useDownloadVifList() {
  return useMutation({
    mutationFn: async (ymm: YearMakeModel) => saveFile(await fetchVifListCsv(ymm), VIF_LIST_FILE_NAME),
  });
}
