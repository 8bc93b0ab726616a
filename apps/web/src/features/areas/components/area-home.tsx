import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, LoadingArea } from '@marketplace/ui';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/hooks';
import { useDashboardSections } from '../../../lib/navigation/api/get-user-dashboard-sections';
import { buildDrawer } from '../../../lib/navigation/drawer-groups';
import { GROUP_TITLES, type GroupId } from '../../../lib/navigation/sections';
import { useSession } from '../../../lib/session/session';
import { useLang } from '../../../lib/use-lang';

/**
 * Landing page of a team area: the sections of its drawer group that are active for this user.
 * The tools behind each section are delivered by their own issues.
 */
export function AreaHome({ group, title, intro, exclude = [] }: { group: GroupId; title?: string; intro?: ReactNode; exclude?: readonly string[] }) {
  const { i18n } = useLingui();
  const lang = useLang();
  const { user } = useSession();
  const sections = useDashboardSections(user?.User_Guid ?? null);
  const heading = title ?? i18n._(GROUP_TITLES[group]);
  useDocumentTitle(heading);

  const items =
    sections.data && user
      ? (
          buildDrawer(sections.data.userTypeId ?? user.UserTypeId, sections.data.sections, { lang, companyId: user.Company_ID ?? null }).groups.find(
            (g) => g.id === group,
          )?.items ?? []
        ).filter((item) => !exclude.includes(item.path))
      : [];

  return (
    <div className="page">
      <h1 className="page__title">{heading}</h1>
      {intro ? <p className="page__intro">{intro}</p> : null}
      {sections.isPending ? (
        <LoadingArea />
      ) : sections.isError ? (
        <Alert variant="error" title={<Trans>The sections could not be loaded.</Trans>}>
          <Button size="small" variant="outlined" onClick={() => void sections.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Alert>
      ) : items.length === 0 ? (
        <p>
          <Trans>No section of this area is enabled for your account. Ask an administrator if you need access.</Trans>
        </p>
      ) : (
        <ul className="card-grid">
          {items.map((item) => (
            <li key={item.path}>
              <Card className="link-card">
                <Link to={item.path} className="link-card__link">
                  {i18n._(item.label)}
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
