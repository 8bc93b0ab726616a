import { cx } from '@marketplace/ui';
import type { ReactNode } from 'react';

/**
 * A staff screen's table (users and their devices, the vehicles team's lists): it scrolls sideways on a narrow screen,
 * names itself to screen readers (`caption`, visually hidden) and heads each column (`columns`); the rows are the
 * caller's. Lazy screens only, like the tools that use it.
 */
export function StaffTable({ caption, columns, className, children }: {
  caption: string;
  columns: readonly ReactNode[];
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className="ui-table-scroll">
      <table className={cx('ui-table', className)}>
        <caption className="ui-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, i) => (
              <th key={i} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
