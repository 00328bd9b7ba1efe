import { Link } from 'react-router';
import { useTranslation } from '~/i18n/use-translation.ts';
import { useLayoutStore } from '~/stores/layout-store.ts';
import { FOOTER_LINKS, SiteLogo } from './parts.tsx';

/**
 * The centred footer: logo, the CMS links in one centred line with dots between them,
 * the category names as a second line, and the 18+ note and copyright under an accent rule.
 */
export function CenteredFooter() {
  const { t } = useTranslation();
  const site = useLayoutStore((s) => s.site);
  const menu = useLayoutStore((s) => s.content.menu);
  const showReferral = useLayoutStore((s) => s.show_referral);
  const showLeaderboard = useLayoutStore((s) => s.show_leaderboard);
  const year = new Date().getFullYear();
  return (
    <footer className="mt-12 border-t border-border bg-surface pb-20 text-center text-text md:pb-16" data-footer="centered">
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-5 px-4 py-10">
        <SiteLogo className="site-logo text-xl" />
        <nav aria-label={t('footer.links', 'Information')} className="max-w-full">
          <ul className="flex flex-wrap justify-center gap-x-1 gap-y-2 text-sm">
            {FOOTER_LINKS.map(([to, key], i) => (
              <li key={to} className="foot-item">
                {i > 0 && (
                  <span aria-hidden="true" className="text-muted">
                    ·
                  </span>
                )}
                <Link to={to} className="foot-link">
                  {t(key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <ul className="flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm font-semibold">
          {(
            [
              ['/promotions', 'nav.promotions'],
              ['/vip', 'nav.vip'],
              ...(showLeaderboard ? [['/leaderboard', 'nav.leaderboard']] : []),
              ['/mission', 'nav.mission'],
              ...(showReferral ? [['/referral', 'nav.referral']] : []),
            ] as const
          ).map(([to, key]) => (
            <li key={to}>
              <Link to={to} className="hover:text-accent hover:underline">
                {t(key)}
              </Link>
            </li>
          ))}
        </ul>
        <nav aria-label={t('site.games', 'Games')}>
          <ul className="flex flex-wrap justify-center gap-2 text-xs">
            {menu
              .filter((n) => n.route)
              .map((n) => (
                <li key={n.content_id}>
                  <Link to={n.route!} className="foot-chip">
                    {t(`category.${n.content_id}`, n.name)}
                  </Link>
                </li>
              ))}
          </ul>
        </nav>
        <div className="h-px w-24 bg-accent" aria-hidden="true" />
        <p className="text-xs text-muted">{t('footer.responsibleGamingNote', '18+ Play responsibly.')}</p>
        <p className="text-xs text-muted">{t('footer.copyright', { year, site: site?.site_name ?? '', defaultValue: `© ${year} ${site?.site_name ?? ''}` })}</p>
      </div>
    </footer>
  );
}
