import { useLingui } from '@lingui/react/macro';
import { StatusPage } from './status-page';

/** Spec §2 401 page. */
export function UnauthorizedPage() {
  const { t } = useLingui();
  return <StatusPage code="401" title={t`Access denied`} message={t`Unauthorized. You do not have the privilege to access this page.`} />;
}
