import { data, Form, redirect, useActionData, useLoaderData } from 'react-router';
import { z } from 'zod';
import { WelcomeRequest } from '#contract/console.ts';
import { checkForm, formFields, type FormFailure } from '~/lib/shared/forms.ts';
import { Button, Field, FormMessage, textOf } from '../components/parts.tsx';
import { consoleOf, formOf, metaOf, refusalOf } from '../console.server.ts';
import type { Route } from './+types/welcome';

export const meta: Route.MetaFunction = () => [{ title: 'Welcome · Console' }];

/** A new member's one-time link: they choose a password, then set up their authenticator. */
export function loader(args: Route.LoaderArgs) {
  consoleOf(args);
  return { token: (new URL(args.request.url).searchParams.get('token') ?? '').slice(0, 128) };
}

const WelcomeForm = WelcomeRequest.extend({ confirm: z.string() }).refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'passwordsDiffer' });

export async function action(args: Route.ActionArgs) {
  const c = consoleOf(args);
  const checked = checkForm(WelcomeForm, formFields(await formOf(args.request)));
  if (!checked.ok) return data<FormFailure>(checked.failure, { status: 400 });
  try {
    const s = await c.backend.welcome(checked.value.token, checked.value.password, metaOf(args));
    c.openSession(s.token, s.expiresAt);
  } catch (err) {
    const r = refusalOf(err);
    if (!r) throw err;
    return data<FormFailure>({ ok: false, message: r.message }, { status: 400 });
  }
  throw redirect('/console/totp');
}

const WELCOME_TEXTS: Record<string, string> = {
  invalidLink: 'This link has been used or has expired: ask your administrator for a new one.',
  passwordsDiffer: 'The two passwords differ.',
};
const text = (key: string) =>
  WELCOME_TEXTS[key] ?? (key in { required: 1 } ? textOf(key) : 'Choose a password of at least 8 characters with a letter and a digit.');

export default function Welcome() {
  const { token } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const fieldError = (name: string) => (failure?.fieldErrors?.[name] ? text(failure.fieldErrors[name]) : undefined);
  return (
    <main className="grid min-h-dvh place-items-center bg-bg p-4 text-text">
      <div className="w-full max-w-sm rounded-theme border border-border bg-surface p-6 shadow-sm">
        <p className="mb-1 text-sm font-semibold uppercase tracking-wide text-muted">Operator console</p>
        <h1 className="mb-4 text-2xl font-bold">Welcome</h1>
        <Form method="post" className="grid gap-4" noValidate>
          <input type="hidden" name="token" value={token} />
          {(failure?.message || failure?.fieldErrors?.token) && <FormMessage>{text(failure?.message ?? 'invalidLink')}</FormMessage>}
          <Field label="New password" name="password" type="password" autoComplete="new-password" required error={fieldError('password')} />
          <Field label="The same password again" name="confirm" type="password" autoComplete="new-password" required error={fieldError('confirm')} />
          <Button type="submit">Set password</Button>
        </Form>
      </div>
    </main>
  );
}
