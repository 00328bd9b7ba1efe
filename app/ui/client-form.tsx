import type { FormHTMLAttributes } from 'react';
import { useHydrated } from '~/lib/shared/use-hydrated.ts';

/**
 * A form handled by script. Until the page is interactive its controls are disabled, so an early
 * click can never submit natively (which would put a password in the URL); method="post" keeps
 * the fields out of the URL even then. `className` styles the inner fieldset, which holds the
 * fields.
 */
export function ClientForm({ children, className = '', ...rest }: FormHTMLAttributes<HTMLFormElement>) {
  const hydrated = useHydrated();
  return (
    <form method="post" {...rest} aria-busy={hydrated ? undefined : true}>
      <fieldset disabled={!hydrated} className={`m-0 min-w-0 border-0 p-0 ${className}`}>
        {children}
      </fieldset>
    </form>
  );
}
