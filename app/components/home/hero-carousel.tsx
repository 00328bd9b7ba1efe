import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '~/i18n/use-translation.ts';
import { ButtonLink } from '~/components/ui/button.tsx';
import { Icon } from '~/components/ui/icon.tsx';

export interface Slide {
  id: string;
  eyebrow?: string;
  title: string;
  text: string;
  cta: { to: string; label: string };
  icon: string;
  /** A short figure shown large in the art panel (e.g. a game count). */
  figure?: string;
  /** The operator's picture in several widths (issue 15): shown instead of the drawn art. */
  images?: { width: number; url: string }[];
  /** The language of the operator's text (it may be the English fallback). */
  lang?: string;
}

const ROTATE_MS = 6000;

/**
 * The operator's slide picture (issue 15): every width in srcset; the first slide's is the page's
 * largest paint, so it loads eagerly with high priority and the others lazily. On phones it sits
 * above the text.
 */
function SlideImage({ images, first }: { images: { width: number; url: string }[]; first: boolean }) {
  const sized = images.filter((i) => i.width > 0);
  const src = sized.length ? sized[Math.min(1, sized.length - 1)].url : images[0].url;
  return (
    <div className="relative aspect-video overflow-hidden bg-surface-2 md:aspect-auto">
      <img
        src={src}
        srcSet={sized.length ? sized.map((i) => `${i.url} ${i.width}w`).join(', ') : undefined}
        sizes="(min-width: 1280px) 600px, (min-width: 768px) 46vw, 100vw"
        alt=""
        width={1600}
        height={900}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding={first ? 'sync' : 'async'}
        className="absolute inset-0 h-full w-full object-cover"
        data-testid="slide-image"
      />
    </div>
  );
}

/** Decorative art drawn from the palette: no image request, and no text on the gradient. */
function SlideArt({ slide, index }: { slide: Slide; index: number }) {
  if (slide.images?.length) return <SlideImage images={slide.images} first={index === 0} />;
  const angle = 110 + index * 35;
  return (
    <div
      aria-hidden="true"
      className="relative hidden overflow-hidden md:block"
      style={{
        background: `radial-gradient(circle at ${25 + index * 15}% 30%, color-mix(in srgb, var(--accent) 75%, transparent), transparent 55%),
          radial-gradient(circle at 85% 85%, color-mix(in srgb, var(--accent-2) 65%, transparent), transparent 50%),
          linear-gradient(${angle}deg, var(--surface-2), var(--bg))`,
      }}
    >
      <div className="absolute inset-0 opacity-25" style={{ backgroundImage: 'repeating-linear-gradient(45deg, var(--border) 0 2px, transparent 2px 22px)' }} />
      <div className="absolute inset-0 grid place-items-center">
        <div className="grid h-36 w-36 place-items-center rounded-full bg-accent text-accent-text shadow-2xl ring-8 ring-accent/30">
          <Icon name={slide.icon} className="h-20 w-20" />
        </div>
      </div>
      {slide.figure && (
        <span className="absolute bottom-4 right-5 rounded-theme bg-bg px-3 py-1 text-2xl font-black tabular-nums text-text shadow-lg">{slide.figure}</span>
      )}
    </div>
  );
}

/**
 * Full-width hero carousel: auto-advances every 6 s, pauses on hover and focus and with the pause
 * button, never moves under prefers-reduced-motion; previous/next buttons, dots and arrow keys.
 */
export function HeroCarousel({ heading, slides, variant = 'carousel' }: { heading: string; slides: Slide[]; variant?: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [reduced, setReduced] = useState(true); // the server never rotates; the client decides after mount
  const root = useRef<HTMLElement>(null);
  const n = slides.length;
  // The compact look (issue 15: the operator's slides on a compact-hero template) keeps the hero lower.
  const compact = variant === 'compact';

  useEffect(() => {
    const mq = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReduced(mq.matches);
    update();
    mq.addEventListener('change', update);
    return () => mq.removeEventListener('change', update);
  }, []);

  const rotating = n > 1 && !paused && !hovered && !focused && !reduced;
  useEffect(() => {
    if (!rotating) return;
    const id = window.setInterval(() => setIndex((i) => (i + 1) % n), ROTATE_MS);
    return () => window.clearInterval(id);
  }, [rotating, n]);

  const go = (i: number) => setIndex(((i % n) + n) % n);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') go(index + 1);
    else if (e.key === 'ArrowLeft') go(index - 1);
    else return;
    e.preventDefault();
  };
  const control = 'grid h-10 w-10 place-items-center rounded-full border border-border bg-surface text-text transition hover:border-accent';

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- hover/focus pause and arrow keys bubbling up from the controls inside (WAI-ARIA carousel); the section takes no focus itself
    <section
      ref={root}
      aria-roledescription={t('home.carousel', 'carousel')}
      aria-labelledby="hero-heading"
      className="relative overflow-hidden rounded-theme border border-border bg-surface"
      data-testid="hero-carousel"
      data-hero={variant}
      data-source={slides.some((s) => s.images) ? 'operator' : 'theme'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
    >
      <h1 id="hero-heading" className="absolute left-5 top-4 z-10 text-xs font-bold uppercase tracking-[0.2em] text-muted md:left-8 md:top-6">
        {heading}
      </h1>
      <div className="overflow-hidden" aria-live={rotating ? 'off' : 'polite'}>
        <div className="flex transition-transform duration-700 ease-out motion-reduce:transition-none" style={{ transform: `translateX(-${index * 100}%)` }}>
          {slides.map((s, i) => (
            <div
              key={s.id}
              role="group"
              aria-roledescription={t('home.slide', 'slide')}
              aria-label={t('home.slideOf', { n: i + 1, total: n, defaultValue: `${i + 1} of ${n}` })}
              inert={i !== index}
              data-active={i === index ? 'true' : 'false'}
              data-testid="hero-slide"
              lang={s.lang}
              className={`grid w-full shrink-0 md:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] ${compact ? 'md:min-h-[260px]' : 'md:min-h-[340px]'}`}
              style={{ background: 'linear-gradient(120deg, var(--surface) 0%, var(--surface-2) 100%)' }}
            >
              <div
                className={`flex flex-col justify-center px-5 pt-12 md:px-8 ${compact ? 'md:pb-16 md:pt-12' : 'md:pb-20 md:pt-16'} ${s.images?.length ? 'pb-6' : 'pb-20'}`}
              >
                {s.eyebrow && (
                  <p className="flex items-center gap-2 text-sm font-semibold text-accent">
                    <Icon name={s.icon} className="h-4 w-4 md:hidden" />
                    {s.eyebrow}
                  </p>
                )}
                <h2 className={`mt-2 text-3xl font-extrabold leading-tight ${compact ? 'md:text-4xl' : 'md:text-5xl'}`}>{s.title}</h2>
                <p className="mt-3 max-w-xl text-muted">{s.text}</p>
                {s.cta.label && (
                  <div className="mt-6">
                    <ButtonLink to={s.cta.to}>{s.cta.label}</ButtonLink>
                  </div>
                )}
              </div>
              <SlideArt slide={s} index={i} />
            </div>
          ))}
        </div>
      </div>
      {n > 1 && (
        <div className="absolute bottom-4 left-5 right-5 z-10 flex items-center gap-2 md:left-8">
          <button
            type="button"
            className={control}
            onClick={() => go(index - 1)}
            aria-label={t('home.previousSlide', 'Previous slide')}
            data-testid="carousel-prev"
          >
            <Icon name="back" />
          </button>
          <ul className="flex items-center gap-1.5 rounded-full border border-border bg-surface px-2 py-1.5">
            {slides.map((s, i) => (
              <li key={s.id} className="flex">
                <button
                  type="button"
                  onClick={() => go(i)}
                  aria-label={t('home.goToSlide', { n: i + 1, title: s.title, defaultValue: `Slide ${i + 1}: ${s.title}` })}
                  aria-current={i === index ? 'true' : undefined}
                  className="grid h-6 w-6 place-items-center"
                >
                  <span aria-hidden="true" className={`block h-2.5 rounded-full transition-all ${i === index ? 'w-6 bg-accent' : 'w-2.5 bg-muted'}`} />
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className={control} onClick={() => go(index + 1)} aria-label={t('home.nextSlide', 'Next slide')} data-testid="carousel-next">
            <Icon name="back" className="h-5 w-5 rotate-180" />
          </button>
          <button
            type="button"
            className={`${control} ml-auto`}
            onClick={() => setPaused((p) => !p)}
            aria-label={paused ? t('home.playSlides', 'Play slides') : t('home.pauseSlides', 'Pause slides')}
            data-testid="carousel-pause"
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
        </div>
      )}
    </section>
  );
}
