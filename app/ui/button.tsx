import { Link, type LinkProps } from 'react-router';
import type { ComponentProps } from 'react';

type Variant = 'primary' | 'secondary' | 'ghost';
/** Component classes in app.css (.btn, .btn-primary…): buttons repeat on every page. */
export const buttonClass = (variant: Variant = 'primary', extra = '') => (extra ? `btn btn-${variant} ${extra}` : `btn btn-${variant}`);

export function Button({ variant = 'primary', className = '', ...rest }: ComponentProps<'button'> & { variant?: Variant }) {
  return <button type="button" className={buttonClass(variant, className)} {...rest} />;
}

export function ButtonLink({ variant = 'primary', className = '', ...rest }: LinkProps & { variant?: Variant }) {
  return <Link className={buttonClass(variant, className)} {...rest} />;
}
