import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** Columns per width and density (6–8 a row from 1280 px, 3 on phones, 2 for landscape tiles). */
export function columnsFor(width: number, density: 'dense' | 'regular' | 'roomy', tile: Tile = 'portrait') {
  if (width < 640) return tile === 'landscape' ? 2 : 3;
  const base = width < 1024 ? 4 : width < 1200 ? 5 : width < 1400 ? 7 : 8;
  return density === 'dense' ? base + (width >= 1024 ? 1 : 0) : density === 'roomy' && width >= 1024 ? base - 1 : base;
}

type Tile = 'portrait' | 'square' | 'landscape' | 'pill';
/** The widths from which columnsFor() changes its count (app.css .vgrid-flow has one container query each). */
const FLOW_WIDTHS = [0, 640, 1024, 1200, 1400];
type Box = { width: number; top: number; viewport: number; scroll: number; measured: boolean };
/** The last measure of a grid in this page (none while the server's HTML hydrates). */
let lastBox: Box | null = null;
/** Height over width of a tile's art. */
const ASPECT: Record<Tile, number> = { portrait: 4 / 3, square: 1, landscape: 9 / 16, pill: 1 };

/**
 * A grid that keeps only the rows near the viewport in the DOM (window scrolling), so a category
 * of 10 000 games scrolls as smoothly as one of 20. Row height follows the 3:4 card plus its text.
 */
export function VirtualGrid<T>({
  items,
  render,
  itemKey,
  density = 'regular',
  tile = 'portrait',
  gap = 12,
  textHeight = 52,
  overscan = 3,
  restOverscan = 0,
  initialRows = 3,
}: {
  items: T[];
  render: (item: T) => ReactNode;
  itemKey: (item: T) => string;
  density?: 'dense' | 'regular' | 'roomy';
  /** The template's tile shape: the row height follows its art. */
  tile?: Tile;
  gap?: number;
  textHeight?: number;
  /** Rows kept beyond the viewport while scrolling … */
  overscan?: number;
  /** … and at rest, where fewer cards make a search keystroke cheaper. */
  restOverscan?: number;
  initialRows?: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // A grid mounted after the page's first one (a navigation, a search) starts from the last
  // measure, so its cards keep their elements (and focus) through its own first measure.
  const [box, setBox] = useState(() => lastBox ?? { width: 1200, top: 0, viewport: 900, scroll: 0, measured: false });
  const [scrolling, setScrolling] = useState(false);

  useIsoLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const r = el.getBoundingClientRect();
        lastBox = { width: r.width, top: r.top + window.scrollY, viewport: window.innerHeight, scroll: window.scrollY, measured: true };
        setBox(lastBox);
      });
    };
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    let rest: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      measure();
      setScrolling(true);
      clearTimeout(rest);
      rest = setTimeout(() => setScrolling(false), 200);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      ro.disconnect();
      clearTimeout(rest);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', measure);
    };
  }, []);

  const cols = columnsFor(box.width, density, tile);
  const colWidth = (box.width - gap * (cols - 1)) / cols;
  const rowHeight = colWidth * ASPECT[tile] + textHeight + gap;
  const rows = Math.ceil(items.length / cols);
  const extra = scrolling ? overscan : restOverscan;
  const first = box.measured ? Math.max(0, Math.floor((box.scroll - box.top) / rowHeight) - extra) : 0;
  const last = box.measured ? Math.min(rows, Math.ceil((box.scroll - box.top + box.viewport) / rowHeight) + extra) : Math.min(rows, initialRows);

  const visible: ReactNode[] = [];
  if (!box.measured) {
    // Before the grid has measured itself (the server's HTML and hydration): the first rows in
    // the page's flow, their columns chosen by CSS from the grid's own width as columnsFor()
    // counts them (app.css .vgrid-flow), so the first measure moves nothing (the
    // layout shift of /slots on a phone, where the server's guess of 5 columns became 3).
    const vars = Object.fromEntries(FLOW_WIDTHS.map((w) => [`--vg-c${w}`, columnsFor(w, density, tile)]));
    return (
      <div ref={ref} role="list" className="vgrid relative" data-testid="game-grid" data-total={items.length}>
        <div role="presentation" className="vgrid-flow" style={{ ...vars, gap }}>
          {items.slice(0, initialRows * cols).map((item) => (
            <div key={itemKey(item)} role="listitem">
              {render(item)}
            </div>
          ))}
        </div>
      </div>
    );
  }
  for (let r = first; r < last; r++) {
    const slice = items.slice(r * cols, r * cols + cols);
    visible.push(
      <div
        key={r}
        role="presentation"
        className="absolute inset-x-0 grid"
        style={{ top: r * rowHeight, gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))`, gap }}
      >
        {slice.map((item) => (
          <div key={itemKey(item)} role="listitem">
            {render(item)}
          </div>
        ))}
      </div>,
    );
  }
  return (
    <div ref={ref} role="list" className="vgrid relative" style={{ height: rows * rowHeight }} data-testid="game-grid" data-total={items.length}>
      {visible}
    </div>
  );
}
