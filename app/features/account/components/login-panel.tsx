import { Tabs } from 'radix-ui';
import { Link } from 'react-router';
import { useTranslation } from '~/i18n/use-translation.ts';
import { CodeLoginForm } from './code-login-form.tsx';
import { LoginForm } from './login-form.tsx';

const TAB = 'flex-1 rounded-theme px-3 py-2 text-sm font-semibold text-muted data-[state=active]:bg-accent data-[state=active]:text-accent-text';

/** Password or one-time-code sign-in, used by the /login page and the login modal. */
export function LoginPanel({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  return (
    <Tabs.Root defaultValue="password">
      <Tabs.List aria-label={t('auth.signIn', 'Sign in')} className="mb-5 flex flex-wrap gap-1 rounded-theme bg-surface-2 p-1">
        <Tabs.Trigger value="password" className={TAB}>
          {t('auth.password', 'Password')}
        </Tabs.Trigger>
        <Tabs.Trigger value="code" className={TAB}>
          {t('auth.signInWithCode', 'Sign in with a code')}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="password">
        <LoginForm onDone={onDone} />
      </Tabs.Content>
      <Tabs.Content value="code">
        <CodeLoginForm onDone={onDone} />
        <p className="mt-4 text-center text-sm">
          <Link to="/register" className="text-accent hover:underline">
            {t('auth.noAccount', 'Create an account')}
          </Link>
        </p>
      </Tabs.Content>
    </Tabs.Root>
  );
}
