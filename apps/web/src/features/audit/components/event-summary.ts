import { eventSentence } from '@marketplace/domain/audit';
import { useLang } from '../../../lib/use-lang';
import type { AuditRow } from '../api/audit-api';

/**
 * A timeline event as one sentence in the staff member's language (ADR 0078), from the parts the server gives (who,
 * amounts in cents, a reason): "Marie Tremblay paid the $250.00 deposit", « Marie Tremblay a payé l’acompte de
 * 250,00 $ ». The sentences are the domain's (`eventSentence`, ADR 0090): the dispute bundle's timeline PDF prints the
 * same ones.
 */
export function useEventSummary(): (summary: AuditRow['summary']) => string {
  const lang = useLang();
  return (summary) => eventSentence(summary, lang);
}
