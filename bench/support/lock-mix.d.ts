import type { OpenLoopResult } from './open-loop';

export function runLockMixInChild(
  base: string, vehicleIds: readonly string[], cookies: readonly string[], rate: number, seconds: number, seed: number,
): Promise<OpenLoopResult>;
