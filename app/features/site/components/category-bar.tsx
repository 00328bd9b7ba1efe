import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from '~/i18n/use-translation.ts';
import { Icon } from '~/ui/icon.tsx';
import { useLayoutStore } from '~/stores/layout-store.ts';

/**
 * The desktop category row as a priority+ menu: the categories that fit on one line are
 * links; the rest sit behind a "More" button (a disclosure of links: Enter or Space opens it, Tab
 * walks it, Escape closes it and returns focus). Measured with a ResizeObserver: the row wraps
 * into a one-line box and every link below the first line moves to the menu, so no category is
 * ever out of reach and nothing scrolls sideways. `max` caps the links shown (compact headers).
 */
export function CategoryBar({
  icons = false,
  tabs = false,
  max,
  align = 'start',
}: {
  icons?: boolean;
  tabs?: boolean;
  max?: number;
  align?: 'start' | 'center';
}) {
  const { t } = useTranslation();
  const menu = useLayoutStore((s) => s.content.menu).filter((n) => n.route);
  const list = useRef<HTMLUListElement>(null);
  const [fit, setFit] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  const panel = useId();
  const button = useRef<HTMLButtonElement>(null);
  const wrap = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  // The first measure comes from the observer (after the browser's own layout, so hydration forces
  // no layout of the page); until then the row is as the server drew it.
  useEffect(() => {
    const ul = list.current;
    if (!ul) return;
    const measure = () => {
      const items = [...ul.children] as HTMLElement[];
      if (!items.length) return;
      const top = items[0].offsetTop;
      let n = items.findIndex((li) => li.offsetTop > top + 2);
      if (n < 0) n = items.length;
      setFit(Math.min(n, max ?? n));
    };
    const ro = new ResizeObserver(measure);
    ro.observe(ul);
    // Web fonts arriving change the names' widths.
    void document.fonts?.ready.then(measure);
    return () => ro.disconnect();
  }, [max, menu.length]);

  // A page change or a click elsewhere closes the menu.
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const away = (e: PointerEvent) => {
      if (!wrap.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  // Before the first measurement (server HTML) every link is in the row and the menu lists them all.
  const shown = fit ?? menu.length;
  const rest = fit === null ? menu : menu.slice(shown);
  const moreCurrent = rest.some((n) => n.route === pathname);
  const label = (id: string, name: string) => t(`category.${id}`, name);

  return (
    <nav aria-label={t('site.categories', 'Game categories')} className="flex min-w-0 flex-1 items-center gap-1" data-testid="category-bar">
      <ul
        ref={list}
        className={`flex min-w-0 flex-1 flex-wrap content-start gap-x-1 overflow-hidden ${tabs ? 'h-16' : 'h-11'} ${align === 'center' ? 'justify-center' : ''}`}
      >
        {menu.map((n, i) => (
          // Links past the first line are clipped from view: hidden from the keyboard and screen readers too.
          <li key={n.content_id} className={`cat-item${tabs ? ' h-16' : ''}${i >= shown ? ' invisible' : ''}`} aria-hidden={i >= shown ? true : undefined}>
            <NavLink to={n.route!} className={`nav-link ${tabs ? 'nav-tab' : ''}`} tabIndex={i >= shown ? -1 : undefined}>
              {(icons || tabs) && <Icon name={n.content_id} className={tabs ? 'h-5 w-5' : 'h-4 w-4'} />}
              <span>{label(n.content_id, n.name)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
      {rest.length > 0 && (
        // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape from anywhere inside the disclosure closes it
        <div
          ref={wrap}
          className="relative shrink-0"
          onKeyDown={(e) => {
            if (e.key === 'Escape' && open) {
              setOpen(false);
              button.current?.focus();
            }
          }}
        >
          <button
            ref={button}
            type="button"
            className={`nav-link ${moreCurrent ? 'nav-more-current' : ''}`}
            aria-expanded={open}
            aria-controls={panel}
            onClick={() => setOpen((o) => !o)}
            data-testid="category-more"
          >
            {t('site.more', 'More')}
            <span className="text-xs">({rest.length})</span>
            <Icon name="back" className={`h-4 w-4 transition ${open ? 'rotate-90' : '-rotate-90'}`} />
          </button>
          <ul
            id={panel}
            hidden={!open}
            className="absolute right-0 top-full z-50 mt-2 max-h-[70vh] w-60 overflow-y-auto rounded-theme border border-border bg-surface p-1.5 text-text shadow-2xl"
          >
            {/* Its links are drawn when it opens (~4 kB of the first HTML, which shows it closed). */}
            {(open ? rest : []).map((n) => (
              <li key={n.content_id}>
                <NavLink
                  to={n.route!}
                  className="flex items-center gap-3 rounded-theme px-3 py-2.5 text-sm font-medium hover:bg-surface-2 aria-[current=page]:bg-accent aria-[current=page]:text-accent-text"
                >
                  <Icon name={n.content_id} className="h-4 w-4 shrink-0" />
                  {label(n.content_id, n.name)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      )}
    </nav>
  );
}
