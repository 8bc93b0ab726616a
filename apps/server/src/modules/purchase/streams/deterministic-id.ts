import { uuidFromName } from '../../../platform/ids/uuid-from-name';

/** A stable UUID for a name of the purchase context (timer firings, webhooks). */
export function deterministicUuid(name: string): string {
  return uuidFromName(`marketplace:purchase:${name}`);
}
