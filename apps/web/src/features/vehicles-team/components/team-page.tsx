import { cx } from '@marketplace/ui';
import type { ComponentProps } from 'react';
import { ToolPage } from '../../../lib/tool-page';
import { TeamNav } from './team-nav';
import './vehicles-team.css';

/** A vehicles-team tool screen: lib/tool-page.tsx with the team's tool navigation. */
export function TeamPage(props: Omit<ComponentProps<typeof ToolPage>, 'nav'>) {
  return <ToolPage {...props} className={cx('team-page', props.className)} nav={<TeamNav />} />;
}
