import { FILLABLE, PATHS } from './icon-paths.ts';

/**
 * One of the product's icons (icon-paths.ts): an empty element drawn by its CSS mask (icons.css, a view of icons.svg),
 * or an inline SVG for the fillable heart. `label`: an image with that name, else nothing to read.
 */
export function Icon({ name, className = 'h-5 w-5', label }: { name: string; className?: string; label?: string }) {
  const id = name in PATHS ? name : 'star';
  const named = { role: label ? 'img' : undefined, 'aria-label': label } as const;
  if (FILLABLE.has(id))
    return (
      <svg viewBox="0 0 24 24" className={className} {...named} aria-hidden={label ? undefined : true}>
        <path d={PATHS[id]} />
      </svg>
    );
  // Without a label the span is empty: nothing for assistive technology to read, no aria-hidden needed.
  return <span className={className ? `ico i-${id} ${className}` : `ico i-${id}`} {...named} />;
}
