import { Card, cx } from '@marketplace/ui';
import { useId, type ReactNode } from 'react';
import './section.css';

/**
 * A titled card section of a tool screen (the vehicles-team and admin tools are stacks of these): the heading names
 * the region, `actions` sit beside the heading. `titleId` lets a form inside be labelled by the same heading.
 * Lazy screens only: its module (and CSS) stays out of the first page's chunk.
 */
export function Section({
  title,
  actions,
  titleId,
  className,
  children,
}: {
  title: ReactNode;
  actions?: ReactNode;
  titleId?: string;
  className?: string;
  children: ReactNode;
}) {
  const autoId = useId();
  const id = titleId ?? `section-${autoId}`;
  const heading = (
    <h2 id={id} className="card-title">
      {title}
    </h2>
  );
  return (
    <Card className={cx('section-card', className)} aria-labelledby={id}>
      {actions ? (
        <div className="section-card__header">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </Card>
  );
}
