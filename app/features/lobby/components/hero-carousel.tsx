import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '~/i18n/use-translation.ts';
import { ButtonLink } from '~/ui/button.tsx';
import { Icon } from '~/ui/icon.tsx';
import { HeroArt } from './hero-art.tsx';

export interface Slide {
  id: string;
  eyebrow?: string;
  title: string;
  text: string;
  cta: { to: string; label: string };
  icon: string;
  /** A short figure shown large in the art panel (e.g. a game count). */
  figure?: string;
  /** The operator's picture in several widths: shown instead of the drawn art. */
  images?: { width: number; url: string }[];
  /** The language of the operator's text (it may be the English fallback). */
  lang?: string;
}

const ROTATE_MS = 6000;

/**
 * The operator's slide picture: every width in srcset; the first slide's is the page's
 * largest paint, so it loads eagerly with high priority and the others lazily. On phones it sits
 * above the text.
 */
function SlideImage({ images, first, variant }: { images: { width: number; url: string }[]; first: boolean; variant?: string }) {
  const sized = images.filter((i) => i.width > 0);
  const src = sized.length ? sized[Math.min(1, sized.length - 1)].url : images[0].url;
  const frame =
    variant === 'full-bleed'
      ? 'slide-art-bleed'
      : variant === 'split'
        ? 'md:order-1 md:m-4 md:rounded-theme md:shadow-2xl md:ring-1 md:ring-border'
        : variant === 'carousel'
          ? // The carousel's art panel is cut on a slant: its silhouette tells it from split and full-bleed.
            'md:[clip-path:polygon(14%_0,100%_0,100%_100%,0_100%)]'
          : '';
  return (
    <div className={`slide-art ${frame}`}>
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
      {variant === 'full-bleed' && <div aria-hidden="true" className="slide-fade" />}
    </div>
  );
}

/** Decorative art drawn from the palette: no image request, and no text on the gradient. */
function SlideArt({ slide, index, variant }: { slide: Slide; index: number; variant?: string }) {
  if (slide.images?.length) return <SlideImage images={slide.images} first={index === 0} variant={variant} />;
  // Drawn scene of the slide's category (hero-art.tsx); full-bleed lays it under the text.
  return (
    <div
      aria-hidden="true"
      className={`relative hidden overflow-hidden md:block ${variant === 'full-bleed' ? 'md:absolute md:inset-0' : ''} ${variant === 'split' ? 'md:order-1' : ''}`}
    >
      <HeroArt motif={slide.icon} index={index} />
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
  const Heading = variant === 'board' ? 'h2' : 'h1';
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [reduced, setReduced] = useState(true); // the server never rotates; the client decides after mount
  const root = useRef<HTMLElement>(null);
  const n = slides.length;
  // Compositions: compact and board keep the hero low; split mirrors it (art first);
  // full-bleed lays the text over the art.
  const compact = variant === 'compact' || variant === 'board';
  const bleed = variant === 'full-bleed';
  const mirrored = variant === 'split';
  const slideGrid = bleed
    ? 'relative md:min-h-[440px]'
    : compact
      ? 'md:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] md:min-h-[220px]'
      : mirrored
        ? 'md:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] md:min-h-[340px]'
        : 'md:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] md:min-h-[340px]';

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
      {/* After the odds board (the `board` composition) the page's h1 is above the board: here an h2. */}
      <Heading id="hero-heading" className="absolute left-5 top-4 z-10 text-xs font-bold uppercase tracking-[0.2em] text-muted md:left-8 md:top-6">
        {heading}
      </Heading>
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
              className={`slide ${slideGrid}`}
            >
              <div
                className={`slide-text ${compact ? 'md:pb-16 md:pt-12' : 'md:pb-20 md:pt-16'} ${s.images?.length ? 'pb-4' : 'pb-16'} ${mirrored ? 'md:order-2' : ''} ${bleed ? 'slide-text-bleed' : ''}`}
              >
                {s.eyebrow && (
                  <p className="flex items-center gap-2 text-sm font-semibold text-accent">
                    <Icon name={s.icon} className="h-4 w-4 md:hidden" />
                    {s.eyebrow}
                  </p>
                )}
                <h2 className={`mt-1 text-2xl font-extrabold leading-tight md:mt-2 ${compact ? 'md:text-3xl' : 'md:text-5xl'}`}>{s.title}</h2>
                {/* On a phone the slide is a banner (title and call to action): the first row of games stays on the first screen. */}
                <p className="mt-3 hidden max-w-xl text-muted md:block">{s.text}</p>
                {s.cta.label && (
                  <div className="mt-3 md:mt-6">
                    <ButtonLink to={s.cta.to}>{s.cta.label}</ButtonLink>
                  </div>
                )}
              </div>
              <SlideArt slide={s} index={i} variant={variant} />
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

/**
 * The card composition: every slide at once as a card (art over text), three a row on
 * desktops, a swipeable row on phones. Nothing moves by itself, so no controls are needed.
 */
export function HeroCards({ heading, slides }: { heading: string; slides: Slide[] }) {
  return (
    <section aria-labelledby="hero-heading" data-testid="hero-carousel" data-hero="cards" data-source={slides.some((s) => s.images) ? 'operator' : 'theme'}>
      <h1 id="hero-heading" className="mb-3 text-xs font-bold uppercase tracking-[0.2em] text-muted">
        {heading}
      </h1>
      <ul className="no-scrollbar -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:grid-cols-3 md:overflow-visible md:px-0">
        {slides.slice(0, 3).map((s, i) => (
          <li
            key={s.id}
            data-testid="hero-slide"
            lang={s.lang}
            className="flex w-[82%] shrink-0 snap-start flex-col overflow-hidden rounded-theme border border-border bg-surface shadow-lg md:w-auto"
          >
            <div className="relative aspect-[4/1] overflow-hidden bg-surface-2 md:aspect-video">
              {s.images?.length ? (
                <CardImage images={s.images} first={i === 0} />
              ) : (
                <div aria-hidden="true" className="absolute inset-0">
                  <HeroArt motif={s.icon} index={i} />
                </div>
              )}
            </div>
            <div className="flex flex-1 flex-col gap-2 p-3 md:p-5">
              {s.eyebrow && <p className="text-sm font-semibold text-accent">{s.eyebrow}</p>}
              <h2 className="text-xl font-extrabold leading-tight md:text-2xl">{s.title}</h2>
              <p className="line-clamp-2 hidden text-sm text-muted md:block">{s.text}</p>
              {s.cta.label && (
                <div className="mt-auto pt-2">
                  <ButtonLink to={s.cta.to}>{s.cta.label}</ButtonLink>
                </div>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function CardImage({ images, first }: { images: { width: number; url: string }[]; first: boolean }) {
  const sized = images.filter((i) => i.width > 0);
  return (
    <img
      src={sized.length ? sized[0].url : images[0].url}
      srcSet={sized.length ? sized.map((i) => `${i.url} ${i.width}w`).join(', ') : undefined}
      sizes="(min-width: 1280px) 400px, (min-width: 768px) 32vw, 82vw"
      alt=""
      width={1600}
      height={900}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      decoding={first ? 'sync' : 'async'}
      className="absolute inset-0 h-full w-full object-cover"
      data-testid="slide-image"
    />
  );
}
