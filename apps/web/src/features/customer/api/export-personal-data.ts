import { EXPORT_PER_DAY } from '@marketplace/contracts/audit/audit.routes';
import { useMutation } from '@tanstack/react-query';
import { saveFile } from '../../../lib/save-file';
import { exportPersonalData } from '../../../lib/api/client/audit/audit.routes';

export { EXPORT_PER_DAY };

/** The downloaded file's name: my-data-YYYY-MM-DD.json (the export's own date). */
export function exportFileName(exportedAt: string): string {
  return `my-data-${exportedAt.slice(0, 10)}.json`;
}

/**
 * GET /api/user/export: everything held about the signed-in person, decrypted (Law 25 portability), saved as a JSON
 * file. Limited to EXPORT_PER_DAY a day (429 rate_limit.exceeded after).
 */
export async function downloadPersonalData(): Promise<void> {
  const data = await exportPersonalData();
  saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), exportFileName(data.exportedAt));
}

export function useExportPersonalDataMutation() {
  return useMutation({ mutationFn: downloadPersonalData });
}
