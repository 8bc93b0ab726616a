import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Spinner } from '@marketplace/ui';
import { UserType } from '@marketplace/domain/shared';
import { Link, useRouterState } from '@tanstack/react-router';
import { Collapsible } from 'radix-ui';
import { useId, useState } from 'react';
import { ChevronDownIcon } from '../../../lib/icons';
import { useDashboardSections } from '../../../lib/navigation/api/get-user-dashboard-sections';
import { buildDrawer, type DrawerGroup } from '../../../lib/navigation/drawer-groups';
import { useSession } from '../../../lib/session/session';
import { useLang } from '../../../lib/use-lang';

/** The drawer's navigation, built from the user's active dashboard sections (spec §2, §6). */
export function DrawerNav({ onNavigate }: { onNavigate?: () => void }) {
  const lang = useLang();
  const { user } = useSession();
  const sections = useDashboardSections(user?.User_Guid ?? null);
  const pathname = useRouterState({ select: (s) => s.location.pathname });

  if (!user) return null;
  if (sections.isPending) {
    return (
      <div className="drawer-nav__status">
        <Spinner />
      </div>
    );
  }
  if (sections.isError) {
    return (
      <div className="drawer-nav__status" role="alert">
        <p>
          <Trans>The menu could not be loaded.</Trans>
        </p>
        <Button size="small" variant="outlined" onClick={() => void sections.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }

  const userTypeId = sections.data.userTypeId ?? user.UserTypeId;
  const model = buildDrawer(userTypeId, sections.data.sections, { lang, companyId: drawerCompanyId(userTypeId, user.Company_ID ?? null, pathname) });
  return (
    <div className="drawer-nav">
      {model.groups.map((group) =>
        model.collapsible ? (
          <CollapsibleGroup key={group.id} group={group} onNavigate={onNavigate} />
        ) : (
          <StaticGroup key={group.id} group={group} onNavigate={onNavigate} />
        ),
      )}
    </div>
  );
}

/**
 * The company the Dealership group is about: the user's own; for a super admin (no company of their own, issue #45
 * item 9), the dealership whose area they are in.
 */
export function drawerCompanyId(userTypeId: number, own: number | null, pathname: string): number | null {
  if (own) return own;
  if (userTypeId !== UserType.SuperAdmin) return null;
  const inArea = /\/company\/(\d+)(\/|$)/.exec(pathname);
  return inArea ? Number(inArea[1]) : null;
}

function GroupLinks({ group, onNavigate, labelledBy }: { group: DrawerGroup; onNavigate?: () => void; labelledBy: string }) {
  const { i18n } = useLingui();
  return (
    <ul className="drawer-nav__list" aria-labelledby={labelledBy}>
      {group.items.map((item) => (
        <li key={item.path}>
          <Link
            to={item.path}
            className="drawer-nav__link"
            activeProps={{ 'aria-current': 'page', className: 'drawer-nav__link--active' }}
            onClick={onNavigate}
          >
            {i18n._(item.label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function StaticGroup({ group, onNavigate }: { group: DrawerGroup; onNavigate?: () => void }) {
  const { i18n } = useLingui();
  const id = useId();
  return (
    <section className="drawer-nav__group">
      <h2 id={id} className="drawer-nav__title">
        {i18n._(group.title)}
      </h2>
      <GroupLinks group={group} onNavigate={onNavigate} labelledBy={id} />
    </section>
  );
}

function CollapsibleGroup({ group, onNavigate }: { group: DrawerGroup; onNavigate?: () => void }) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(true);
  const id = useId();
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} className="drawer-nav__group">
      <h2 className="drawer-nav__title">
        <Collapsible.Trigger className="drawer-nav__toggle" id={id}>
          <span>{i18n._(group.title)}</span>
          <span className="drawer-nav__chevron" data-open={open || undefined}>
            <ChevronDownIcon />
          </span>
        </Collapsible.Trigger>
      </h2>
      <Collapsible.Content>
        <GroupLinks group={group} onNavigate={onNavigate} labelledBy={id} />
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
