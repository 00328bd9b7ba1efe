import { PAGE_SIZE, VISIBLE_PAGES } from '#contract/wallet-constants.ts';

export interface PageWindow {
  pages: number;
  page: number;
  /** The visible page numbers (at most `maxVisible`), around the current page. */
  items: number[];
  /** Where the "…" jumps land (half the visible count, rounded up), or null at the ends. */
  jumpBack: number | null;
  jumpForward: number | null;
}

/** 10 per page, 5 visible page numbers, jumps of half the visible count rounded up. */
export function paginate(total: number, page: number, pageSize = PAGE_SIZE, maxVisible = VISIBLE_PAGES): PageWindow {
  const pages = Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  const visible = Math.max(1, Math.min(maxVisible, pages));
  const start = Math.max(1, Math.min(current - Math.floor(visible / 2), pages - visible + 1));
  const items = Array.from({ length: visible }, (_, i) => start + i);
  const step = Math.ceil(maxVisible / 2);
  const end = items[items.length - 1];
  return {
    pages,
    page: current,
    items,
    jumpBack: start > 1 ? Math.max(1, current - step) : null,
    jumpForward: end < pages ? Math.min(pages, current + step) : null,
  };
}

/** A link-type pagination needs a URL with the '[page]' placeholder. */
export function pageHref(link: string | undefined, page: number): string {
  if (!link || !link.includes('[page]')) throw new Error("Pagination of type 'link' needs a link URL containing '[page]'");
  return link.replaceAll('[page]', String(page));
}
