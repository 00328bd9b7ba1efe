import { describe, expect, it } from 'vitest';
import { BET_TYPES, SPORTS_LANGS, SPORT_CODES } from '../../../contract/sports.ts';
import { MAX_ODDS, SportsFeed, SUSPEND_MS, parseSelectionId } from './feed.ts';
import { gradeLeg } from './grading.ts';

const T0 = Date.UTC(2026, 10, 24, 12, 0, 0);
const feedAt = (t: number) => new SportsFeed(7, () => t);

describe('the sports feed', () => {
  it('has 6 sports and 30 leagues, with ≥ 300 upcoming and ≥ 20 live events at any moment', () => {
    const f = feedAt(T0);
    expect(new Set(f.leagues.map((l) => l.sport))).toEqual(new Set(SPORT_CODES));
    expect(f.leagues).toHaveLength(30);
    for (let i = 0; i < 40; i++) {
      const t = T0 + i * 97_000; // every 97 s over an hour
      const states = f.listed(t).map((e) => f.state(e, t).status);
      expect(states.filter((s) => s === 'upcoming').length).toBeGreaterThanOrEqual(300);
      expect(states.filter((s) => s === 'live').length).toBeGreaterThanOrEqual(20);
    }
  });

  it('is the same for the same seed and clock, and rolls on: events go live, finish, new ones open', () => {
    const a = feedAt(T0);
    const b = feedAt(T0);
    const ids = a.listed().map((e) => e.id);
    expect(b.listed().map((e) => e.id)).toEqual(ids);
    const ev = a.listed().find((e) => a.state(e).status === 'upcoming')!;
    expect(b.markets(b.event(ev.id)!)).toEqual(a.markets(ev));
    expect(a.result(ev)).toEqual(b.result(b.event(ev.id)!));
    // Through its life: upcoming, live with a clock and a score, finished with the result.
    const live = a.state(ev, ev.start + 5 * 60_000);
    expect(live.status).toBe('live');
    expect(live.clock).not.toBe('');
    expect(live.score).not.toBeNull();
    const end = a.state(ev, a.endOf(ev) + 1);
    expect(end.status).toBe('finished');
    expect(end.score).toEqual({ home: a.result(ev).home, away: a.result(ev).away });
    // Two hours on, the board is other events.
    const later = a.listed(T0 + 2 * 3_600_000).map((e) => e.id);
    expect(later.filter((id) => !ids.includes(id)).length).toBeGreaterThan(200);
  });

  it('names every team in the 8 languages, not as English copies where the script differs', () => {
    const f = feedAt(T0);
    for (const l of f.leagues) {
      for (const lang of SPORTS_LANGS) expect(l.names[lang]).toBeTruthy();
      for (const t of l.teams) {
        for (const lang of SPORTS_LANGS) expect(t.names[lang], `${t.id} ${lang}`).toBeTruthy();
        expect(t.names.cn).toMatch(/[\u4e00-\u9fff]/);
        expect(t.names.rus).toMatch(/[А-Яа-яЁё]/);
        expect(t.names.ne).toMatch(/[\u0900-\u097f]/);
      }
      expect(new Set(l.teams.map((t) => t.names.en)).size).toBe(l.teams.length);
    }
    const eng = f.league('eng1')!.teams.find((t) => t.names.en.startsWith('London'))!;
    expect(eng.names.esp).toContain('de Londres');
    expect(eng.names.vi).toContain('Luân Đôn');
    expect(eng.names.cn.startsWith('伦敦')).toBe(true);
  });

  it('offers every bet type, priced with a margin', () => {
    const f = feedAt(T0);
    const seen = new Set<string>();
    const bySport = new Map<string, number>();
    for (const ev of f.listed().filter((e) => f.state(e).status === 'upcoming')) {
      // A few events of each sport show every market a sport has.
      const n = bySport.get(ev.sport.code) ?? 0;
      if (n >= 6) continue;
      bySport.set(ev.sport.code, n + 1);
      for (const m of f.markets(ev)) {
        seen.add(m.betType);
        const open = m.selections.filter((s) => s.open);
        if (['DC', 'CL', 'TWTN', 'FGLG'].includes(m.betType) || open.length < m.selections.length) continue;
        const book = open.reduce((a, s) => a + 10_000 / s.odds, 0);
        expect(book, m.id).toBeGreaterThan(1);
      }
    }
    const or = f.outrights()[0];
    seen.add(f.outrightMarket(or).betType);
    expect([...seen].sort()).toEqual([...BET_TYPES].sort());
  });

  it('moves live prices over time and suspends markets around goals, for seconds only', () => {
    const f = feedAt(T0);
    const ev = f.listed().find((e) => f.state(e).status === 'live' && !f.state(e).closing && e.sport.code === 'football')!;
    const prices = (t: number) => f.markets(ev, t).flatMap((m) => m.selections.map((s) => s.odds));
    expect(prices(T0 + 50_000)).not.toEqual(prices(T0));
    expect(SUSPEND_MS).toBeLessThanOrEqual(10_000);
    // Find a match with a goal and look just after it.
    let found = false;
    for (const e of f.listed().filter((x) => x.sport.code === 'football')) {
      const goalAt = [...Array(90).keys()].map((m) => e.start + m * 8_000).find((t) => f.state(e, t).score && f.state(e, t).suspended);
      if (!goalAt) continue;
      expect(f.markets(e, goalAt).every((m) => m.status !== 'open')).toBe(true);
      const calm = f.state(e, goalAt + SUSPEND_MS + 1_000);
      if (!calm.suspended && calm.status === 'live' && !calm.closing)
        expect(f.markets(e, goalAt + SUSPEND_MS + 1_000).some((m) => m.status === 'open')).toBe(true);
      found = true;
      break;
    }
    expect(found).toBe(true);
  });

  it('holds a pre-match price for minutes: a slip placed a minute after the pick finds the same price', () => {
    const f = feedAt(T0);
    const upcoming = f.listed().filter((e) => f.state(e, T0 + 3 * 60_000).status === 'upcoming');
    let same = 0;
    let all = 0;
    for (const ev of upcoming.slice(0, 60))
      for (const m of f.markets(ev, T0, true)) {
        const later = f.markets(ev, T0 + 60_000, true).find((x) => x.id === m.id);
        m.selections.forEach((s, i) => {
          all++;
          if (later?.selections[i].odds === s.odds) same++;
        });
      }
    expect(all).toBeGreaterThan(300);
    expect(same / all).toBeGreaterThan(0.85);
  });

  it('prices in the range books print: a main market’s outsider at 51 at most, any other at 101', () => {
    const f = feedAt(T0);
    for (let i = 0; i < 6; i++) {
      const t = T0 + i * 131_000;
      for (const ev of f.listed(t).filter((e) => f.state(e, t).status === 'live'))
        for (const m of f.markets(ev, t))
          for (const s of m.selections) if (s.open) expect(s.odds / 10_000, m.id).toBeLessThanOrEqual(m.main ? MAX_ODDS.main : MAX_ODDS.other);
    }
  });

  it('settles the feed’s own markets consistently with its results', () => {
    const f = feedAt(T0);
    const ev = f.listed().find((e) => f.state(e).status === 'upcoming' && e.sport.code === 'football')!;
    const r = f.result(ev);
    const oneXTwo = f.markets(ev).find((m) => m.betType === '1X2')!;
    const winners = oneXTwo.selections.filter((s) => gradeLeg({ betType: '1X2', period: 'FT', lineQ: null, key: s.key }, r) === 'WIN');
    expect(winners).toHaveLength(1);
    const p = parseSelectionId(oneXTwo.selections[0].id)!;
    expect(p).toMatchObject({ eventId: ev.id, betType: '1X2', lineQ: null, key: 'H' });
    expect(f.selection(oneXTwo.selections[0].id)?.selection?.odds).toBe(oneXTwo.selections[0].odds);
  });

  it('plays its matches from its secret: another secret, other results; the same one, the same (as every instance must)', () => {
    const secret = 'a-deployment-secret-0123456789abcdef';
    const a = new SportsFeed(secret, () => T0);
    const b = new SportsFeed(secret, () => T0);
    const other = new SportsFeed('another-deployment-secret-0123456789', () => T0);
    const score = (f: SportsFeed, id: string) => {
      const ev = f.event(id);
      return ev ? JSON.stringify(f.result(ev)) : null;
    };
    const ids = a
      .listed()
      .filter((e) => a.state(e).status === 'finished' || a.state(e).status === 'live')
      .map((e) => e.id);
    expect(ids.length).toBeGreaterThan(30);
    expect(ids.map((id) => score(b, id))).toEqual(ids.map((id) => score(a, id)));
    const same = ids.filter((id) => score(other, id) === score(a, id));
    expect(same.length).toBeLessThan(ids.length / 2);
  });

  it('without a seed is a sportsbook with no events: nothing listed, nothing found, nothing to bet on', () => {
    const f = new SportsFeed(null, () => T0);
    expect(f.leagues).toEqual([]);
    expect(f.listed()).toEqual([]);
    expect(f.outrights()).toEqual([]);
    const listedElsewhere = feedAt(T0).listed()[0];
    expect(f.event(listedElsewhere.id)).toBeNull();
    expect(f.outright(`or-${listedElsewhere.league.code}-1`)).toBeNull();
    expect(f.selection(`${listedElsewhere.id}:1X2::H`)).toBeNull();
  });
});
