import { isAllowed } from './session/access';
import { useSession } from './session/session';
import { useLang } from './use-lang';

/** The audit console's search for an id (issue 15: transaction ids shown to staff lead into the console). */
export const auditSearchHref = (lang: string, q: string) => `/${lang}/admin/audit?q=${encodeURIComponent(q)}`;

/** An id as text, or, for the administrators (types 6 and 7) who may use the audit console, as a link into it. */
export function AuditIdLink({ id }: { id: string }) {
  const { user } = useSession();
  const lang = useLang();
  return isAllowed(user, 'admin') ? <a href={auditSearchHref(lang, id)}>{id}</a> : <>{id}</>;
}
