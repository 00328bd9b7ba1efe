import { Link } from 'react-router';
import { useTranslation } from '~/i18n/use-translation.ts';
import { pageHref, paginate } from '~/lib/shared/paginate.ts';

interface Props {
  total: number;
  page: number;
  pageSize?: number;
  maxVisible?: number;
  /** 'link' renders real links (needs `link` with '[page]'); 'button' calls onPageChange. */
  type?: 'link' | 'button';
  link?: string;
  onPageChange?: (page: number) => void;
}

const ITEM =
  'grid h-9 min-w-9 place-items-center rounded-theme border px-2 text-sm font-semibold tabular-nums transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

/** Pagination: 10 per page, 5 page numbers, "…" jumps of 3, first/previous/next/last. */
export function Pagination({ total, page, pageSize, maxVisible, type = 'button', link, onPageChange }: Props) {
  const { t } = useTranslation();
  // Checked on every render, as the spec asks: a link pagination without '[page]' is an error.
  if (type === 'link') pageHref(link, 1);
  const w = paginate(total, page, pageSize, maxVisible);
  if (w.pages <= 1) return null;

  const item = (target: number, content: React.ReactNode, label: string, opts: { current?: boolean; disabled?: boolean } = {}) => {
    const cls = `${ITEM} ${opts.current ? 'border-accent bg-accent text-accent-text' : 'border-border bg-surface hover:border-accent'} ${opts.disabled ? 'pointer-events-none opacity-50' : ''}`;
    if (opts.disabled) {
      return (
        <span className={cls} aria-hidden="true">
          {content}
        </span>
      );
    }
    return type === 'link' ? (
      <Link to={pageHref(link, target)} className={cls} aria-label={label} aria-current={opts.current ? 'page' : undefined} preventScrollReset>
        {content}
      </Link>
    ) : (
      <button type="button" className={cls} aria-label={label} aria-current={opts.current ? 'page' : undefined} onClick={() => onPageChange?.(target)}>
        {content}
      </button>
    );
  };

  return (
    <nav aria-label={t('pagination.label', 'Pages')} className="mt-6 flex flex-wrap items-center justify-center gap-1.5" data-testid="pagination">
      {item(1, '«', t('pagination.first', 'First'), { disabled: w.page === 1 })}
      {item(w.page - 1, '‹', t('pagination.previous', 'Previous'), { disabled: w.page === 1 })}
      {w.jumpBack != null && item(w.jumpBack, '…', t('pagination.jumpBack', { count: w.page - w.jumpBack, defaultValue: 'Back {{count}} pages' }))}
      {w.items.map((p) => (
        <span key={p}>{item(p, p, t('pagination.page', { page: p, defaultValue: 'Page {{page}}' }), { current: p === w.page })}</span>
      ))}
      {w.jumpForward != null &&
        item(w.jumpForward, '…', t('pagination.jumpForward', { count: w.jumpForward - w.page, defaultValue: 'Forward {{count}} pages' }))}
      {item(w.page + 1, '›', t('pagination.next', 'Next'), { disabled: w.page === w.pages })}
      {item(w.pages, '»', t('pagination.last', 'Last'), { disabled: w.page === w.pages })}
      <span className="ml-2 text-sm text-muted" aria-live="polite">
        {t('pagination.pageOf', { page: w.page, pages: w.pages, defaultValue: 'Page {{page}} of {{pages}}' })}
      </span>
    </nav>
  );
}
