import { useEffect, useRef, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { DropdownMenu } from 'radix-ui';
import { Link, useRevalidator } from 'react-router';
import { useTranslation } from '~/i18n/use-translation.ts';
import { LANGUAGE_DEFS } from '#contract/languages.ts';
import type { LazyMenuProps, MenuOpening } from '~/ui/lazy-menu.tsx';
import { setLocale } from '~/lib/browser/locale.ts';
import { ensureLanguageFonts } from '~/i18n-fonts/index.ts';
import { useSignOut } from '~/features/account/components/sign-out.tsx';
import { useLayoutStore } from '~/stores/layout-store.ts';
import { useUserStore } from '~/stores/user-store.ts';
import { useInboxStore } from '~/features/engage/inbox-store.ts';

/**
 * The header's menus, loaded when one is about to open (MenuButton in ui/lazy-menu.tsx):
 * Radix DropdownMenu brings Popper and floating-ui, which no page needs before a menu opens.
 */

const CONTENT = 'z-50 rounded-theme border border-border bg-surface p-1 text-text shadow-xl';

/**
 * Opens the menu as the press on the plain button asked: by pointer it mounts open; by keyboard
 * the key is replayed on the Radix trigger, so Radix sees a keyboard opening and focuses the
 * first item (its document listener, set up by Root before this effect runs, notes the key).
 */
function useOpening(opening: MenuOpening) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || opening.by !== 'keyboard') return;
    el.focus();
    el.dispatchEvent(new KeyboardEvent('keydown', { key: opening.key, bubbles: true, cancelable: true }));
  }, [opening]);
  return ref;
}

const TABBABLE = 'a[href],button:not([disabled]),input:not([disabled]):not([type=hidden]),select:not([disabled]),textarea:not([disabled]),iframe,[tabindex]';

/**
 * Tab in an open menu (WAI-ARIA menu button): the menu closes and focus moves on to the control
 * after its button (Shift+Tab: before it), as if the menu had not been there. Radix keeps Tab in
 * the menu; moving focus out closes a non-modal menu, and its button does not take focus back.
 */
function tabOut(trigger: HTMLElement | null) {
  return (e: ReactKeyboardEvent) => {
    if (e.key !== 'Tab' || !trigger) return;
    const all = [...document.querySelectorAll<HTMLElement>(TABBABLE)].filter(
      (el) => el.tabIndex >= 0 && !el.closest('[inert],[data-radix-menu-content]') && el.getClientRects().length > 0,
    );
    const at = all.indexOf(trigger);
    const next = at < 0 ? trigger : (all[at + (e.shiftKey ? -1 : 1)] ?? trigger);
    e.preventDefault();
    next.focus();
  };
}

export function LanguageMenu({ trigger, opening }: LazyMenuProps) {
  const { i18n } = useTranslation();
  const { revalidate } = useRevalidator();
  const languages = useLayoutStore((s) => s.language).filter((l) => l.name);
  const ref = useOpening(opening);
  // Each language's own name in its own script (中文, नेपाली): their fonts' stylesheets come with the
  // menu, and the browser fetches only the unicode-range slices those few letters need (on
  // a system without CJK or Devanagari fonts the names showed as boxes until that language was on).
  useEffect(() => {
    for (const l of languages) {
      const lng = LANGUAGE_DEFS.find((d) => d.code === l.code)?.lng;
      if (lng && lng !== i18n.language) ensureLanguageFonts(lng);
    }
  }, [languages, i18n.language]);
  return (
    // Not modal (WAI-ARIA menu button): the page stays in the accessibility tree and Tab or a click
    // outside closes the menu, instead of a hidden page whose controls could still take focus.
    <DropdownMenu.Root defaultOpen={opening.by === 'pointer'} modal={false}>
      <DropdownMenu.Trigger ref={ref} {...trigger} />
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className={`${CONTENT} min-w-44`} onKeyDown={(e) => tabOut(ref.current)(e)}>
          {languages.map((l) => (
            <DropdownMenu.Item
              key={l.code}
              onSelect={() => void setLocale(i18n, l.code, revalidate)}
              className="cursor-pointer rounded-theme px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface-2"
              data-lang={l.code}
            >
              <span lang={LANGUAGE_DEFS.find((d) => d.code === l.code)?.lng}>{l.name}</span>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

const ACCOUNT_LINKS = [
  ['/account', 'nav.account'],
  ['/profile', 'nav.profile'],
  ['/withdrawal', 'nav.withdrawal'],
  ['/transaction-history', 'nav.transactionHistory'],
  ['/inbox', 'nav.inbox'],
  ['/vip', 'nav.vip'],
  // The engagement loop.
  ['/mission', 'nav.mission'],
  ['/spin', 'nav.spin'],
  // Limits, reality check, time-out and self-exclusion.
  ['/responsible-gaming', 'nav.safeGambling'],
] as const;

export function AccountMenu({ trigger, opening }: LazyMenuProps) {
  const { t } = useTranslation();
  const user = useUserStore((s) => s.user);
  const unread = useInboxStore((s) => s.unread);
  const signOut = useSignOut();
  const ref = useOpening(opening);
  return (
    // Not modal (WAI-ARIA menu button): the page stays in the accessibility tree and Tab or a click
    // outside closes the menu, instead of a hidden page whose controls could still take focus.
    <DropdownMenu.Root defaultOpen={opening.by === 'pointer'} modal={false}>
      <DropdownMenu.Trigger ref={ref} {...trigger} />
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className={`${CONTENT} min-w-52`} onKeyDown={(e) => tabOut(ref.current)(e)}>
          <DropdownMenu.Label className="px-3 py-2 text-xs text-muted">{user?.account_id}</DropdownMenu.Label>
          {ACCOUNT_LINKS.map(([to, key]) => (
            <DropdownMenu.Item
              key={to}
              asChild
              className="flex items-center justify-between gap-3 rounded-theme px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface-2"
            >
              <Link to={to}>
                {t(key)}
                {to === '/inbox' && unread > 0 && (
                  <span className="rounded-full bg-accent px-1.5 text-xs font-bold text-accent-text">
                    <span aria-hidden="true">{unread}</span>
                    <span className="sr-only">{t('header.inboxUnread', { count: unread, defaultValue: 'Inbox, unread: {{count}}' })}</span>
                  </span>
                )}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item
            onSelect={signOut}
            className="cursor-pointer rounded-theme px-3 py-2 text-sm text-danger outline-none data-[highlighted]:bg-surface-2"
            data-testid="logout"
          >
            {t('header.logout', 'Log out')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
