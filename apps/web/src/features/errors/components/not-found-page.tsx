import { useLingui } from '@lingui/react/macro';
import { StatusPage } from './status-page';

/** Spec §2 404 page. */
export function NotFoundPage() {
  const { t } = useLingui();
  return <StatusPage code="404" title={t`Page not found`} message={t`That page doesn't exist or is unavailable.`} />;
}
