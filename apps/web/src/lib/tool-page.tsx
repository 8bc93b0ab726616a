import { cx } from '@marketplace/ui';
import type { ReactNode } from 'react';
import { useDocumentTitle } from './hooks';

/**
 * The frame of a tool screen (vehicles team, administration): the document title, the area's tool navigation, the
 * page heading with its actions beside it, an intro, then the screen's sections (lib/section.tsx).
 */
export function ToolPage({
  title,
  nav,
  intro,
  actions,
  className,
  children,
}: {
  title: string;
  nav?: ReactNode;
  intro?: ReactNode;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  const heading = <h1 className="page__title">{title}</h1>;
  return (
    <div className={cx('page', className)}>
      {nav}
      {actions ? (
        <div className="page-header">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {intro ? <p className="page__intro">{intro}</p> : null}
      {children}
    </div>
  );
}
