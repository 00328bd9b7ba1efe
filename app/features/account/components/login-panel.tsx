import { Tabs } from 'radix-ui';
import { Link, useActionData } from 'react-router';
import { useTranslation } from '~/i18n/use-translation.ts';
import { CODE_INTENTS, CodeLoginForm } from './code-login-form.tsx';
import { LoginForm } from './login-form.tsx';
import type { AccountResult } from './use-account-form.ts';

const TAB = 'flex-1 rounded-theme px-3 py-2 text-sm font-semibold text-muted data-[state=active]:bg-accent data-[state=active]:text-accent-text';

/** Password or one-time-code sign-in, used by the /login page and the login modal. */
export function LoginPanel() {
  const { t } = useTranslation();
  // Posted without scripts: the page comes back on the tab of the form that was sent.
  const posted = useActionData<AccountResult>();
  const first = posted?.intent && (CODE_INTENTS as readonly string[]).includes(posted.intent) ? 'code' : 'password';
  return (
    <Tabs.Root defaultValue={first}>
      <Tabs.List aria-label={t('auth.signIn', 'Sign in')} className="mb-5 flex flex-wrap gap-1 rounded-theme bg-surface-2 p-1">
        <Tabs.Trigger value="password" className={TAB}>
          {t('auth.password', 'Password')}
        </Tabs.Trigger>
        <Tabs.Trigger value="code" className={TAB}>
          {t('auth.signInWithCode', 'Sign in with a code')}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="password">
        <LoginForm />
      </Tabs.Content>
      <Tabs.Content value="code">
        <CodeLoginForm />
        <p className="mt-4 text-center text-sm">
          <Link to="/register" className="text-accent hover:underline">
            {t('auth.noAccount', 'Create an account')}
          </Link>
        </p>
      </Tabs.Content>
    </Tabs.Root>
  );
}
