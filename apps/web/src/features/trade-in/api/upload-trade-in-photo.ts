import type { z } from 'zod';
import { saveTradeInImageRoute } from '@marketplace/contracts/trade-in/trade-in.routes';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

/** POST /api/tradein/save-stand-alone-tradein-image, reporting its progress. */
export function uploadTradeInPhoto(
  input: z.input<typeof saveTradeInImageRoute.body>, onProgress: (fraction: number) => void,
): Promise<{ slot: string; version: number }> {
  return uploadWithProgress(saveTradeInImageRoute, input, onProgress);
}
