const VERBATIM = new Set(['year', 'id', 'line', 'odds']);
const numbers = new Intl.NumberFormat('en', { maximumFractionDigits: 6 });

/**
 * Every number a message shows reads "0,0" in every language ("10,000 games",
 * not "10000"); years, ids and handicap lines stay as they are. i18next's `interpolation.format`
 * with `alwaysFormat`, and the same for the page's first-view `t` (page-i18n.ts).
 * i18next's type says string; the value is returned as it came when it is no number (it stringifies it).
 */
export function formatInterpolated(value: unknown, _format?: string, _lng?: string, options?: Record<string, unknown>): string {
  const key = typeof options?.interpolationkey === 'string' ? options.interpolationkey : '';
  return typeof value === 'number' && Number.isFinite(value) && !VERBATIM.has(key) ? numbers.format(value) : (value as string);
}
