import { FAV_PATH } from './icon-paths.ts';

/**
 * One of the product's icons (icon-paths.ts): an empty element drawn by its CSS mask (icons.css, a
 * view of icons.svg; a name without a mask shows the fallback icon), or an inline SVG for the
 * fillable heart. `label`: an image with that name, else nothing to read. The paths stay out of the
 * browser's bundle.
 */
export function Icon({ name, className = 'h-5 w-5', label }: { name: string; className?: string; label?: string }) {
  const named = { role: label ? 'img' : undefined, 'aria-label': label } as const;
  if (name === 'fav')
    return (
      <svg viewBox="0 0 24 24" className={className} {...named} aria-hidden={label ? undefined : true}>
        <path d={FAV_PATH} />
      </svg>
    );
  // Without a label the span is empty: nothing for assistive technology to read, no aria-hidden needed.
  const id = name.replace(/[^\w-]/g, '');
  return <span className={className ? `ico i-${id} ${className}` : `ico i-${id}`} {...named} />;
}
