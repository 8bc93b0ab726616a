import { uploadDriversLicenseRoute } from '@marketplace/contracts/purchase/customer.routes';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

export interface UploadInput {
  transactionId: string;
  side: 'front' | 'back';
  fileName: string;
  /** base64 of the image. */
  data: string;
}

/** POST /api/customers/upload-driverslicence, reporting its progress (uploads show progress, ARCHITECTURE §6). */
export function uploadDriversLicence(input: UploadInput, onProgress: (fraction: number) => void): Promise<{ side: string; contentType: string }> {
  return uploadWithProgress(uploadDriversLicenseRoute, input, onProgress);
}
