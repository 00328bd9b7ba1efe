import { data, Form, Link, redirect, useActionData, useLoaderData } from 'react-router';
import { TotpConfirmRequest } from '#contract/console.ts';
import { checkForm, formFields, type FormFailure } from '~/lib/shared/forms.ts';
import { Button, Field, FormMessage, textOf } from '../components/parts.tsx';
import { consoleOf, formOf, metaOf, refusalOf, requireViewer } from '../console.server.ts';
import type { Route } from './+types/totp';

export const meta: Route.MetaFunction = () => [{ title: 'Authenticator · Console' }];

/** Setting up an authenticator app: its secret as text (type it in, or open the otpauth link), then one code to confirm. */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireViewer(args, { enrolment: true });
  if (viewer.member.totp_enabled) return { enrolled: true as const, required: viewer.needsEnrolment };
  const c = consoleOf(args);
  const enrolment = await c.backend.enrolment(c.token!);
  return { enrolled: false as const, required: viewer.needsEnrolment, ...enrolment };
}

export async function action(args: Route.ActionArgs) {
  const c = consoleOf(args);
  await requireViewer(args, { enrolment: true });
  const checked = checkForm(TotpConfirmRequest, formFields(await formOf(args.request)));
  if (!checked.ok) return data(checked.failure, { status: 400 });
  try {
    await c.backend.confirmTotp(c.token!, checked.value.code, metaOf(args));
  } catch (err) {
    const r = refusalOf(err);
    if (!r) throw err;
    return data<FormFailure>({ ok: false, message: r.message }, { status: 400 });
  }
  throw redirect('/console?totp=on');
}

/** The secret in groups of four, easier to type into an app. */
const grouped = (s: string) => s.match(/.{1,4}/g)?.join(' ') ?? s;

export default function Totp() {
  const d = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  return (
    <main className="grid min-h-dvh place-items-center bg-bg p-4 text-text">
      <div className="w-full max-w-lg rounded-theme border border-border bg-surface p-6 shadow-sm">
        <h1 className="mb-3 text-2xl font-bold">Authenticator app</h1>
        {d.enrolled ? (
          <>
            <p className="mb-4">An authenticator app is set up: every sign-in asks for its code.</p>
            <Link to="/console" className="text-accent underline">
              Back to the console
            </Link>
          </>
        ) : (
          <>
            {d.required && <p className="mb-3 font-medium">Set up an authenticator app before you use the console.</p>}
            <ol className="mb-4 list-decimal space-y-2 pl-5 text-sm">
              <li>Open your authenticator app and add an account by its setup key.</li>
              <li>
                Enter this key (time-based, 6 digits):
                <code data-testid="totp-secret" className="mt-1 block break-all rounded-theme bg-surface-2 px-3 py-2 font-mono text-base">
                  {grouped(d.secret)}
                </code>
              </li>
              <li>
                Or, on this device, open the setup link:{' '}
                <a className="break-all text-accent underline" href={d.uri} data-testid="totp-uri">
                  {d.uri}
                </a>
              </li>
              <li>Enter the code the app shows to finish.</li>
            </ol>
            <Form method="post" className="grid gap-4" noValidate>
              {failure?.message && <FormMessage>{textOf(failure.message)}</FormMessage>}
              <Field
                label="Code from the app"
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                required
                error={failure?.fieldErrors?.code ? textOf(failure.fieldErrors.code) : undefined}
              />
              <Button type="submit">Confirm</Button>
            </Form>
            {!d.required && (
              <p className="mt-4 text-sm">
                <Link to="/console" className="text-accent underline">
                  Not now
                </Link>
              </p>
            )}
          </>
        )}
      </div>
    </main>
  );
}
