import { Link } from 'react-router';
import { useTranslation } from '~/i18n/use-translation.ts';
import { SiteLogo } from '~/features/site/components/parts.tsx';
import { Icon } from '~/ui/icon.tsx';
import type { LayoutProps } from './registry.tsx';

/** A full-screen layout for the rewards minigame, opened in its own tab. */
export function MinigameLayout({ children }: LayoutProps) {
  const { t } = useTranslation();
  return (
    <div className="min-h-dvh bg-bg text-text font-theme flex flex-col">
      <header className="flex items-center justify-between bg-header px-4 py-3 text-header-text">
        <SiteLogo />
        <Link to="/" className="flex items-center gap-1 text-sm hover:text-accent">
          <Icon name="back" className="h-4 w-4" /> {t('site.home', 'Home')}
        </Link>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
    </div>
  );
}
