import { Link } from 'react-router';
import { useTranslation } from '~/i18n/use-translation.ts';
import type { ContentNode } from '#contract/index.ts';
import type { Game } from '#contract/product.ts';
import type { ContentSlide } from '#contract/content.ts';
import { ButtonLink } from '~/ui/button.tsx';
import { Icon } from '~/ui/icon.tsx';
import { formatNumber } from '~/lib/shared/format.ts';
import { useLayoutStore } from '~/stores/layout-store.ts';
import { useUserStore } from '~/stores/user-store.ts';
import type { Family, Look } from '~/themes/templates.ts';
import { HeroCards, HeroCarousel, type Slide } from './hero-carousel.tsx';
import { HeroArt } from './hero-art.tsx';

/** Categories each family puts forward first in its hero. */
const FAMILY_FIRST: Record<Family, string[]> = {
  casino: ['livecasino', 'table', 'slots'],
  slot: ['slots', 'fish', 'arcade'],
  sportsbook: ['sportsbook', 'horseracing', 'livecasino'],
};

function useWelcome(family: Family | null) {
  const { t } = useTranslation();
  const site = useLayoutStore((s) => s.site);
  const isAuthenticated = useUserStore((s) => s.isAuthenticated);
  const name = site?.site_name ?? '';
  return {
    name,
    title: t('home.welcomeTitle', { site: name, defaultValue: `Welcome to ${name}` }),
    text:
      family === 'casino'
        ? t('home.heroTextCasino', 'Live dealers, roulette and blackjack tables, open around the clock.')
        : family === 'slot'
          ? t('home.heroTextSlot', 'Thousands of slots, with new releases every week.')
          : family === 'sportsbook'
            ? t('home.heroTextSportsbook', 'Football, basketball, tennis and more, with casino games on the side.')
            : t('home.heroText', 'Casino tables, slots and sports in one place, with fast payouts.'),
    cta: isAuthenticated ? { to: '/deposit', label: t('header.deposit', 'Deposit') } : { to: '/register', label: t('header.register', 'Register') },
  };
}

function useSlides(family: Family | null): Slide[] {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const menu = useLayoutStore((s) => s.content.menu);
  const welcome = useWelcome(family);
  const first = FAMILY_FIRST[family ?? 'casino'];
  const rank = (n: ContentNode) => {
    const i = first.indexOf(n.content_id);
    return i < 0 ? first.length : i;
  };
  const cats = menu
    .filter((n) => n.route && n.content_id !== 'hot' && (n.game_count ?? 0) > 0)
    .sort((a, b) => rank(a) - rank(b) || (b.game_count ?? 0) - (a.game_count ?? 0))
    .slice(0, 3);
  return [
    { id: 'welcome', eyebrow: t('home.featured', 'Featured'), title: welcome.title, text: welcome.text, cta: welcome.cta, icon: 'star' },
    ...cats.map((n) => {
      const name = t(`category.${n.content_id}`, n.name);
      const count = n.game_count ?? 0;
      return {
        id: n.content_id,
        eyebrow: name,
        title: t('home.slideCategoryTitle', { category: name, site: welcome.name, defaultValue: `${name} at ${welcome.name}` }),
        text: t('home.slideCategoryText', { count, defaultValue: `${formatNumber(count, lng)} games to explore, from the newest releases to the classics.` }),
        cta: { to: n.route!, label: t('home.playNow', 'Play now') },
        icon: n.content_id,
        figure: formatNumber(count, lng),
      };
    }),
    {
      id: 'promotions',
      eyebrow: t('nav.promotions', 'Promotions'),
      title: t('home.slidePromoTitle', 'Bonuses every week'),
      text: t('home.slidePromoText', 'See the current offers, missions and the VIP programme.'),
      cta: { to: '/promotions', label: t('home.seePromotions', 'See promotions') },
      icon: 'gift',
    },
  ];
}

/** Two columns: welcome text with calls to action, and a featured-games tile. */
function HeroSplit({ games, family }: { games: Game[]; family: Family | null }) {
  const { t } = useTranslation();
  const welcome = useWelcome(family);
  const featured = [...games.filter((g) => g.featured), ...games.filter((g) => !g.featured)].slice(0, 4);
  return (
    <section aria-labelledby="hero-heading" className="grid gap-4 md:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)]" data-hero="split" data-testid="hero-split">
      <div
        className="flex flex-col justify-center rounded-theme border border-border p-5 md:p-10"
        style={{ background: 'linear-gradient(135deg, var(--surface) 0%, var(--surface-2) 100%)' }}
      >
        <p className="text-sm font-semibold uppercase tracking-widest text-accent">{welcome.name}</p>
        <h1 id="hero-heading" className="mt-2 text-2xl font-extrabold leading-tight md:text-4xl">
          {welcome.title}
        </h1>
        {/* On a phone the hero is a banner (title and calls to action): the first row of games stays on the first screen. */}
        <p className="mt-3 hidden max-w-xl text-muted md:block">{welcome.text}</p>
        <div className="mt-4 flex flex-wrap gap-3 md:mt-6">
          <ButtonLink to={welcome.cta.to}>{welcome.cta.label}</ButtonLink>
          <ButtonLink to="/promotions" variant="secondary">
            {t('nav.promotions', 'Promotions')}
          </ButtonLink>
        </div>
      </div>
      {featured.length > 0 && (
        <div className="hidden rounded-theme border border-border bg-surface p-4 md:block" data-testid="featured-tile">
          <div className="mb-3 flex items-center justify-between">
            <h2 className="flex items-center gap-2 font-bold">
              <Icon name="star" className="h-5 w-5 text-accent" />
              {t('home.featuredGames', 'Featured games')}
            </h2>
            <Link to="/hot" className="text-sm font-semibold text-accent hover:underline">
              {t('site.seeAll', 'See all')}
            </Link>
          </div>
          <ul className="grid grid-cols-2 gap-3">
            {featured.map((g) => (
              <li key={`${g.provider_code}:${g.game_code}`}>
                <Link
                  to={`/playnow?provider=${encodeURIComponent(g.provider_code)}&game=${encodeURIComponent(g.game_code)}`}
                  className="group flex items-center gap-3 rounded-theme border border-border bg-surface-2 p-2 transition hover:border-accent"
                >
                  <img src={g.game_image} alt="" width={48} height={64} loading="lazy" className="h-16 w-12 shrink-0 rounded-theme object-cover" />
                  <span className="min-w-0">
                    <span className="block truncate text-sm font-semibold">{g.game_name}</span>
                    <span className="block truncate text-xs text-muted">{t('home.playNow', 'Play now')}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/** A slim banner strip: heading, one line and the main call to action. */
function HeroCompact({ family }: { family: Family | null }) {
  const { t } = useTranslation();
  const welcome = useWelcome(family);
  return (
    <section
      aria-labelledby="hero-heading"
      className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-theme border border-border px-4 py-3 md:px-6"
      style={{ background: 'linear-gradient(90deg, var(--surface-2) 0%, var(--surface) 100%)' }}
      data-hero="compact"
      data-testid="hero-compact"
    >
      <span aria-hidden="true" className="relative hidden h-16 w-28 shrink-0 overflow-hidden rounded-theme sm:block">
        <HeroArt motif={family === 'sportsbook' ? 'sportsbook' : family === 'slot' ? 'slots' : 'livecasino'} />
      </span>
      <div className="min-w-[12rem] flex-1">
        <h1 id="hero-heading" className="text-lg font-extrabold leading-tight md:text-xl">
          {welcome.title}
        </h1>
        <p className="hidden truncate text-sm text-muted sm:block">{welcome.text}</p>
      </div>
      <div className="flex gap-2">
        <span className="hidden sm:contents">
          <ButtonLink to="/promotions" variant="secondary">
            {t('nav.promotions', 'Promotions')}
          </ButtonLink>
        </span>
        <ButtonLink to={welcome.cta.to}>{welcome.cta.label}</ButtonLink>
      </div>
    </section>
  );
}

/** The operator's slides (fetch_slide) as the carousel shows them. */
const fromOperator = (slides: ContentSlide[]): Slide[] =>
  slides.map((s) => ({
    id: `op-${s.id}`,
    title: s.title,
    text: s.text,
    cta: { to: s.link ?? '', label: s.link ? s.cta : '' },
    icon: 'star',
    images: s.images,
    lang: s.lang,
  }));

export function HomeHero({
  variant,
  family,
  games,
  operatorSlides,
}: {
  variant: Look['hero'];
  family: Family | null;
  games: Game[];
  operatorSlides?: ContentSlide[];
}) {
  const slides = useSlides(family);
  const name = useLayoutStore((s) => s.site?.site_name ?? '');
  // The operator's own slides replace the theme's hero, whatever its variant (the page keeps the variant's name).
  if (operatorSlides?.length) {
    const own = fromOperator(operatorSlides);
    return variant === 'cards' ? <HeroCards heading={name} slides={own} /> : <HeroCarousel heading={name} slides={own} variant={variant} />;
  }
  if (variant === 'cards') return <HeroCards heading={name} slides={slides} />;
  if (variant === 'carousel' || variant === 'full-bleed' || variant === 'board') return <HeroCarousel heading={name} slides={slides} variant={variant} />;
  if (variant === 'compact') return <HeroCompact family={family} />;
  return <HeroSplit games={games} family={family} />;
}
