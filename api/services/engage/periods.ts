/**
 * Mission and spin periods at fixed boundaries in the operator's time zone: a day
 * starts at local midnight, a week on Monday at local midnight. Computed in JavaScript from the
 * player's clock (api/lib/clock.ts), never with SQL now(), so tests can move a player's time.
 */

export type Period = 'daily' | 'weekly' | 'once';

const fmtCache = new Map<string, Intl.DateTimeFormat>();
function fmt(tz: string) {
  let f = fmtCache.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    fmtCache.set(tz, f);
  }
  return f;
}

/** Whether the zone is one the runtime knows (settings are checked with it). */
export function isTimeZone(tz: string) {
  try {
    fmt(tz);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock date of an instant in a zone. */
export function localDate(tz: string, at: Date) {
  const parts = Object.fromEntries(
    fmt(tz)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { y: Number(parts.year), m: Number(parts.month), d: Number(parts.day), h: Number(parts.hour), mi: Number(parts.minute), s: Number(parts.second) };
}

/** The zone's offset from UTC at an instant, in ms (Manila: +8 h). */
function offsetAt(tz: string, at: Date) {
  const l = localDate(tz, at);
  return Date.UTC(l.y, l.m - 1, l.d, l.h, l.mi, l.s) - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant of local midnight starting the day y-m-d (day may overflow: Date.UTC normalises it). */
export function localMidnight(tz: string, y: number, m: number, d: number): Date {
  const wall = Date.UTC(y, m - 1, d);
  let t = wall - offsetAt(tz, new Date(wall));
  // Across a DST change the offset at the guess differs from the offset at midnight: once more.
  const again = wall - offsetAt(tz, new Date(t));
  if (again !== t) t = again;
  return new Date(t);
}

const pad = (n: number) => String(n).padStart(2, '0');
const key = (at: Date) => `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;

/** The local day of an instant: 'YYYY-MM-DD'. */
export function dayKey(tz: string, at: Date) {
  const l = localDate(tz, at);
  return `${l.y}-${pad(l.m)}-${pad(l.d)}`;
}

export interface PeriodWindow {
  /** 'd:2026-11-24', 'w:2026-11-23' (its Monday) or 'once'. */
  key: string;
  start: Date;
  /** Null for a one-off mission. */
  end: Date | null;
}

export function periodOf(period: Period, tz: string, now: Date): PeriodWindow {
  if (period === 'once') return { key: 'once', start: new Date(0), end: null };
  const l = localDate(tz, now);
  if (period === 'daily') {
    return { key: `d:${key(new Date(Date.UTC(l.y, l.m - 1, l.d)))}`, start: localMidnight(tz, l.y, l.m, l.d), end: localMidnight(tz, l.y, l.m, l.d + 1) };
  }
  // Monday = 0 … Sunday = 6 of the local date.
  const weekday = (new Date(Date.UTC(l.y, l.m - 1, l.d)).getUTCDay() + 6) % 7;
  const monday = new Date(Date.UTC(l.y, l.m - 1, l.d - weekday));
  const [y, m, d] = [monday.getUTCFullYear(), monday.getUTCMonth() + 1, monday.getUTCDate()];
  return { key: `w:${key(monday)}`, start: localMidnight(tz, y, m, d), end: localMidnight(tz, y, m, d + 7) };
}

/** How many local days in a row, ending with the day of `now`, hold at least one of `instants`. */
export function daysInARow(tz: string, now: Date, instants: Date[]) {
  const days = new Set(instants.map((i) => dayKey(tz, i)));
  const l = localDate(tz, now);
  let n = 0;
  while (days.has(key(new Date(Date.UTC(l.y, l.m - 1, l.d - n))))) n++;
  return n;
}
