import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { Link } from 'react-router';

/** The console's texts for the keys its server answers with (the console is in English). */
const TEXTS: Record<string, string> = {
  required: 'This field is required.',
  invalidEmail: 'Enter an email address.',
  totpFormat: 'Enter the 6 digits your authenticator app shows.',
  invalidCredentials: 'The email, password or code is not right.',
  invalidCode: 'That code is not right: enter the one your app shows now.',
  busy: 'The server is busy. Try again in a moment.',
  totpEnrolled: 'An authenticator is already set up for this account.',
  alreadyBlocked: 'This player is already blocked.',
  notBlocked: 'This player is not blocked.',
  invalidRequest: 'Check what you entered.',
  tooLong: 'This is too long.',
  signedOut: 'Your session has ended: sign in again.',
  amountFormat: 'Enter an amount such as 250.00.',
  insufficientBalance: 'The balance is smaller than this debit.',
  ownAdjustment: 'You asked for this adjustment: another member approves or rejects it.',
  alreadyDecided: 'This was decided meanwhile.',
  dateFormat: 'Enter a date as YYYY-MM-DD.',
  dateOrder: 'This date is before the first one.',
  segmentTooLarge: 'This segment is too large for one message: narrow it.',
  alreadySent: 'This message was already sent (the same form was sent twice). Nothing was sent again.',
  notReachable: 'This player cannot receive messages now (unknown, blocked, or in a time-out or self-exclusion).',
  scoreFormat: 'Enter a whole number of points or goals.',
  eventNotFound: 'The feed no longer has this event.',
  eventSettled: 'This event already has another result.',
  scoreRequired: 'Enter both scores.',
  invalidHalfTime: 'The half-time score cannot be above the final score.',
};

export function textOf(key: string, retryAfter?: number) {
  if (key === 'tooManyAttempts') {
    const minutes = Math.max(1, Math.ceil((retryAfter ?? 60) / 60));
    return `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  }
  return TEXTS[key] ?? 'Something went wrong. Try again.';
}

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** A labelled input, its hint and its error tied to it for screen readers. */
export function Field({ label, error, hint, className = '', ...rest }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className={`w-full rounded-theme border bg-surface px-3 py-2 text-text ${error ? 'border-danger' : 'border-field-border'}`}
        {...rest}
      />
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-danger" data-testid={`error-${rest.name ?? id}`}>
          {error}
        </p>
      )}
    </div>
  );
}

export function Button({
  kind = 'primary',
  className = '',
  ...rest
}: React.ButtonHTMLAttributes<HTMLButtonElement> & { kind?: 'primary' | 'plain' | 'danger' }) {
  const look =
    kind === 'primary'
      ? 'bg-accent text-accent-text border-accent'
      : kind === 'danger'
        ? 'bg-surface text-danger border-danger'
        : 'bg-surface text-text border-field-border';
  return (
    <button
      className={`inline-flex min-h-10 items-center justify-center rounded-theme border px-4 py-2 text-sm font-semibold ${look} ${className}`}
      {...rest}
    />
  );
}

/** A message about the whole form (read out when it appears). */
export function FormMessage({ children, tone = 'danger' }: { children: ReactNode; tone?: 'danger' | 'success' }) {
  return (
    <p
      role={tone === 'danger' ? 'alert' : 'status'}
      className={`rounded-theme border px-3 py-2 text-sm ${tone === 'danger' ? 'border-danger text-danger' : 'border-success text-success'}`}
    >
      {children}
    </p>
  );
}

export function Panel({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  const auto = useId();
  const h = id ?? auto;
  return (
    <section aria-labelledby={h} className="rounded-theme border border-border bg-surface p-4">
      <h2 id={h} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Minor units as an amount with two decimals (the console shows every operator's money alike). */
export const money = (minor: number) => (minor / 100).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** A time as the server wrote it: UTC, the same in every staff member's browser (no hydration difference). */
export const when = (iso: string) => iso.slice(0, 16).replace('T', ' ') + ' UTC';

/** Previous and next links of a paged list (plain links: a page is an address). */
export function Pager({ page, more, link, label }: { page: number; more: boolean; link: (p: number) => string; label: string }) {
  if (page === 1 && !more) return null;
  return (
    <nav aria-label={label} className="mt-3 flex items-center gap-3 text-sm">
      {page > 1 && (
        <Link to={link(page - 1)} className="text-accent underline">
          Previous page
        </Link>
      )}
      <span>Page {page}</span>
      {more && (
        <Link to={link(page + 1)} className="text-accent underline">
          Next page
        </Link>
      )}
    </nav>
  );
}
