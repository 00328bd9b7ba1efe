import { data, Form, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import { z } from 'zod';
import { StaffSignInRequest, TotpCode } from '#contract/console.ts';
import { checkForm, formFields, type FormFailure } from '~/lib/shared/forms.ts';
import { Button, Field, FormMessage, textOf } from '../components/parts.tsx';
import { consoleOf, formOf, metaOf, refusalOf, safeNext, viewerOf } from '../console.server.ts';
import type { Route } from './+types/sign-in';

export const meta: Route.MetaFunction = () => [{ title: 'Sign in · Console' }];

export async function loader(args: Route.LoaderArgs) {
  const next = safeNext(new URL(args.request.url).searchParams.get('next'));
  if (await viewerOf(args)) throw redirect(next);
  return { next };
}

const PasswordStep = StaffSignInRequest.pick({ email: true, password: true });
const CodeStep = z.object({ email: StaffSignInRequest.shape.email, ticket: z.string().min(1).max(1000), code: TotpCode });

type Failure = FormFailure & { retryAfter?: number; step: 'password' | 'code'; email?: string; ticket?: string };

/**
 * Two steps: the email and password, then (for a member with an authenticator) its code. The
 * code step carries the sealed ticket the password step gave (api/console/staff.ts: bound to the
 * member and the password, good for five minutes), never the password itself.
 */
export async function action(args: Route.ActionArgs) {
  const c = consoleOf(args);
  const fields = formFields(await formOf(args.request));
  const next = safeNext(fields.next);
  const step = fields.intent === 'code' ? 'code' : 'password';
  const fail = (f: Omit<Failure, 'ok' | 'step'>, status = 400) =>
    data<Failure>({ ok: false, step, ...(step === 'code' ? { email: fields.email, ticket: fields.ticket } : {}), ...f }, { status });
  const checkedFields = checkForm(step === 'code' ? CodeStep : PasswordStep, fields);
  if (!checkedFields.ok) return fail({ fieldErrors: checkedFields.failure.fieldErrors });
  try {
    let s;
    if (step === 'code') {
      const v = checkedFields.value as z.infer<typeof CodeStep>;
      s = await c.backend.signInWithTicket(v.ticket, v.code, metaOf(args));
    } else {
      const v = checkedFields.value as z.infer<typeof PasswordStep>;
      const { codeNeeded, ticket } = await c.backend.checkPassword(v.email, v.password, metaOf(args));
      if (codeNeeded && ticket)
        return data<Failure | { ok: true; step: 'code'; email: string; ticket: string }>({ ok: true, step: 'code', email: v.email, ticket });
      s = await c.backend.signIn(v.email, v.password, undefined, metaOf(args));
    }
    c.openSession(s.token, s.expiresAt);
    throw redirect(s.enrolment ? '/console/totp' : next);
  } catch (err) {
    const r = refusalOf(err);
    if (!r) throw err;
    return fail({ message: r.message, retryAfter: r.retryAfter }, r.message === 'tooManyAttempts' || r.message === 'busy' ? 429 : 400);
  }
}

export default function SignIn() {
  const { next } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const codeStep = result?.step === 'code' && !!result.email;
  const failure = result && !result.ok ? result : undefined;
  const fieldError = (name: string) => {
    const key = failure?.fieldErrors?.[name];
    return key ? textOf(key) : undefined;
  };
  return (
    <main className="grid min-h-dvh place-items-center bg-bg p-4 text-text">
      <div className="w-full max-w-sm rounded-theme border border-border bg-surface p-6 shadow-sm">
        <p className="mb-1 text-sm font-semibold uppercase tracking-wide text-muted">Operator console</p>
        <h1 className="mb-4 text-2xl font-bold">{codeStep ? 'Enter your code' : 'Sign in'}</h1>
        <Form method="post" className="grid gap-4" noValidate>
          <input type="hidden" name="next" value={next} />
          {failure?.message && <FormMessage>{textOf(failure.message, failure.retryAfter)}</FormMessage>}
          {codeStep ? (
            <>
              <input type="hidden" name="intent" value="code" />
              <input type="hidden" name="email" value={result.email} />
              <input type="hidden" name="ticket" value={result.ticket} />
              <p className="text-sm text-muted">
                Signing in as <strong className="text-text">{result.email}</strong>.
              </p>
              <Field
                label="Authenticator code"
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]*"
                maxLength={6}
                required
                hint="The 6 digits your authenticator app shows now."
                error={fieldError('code')}
              />
            </>
          ) : (
            <>
              <input type="hidden" name="intent" value="password" />
              <Field label="Email" name="email" type="email" autoComplete="username" required error={fieldError('email')} />
              <Field label="Password" name="password" type="password" autoComplete="current-password" required error={fieldError('password')} />
            </>
          )}
          <Button type="submit" aria-disabled={busy || undefined}>
            {codeStep ? 'Verify and sign in' : 'Continue'}
          </Button>
          {codeStep && (
            <a href={`/console/sign-in?next=${encodeURIComponent(next)}`} className="text-center text-sm text-accent underline">
              Start again
            </a>
          )}
        </Form>
      </div>
    </main>
  );
}
