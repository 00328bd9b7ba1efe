import { useState } from 'react';
import { Link } from 'react-router';
import type { MarqueeItem } from '#contract/content.ts';
import { useTranslation } from '~/i18n/use-translation.ts';

/** About 45 px a second: slow enough to read a line as it passes. */
const PX_PER_SECOND = 45;
/** A rough width of one character of the ticker's text (14 px font). */
const PX_PER_CHAR = 7.5;

function Items({ items, hidden }: { items: MarqueeItem[]; hidden?: boolean }) {
  return (
    <ul
      className={`flex shrink-0 items-center gap-12 pr-12 motion-reduce:shrink motion-reduce:flex-wrap motion-reduce:gap-x-8 motion-reduce:gap-y-1 ${hidden ? 'motion-reduce:hidden' : ''}`}
      aria-hidden={hidden || undefined}
    >
      {items.map((m) => (
        <li key={m.id} className="marquee-item" lang={m.lang}>
          {m.link ? (
            <Link to={m.link} className="font-medium underline-offset-2 hover:text-accent hover:underline" tabIndex={hidden ? -1 : undefined}>
              {m.text}
            </Link>
          ) : (
            m.text
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The operator's marquee (marquee). WCAG 2.2.2: it moves at a readable speed,
 * stops while the pointer is over it or focus is inside it, has a pause button, and does not move
 * at all under prefers-reduced-motion (the lines wrap instead).
 */
export function Marquee({ items, className = '' }: { items: MarqueeItem[]; className?: string }) {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  if (!items.length) return null;
  const chars = items.reduce((n, m) => n + m.text.length, 0) + items.length * 8;
  const seconds = Math.max(12, Math.round((chars * PX_PER_CHAR) / PX_PER_SECOND));
  return (
    <section
      aria-label={t('content.marqueeLabel', 'Site news')}
      className={`group flex items-center gap-3 rounded-theme border border-border bg-surface px-3 py-2 ${className}`}
      data-testid="marquee"
    >
      <span aria-hidden="true" className="grid h-7 w-7 shrink-0 place-items-center rounded-full bg-accent text-accent-text">
        <svg viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor">
          <path d="M3 10v4a1 1 0 0 0 1 1h2l5 4V5L6 9H4a1 1 0 0 0-1 1zm13.5 2a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4zM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6z" />
        </svg>
      </span>
      <div className="min-w-0 flex-1 overflow-hidden">
        <div
          className={`flex w-max motion-reduce:w-auto motion-safe:animate-[marquee-scroll_30s_linear_infinite] group-hover:[animation-play-state:paused] group-focus-within:[animation-play-state:paused]`}
          // Inline: the animation shorthand of the motion-safe class would reset a class's play state.
          style={{ animationDuration: `${seconds}s`, ...(paused ? { animationPlayState: 'paused' } : {}) }}
          data-testid="marquee-track"
          data-paused={paused ? 'true' : 'false'}
        >
          <Items items={items} />
          <Items items={items} hidden />
        </div>
      </div>
      <button
        type="button"
        onClick={() => setPaused((p) => !p)}
        aria-pressed={paused}
        aria-label={t('content.pauseMarquee', 'Pause the news ticker')}
        className="grid h-8 w-8 shrink-0 place-items-center rounded-full border border-border bg-surface-2 text-text hover:border-accent focus-visible:outline-2 focus-visible:outline-accent motion-reduce:hidden"
        data-testid="marquee-pause"
      >
        {paused ? (
          <svg viewBox="0 0 24 24" className="h-4 w-4" aria-hidden="true" fill="currentColor">
            <path d="M7 5v14l12-7z" />
          </svg>
        ) : (
          <svg viewBox="0 0 24 24" className="h-4 w-4" aria-hidden="true" fill="currentColor">
            <path d="M6 5h4v14H6zM14 5h4v14h-4z" />
          </svg>
        )}
      </button>
    </section>
  );
}
