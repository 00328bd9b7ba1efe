import { Link, type LinkProps } from 'react-router';
import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'ghost';
const BASE =
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-theme px-4 py-2 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:opacity-60 disabled:cursor-not-allowed';
const VARIANTS: Record<Variant, string> = {
  primary: 'bg-accent text-accent-text hover:brightness-110 shadow',
  secondary: 'border border-border bg-surface-2 text-text hover:border-accent',
  ghost: 'text-text hover:bg-surface-2',
};

export const buttonClass = (variant: Variant = 'primary', extra = '') => `${BASE} ${VARIANTS[variant]} ${extra}`;

export function Button({ variant = 'primary', className = '', ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button type="button" className={buttonClass(variant, className)} {...rest} />;
}

export function ButtonLink({ variant = 'primary', className = '', ...rest }: LinkProps & { variant?: Variant }) {
  return <Link className={buttonClass(variant, className)} {...rest} />;
}
