import { FILLABLE, PATHS } from './icon-paths.ts';

/**
 * One of the product's icons (icon-paths.ts): an empty element drawn by its CSS mask (icons.css),
 * or an inline SVG for the fillable heart. `label`: an image with that name, else hidden.
 */
export function Icon({ name, className = 'h-5 w-5', label }: { name: string; className?: string; label?: string }) {
  const id = name in PATHS ? name : 'star';
  const a11y = { role: label ? 'img' : undefined, 'aria-label': label, 'aria-hidden': label ? undefined : true } as const;
  if (FILLABLE.has(id))
    return (
      <svg viewBox="0 0 24 24" className={className} {...a11y}>
        <path d={PATHS[id]} />
      </svg>
    );
  return <span className={`ico i-${id} ${className}`} {...a11y} />;
}
