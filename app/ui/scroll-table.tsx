import type { ReactNode } from 'react';

export interface ScrollTableProps {
  /** The region's name: the id of the heading above the table, or a text of its own. */
  labelledBy?: string;
  label?: string;
  className?: string;
  testId?: string;
  children: ReactNode;
}

/**
 * A table wider than a phone scrolls sideways inside this box, which is a named region that takes
 * focus, so the arrow keys scroll it without a mouse (WCAG 2.1.1; axe scrollable-region-focusable).
 * Every history table and the VIP levels use it.
 */
export function ScrollTable({ labelledBy, label, className = '', testId, children }: ScrollTableProps) {
  return (
    <div
      role="region"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (WCAG 2.1.1)
      tabIndex={0}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      data-scroll-table=""
      data-testid={testId}
      className={`overflow-x-auto rounded-theme focus-visible:outline-offset-[-2px] ${className}`}
    >
      {children}
    </div>
  );
}
