import type { ReactNode } from 'react';

/** What a list says when it has nothing to show, with an optional way forward. */
export function EmptyState({ title, text, action }: { title: string; text?: string; action?: ReactNode }) {
  return (
    <div className="rounded-theme border border-dashed border-border px-4 py-8 text-center wrap-anywhere sm:px-8" data-testid="empty-state">
      <p className="font-semibold">{title}</p>
      {text && <p className="mt-1 text-sm text-muted">{text}</p>}
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}
