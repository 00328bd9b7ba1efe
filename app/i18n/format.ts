import { formatPlain } from '~/lib/shared/format.ts';

const VERBATIM = new Set(['year', 'id', 'line', 'odds']);

/**
 * Every number a message shows is grouped in the message's language ("10,000 games", "10 000 игр",
 * not "10000"; lib/shared/format.ts); years, ids and handicap lines stay as they are. i18next's `interpolation.format`
 * with `alwaysFormat`, and the same for the page's first-view `t` (page-i18n.ts).
 * i18next's type says string; the value is returned as it came when it is no number (it stringifies it).
 */
export function formatInterpolated(value: unknown, _format?: string, lng?: string, options?: Record<string, unknown>): string {
  const key = typeof options?.interpolationkey === 'string' ? options.interpolationkey : '';
  return typeof value === 'number' && Number.isFinite(value) && !VERBATIM.has(key) ? formatPlain(value, lng) : (value as string);
}
