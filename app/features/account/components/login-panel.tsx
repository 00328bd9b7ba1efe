import { useRef, useState, type KeyboardEvent } from 'react';
import { Link, useActionData, useLocation } from 'react-router';
import { useTranslation } from '~/i18n/use-translation.ts';
import { CODE_INTENTS, CodeLoginForm } from './code-login-form.tsx';
import { LoginForm } from './login-form.tsx';
import type { AccountResult } from './use-account-form.ts';

const TAB = 'flex-1 rounded-theme px-3 py-2 text-center text-sm font-semibold text-muted aria-selected:bg-accent aria-selected:text-accent-text';
const TABS = ['password', 'code'] as const;
type Tab = (typeof TABS)[number];

/**
 * Password or one-time-code sign-in, used by the /login page and the login modal. The tabs are
 * links (`?tab=code`), so they switch without scripts too; with scripts they switch in place,
 * with the arrow keys of a tab list.
 */
export function LoginPanel() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  // Posted without scripts: the page comes back on the tab of the form that was sent.
  const posted = useActionData<AccountResult>();
  const asked = new URLSearchParams(search).get('tab') === 'code' || (!!posted?.intent && (CODE_INTENTS as readonly string[]).includes(posted.intent));
  const [tab, setTab] = useState<Tab>(asked ? 'code' : 'password');
  const refs = useRef<Partial<Record<Tab, HTMLAnchorElement | null>>>({});
  const hrefOf = (to: Tab) => {
    const q = new URLSearchParams(search);
    if (to === 'code') q.set('tab', 'code');
    else q.delete('tab');
    const s = q.toString();
    return `${pathname}${s ? `?${s}` : ''}`;
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length];
    setTab(next);
    refs.current[next]?.focus();
  };
  const labels: Record<Tab, string> = { password: t('auth.password', 'Password'), code: t('auth.signInWithCode', 'Sign in with a code') };
  return (
    <div>
      <div role="tablist" aria-label={t('auth.signIn', 'Sign in')} className="mb-5 flex flex-wrap gap-1 rounded-theme bg-surface-2 p-1">
        {TABS.map((name) => (
          <Link
            key={name}
            ref={(el) => {
              refs.current[name] = el;
            }}
            to={hrefOf(name)}
            replace
            preventScrollReset
            role="tab"
            id={`sign-in-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`sign-in-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            className={TAB}
            onKeyDown={onKeyDown}
            onClick={(e) => {
              e.preventDefault();
              setTab(name);
            }}
          >
            {labels[name]}
          </Link>
        ))}
      </div>
      <div role="tabpanel" id={`sign-in-panel-${tab}`} aria-labelledby={`sign-in-tab-${tab}`}>
        {tab === 'password' ? (
          <LoginForm />
        ) : (
          <>
            <CodeLoginForm />
            <p className="mt-4 text-center text-sm">
              <Link to="/register" className="text-accent hover:underline">
                {t('auth.noAccount', 'Create an account')}
              </Link>
            </p>
          </>
        )}
      </div>
    </div>
  );
}
