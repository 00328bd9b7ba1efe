import type { BetResult, BetType } from '../../../contract/sports.ts';
import type { SportDef } from './catalog.ts';
import { CS_MAX, TG_BANDS, asian, lineText } from './grading.ts';

/**
 * Fair prices: the probability of every outcome from the state of a match (score, time left,
 * the teams' strengths), by the same model the feed plays the match with. Margins and the
 * drift of prices are added by markets.ts.
 */

export interface Cell {
  h: number;
  a: number;
  p: number;
}
/** Distributions of a final result: its margin (home − away), its total, and the scores where needed. */
export interface Outcomes {
  margin: Map<number, number>;
  total: Map<number, number>;
  cells: Cell[] | null;
}

export interface FairSelection {
  key: string;
  /** Fair probability; for Asian lines the "effective" one (1 / fair odds, pushes and halves counted). */
  p: number;
  homeAway: 'H' | 'A' | 'D' | '';
  criteria1: string;
}
export interface FairMarket {
  betType: BetType;
  period: 'FT' | '1H';
  lineQ: number | null;
  /** Selections share the whole probability (their margin is spread over them). */
  exclusive: boolean;
  margin: number;
  homeAway: 'H' | 'A' | 'D' | '';
  criteria1: string;
  main: boolean;
  selections: FairSelection[];
}

/** What the house keeps, by market: tight on Asian lines, wide on many-way markets. */
export const MARGINS: Record<BetType, number> = {
  '1X2': 0.05,
  '1X2H': 0.06,
  '1X2HDP': 0.08,
  HDP: 0.04,
  HDPH: 0.05,
  OU: 0.04,
  OUH: 0.05,
  OE: 0.04,
  ML: 0.04,
  DC: 0.05,
  DNB: 0.05,
  HNB: 0.06,
  ANB: 0.06,
  CS: 0.15,
  TG: 0.1,
  HTFT: 0.15,
  FGLG: 0.1,
  OR: 0.2,
  BS: 0.06,
  CL: 0.08,
  TWTN: 0.1,
};

/* ——— Distributions ——— */

export function poisson(lambda: number): number[] {
  const out: number[] = [];
  let p = Math.exp(-lambda);
  let acc = 0;
  for (let k = 0; k < 40; k++) {
    out.push(p);
    acc += p;
    if (acc > 1 - 1e-10 && k >= lambda) break;
    p = (p * lambda) / (k + 1);
  }
  return out.map((x) => x / acc);
}

function erf(x: number) {
  // Abramowitz & Stegun 7.1.26 (error < 1.5e-7).
  const s = Math.sign(x);
  const t = 1 / (1 + 0.3275911 * Math.abs(x));
  const y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return s * y;
}
const phi = (z: number) => 0.5 * (1 + erf(z / Math.SQRT2));

/** A normal discretised on whole numbers ≥ 0: [first value, probabilities]. */
export function discreteNormal(mean: number, sd: number): [number, number[]] {
  if (sd < 0.05) return [Math.max(0, Math.round(mean)), [1]];
  const lo = Math.max(0, Math.floor(mean - 4.5 * sd));
  const hi = Math.ceil(mean + 4.5 * sd);
  const ps: number[] = [];
  let acc = 0;
  for (let k = lo; k <= hi; k++) {
    const p = phi((k + 0.5 - mean) / sd) - (k === 0 ? 0 : phi((k - 0.5 - mean) / sd));
    ps.push(p);
    acc += p;
  }
  return [lo, ps.map((p) => p / acc)];
}

const add = (m: Map<number, number>, k: number, p: number) => m.set(k, (m.get(k) ?? 0) + p);

/** Two independent scores added to the current one. `ties` splits level finals between the sides (overtime). */
export function independent(
  h0: number,
  a0: number,
  [hLo, ph]: [number, number[]],
  [aLo, pa]: [number, number[]],
  opts: { cells: boolean; ties?: boolean },
): Outcomes {
  // Dense arrays while adding up (this runs for every live match each game minute), maps at the end.
  const mLo = h0 + hLo - (a0 + aLo + pa.length - 1) - 1;
  const tLo = h0 + hLo + a0 + aLo;
  const mArr = new Float64Array(ph.length + pa.length + 2);
  const tArr = new Float64Array(ph.length + pa.length + 2);
  const cells: Cell[] | null = opts.cells ? [] : null;
  for (let i = 0; i < ph.length; i++) {
    if (ph[i] < 1e-12) continue;
    const h = h0 + hLo + i;
    for (let j = 0; j < pa.length; j++) {
      const p = ph[i] * pa[j];
      if (p < 1e-14) continue;
      const a = a0 + aLo + j;
      if (opts.ties && h === a) {
        mArr[1 - mLo] += p / 2;
        mArr[-1 - mLo] += p / 2;
        tArr[h + a + 1 - tLo] += p;
        cells?.push({ h: h + 1, a, p: p / 2 }, { h, a: a + 1, p: p / 2 });
        continue;
      }
      mArr[h - a - mLo] += p;
      tArr[h + a - tLo] += p;
      cells?.push({ h, a, p });
    }
  }
  const margin = new Map<number, number>();
  const total = new Map<number, number>();
  mArr.forEach((p, i) => p > 0 && margin.set(i + mLo, p));
  tArr.forEach((p, i) => p > 0 && total.set(i + tLo, p));
  return { margin, total, cells };
}

/** A best-of match in sets (or maps) from the sets won so far: every final set score. */
export function setsOutcomes(h0: number, a0: number, bestOf: number, pSet: number): Outcomes {
  const target = Math.ceil(bestOf / 2);
  const finals = new Map<string, Cell>();
  const walk = (h: number, a: number, p: number) => {
    if (h === target || a === target) {
      const c = finals.get(`${h}-${a}`);
      if (c) c.p += p;
      else finals.set(`${h}-${a}`, { h, a, p });
      return;
    }
    walk(h + 1, a, p * pSet);
    walk(h, a + 1, p * (1 - pSet));
  };
  walk(h0, a0, 1);
  const cells = [...finals.values()].sort((x, y) => y.h - y.a - (x.h - x.a));
  const margin = new Map<number, number>();
  const total = new Map<number, number>();
  for (const c of cells) {
    add(margin, c.h - c.a, c.p);
    add(total, c.h + c.a, c.p);
  }
  return { margin, total, cells };
}

/* ——— Markets from distributions ——— */

type Side = (v: number) => BetResult;

/** 1 / fair odds of a selection whose result follows from one value (margin or total). */
export function effective(pmf: Map<number, number>, side: Side): number {
  let w = 0;
  let hw = 0;
  let push = 0;
  let hl = 0;
  for (const [v, p] of pmf) {
    const r = side(v);
    if (r === 'WIN') w += p;
    else if (r === 'HALF_WIN') hw += p;
    else if (r === 'PUSH') push += p;
    else if (r === 'HALF_LOSS') hl += p;
  }
  const back = w + hw / 2;
  // The fair odds o solve w·o + hw·(1+o)/2 + push + hl/2 = 1.
  const rest = 1 - hw / 2 - push - hl / 2;
  if (back <= 1e-9 || rest <= 1e-9) return back <= 1e-9 ? 0 : 1;
  return back / rest;
}

const sum = (pmf: Map<number, number>, test: (v: number) => boolean) => {
  let s = 0;
  for (const [v, p] of pmf) if (test(v)) s += p;
  return s;
};
const cellSum = (cells: Cell[], test: (c: Cell) => boolean) => cells.reduce((s, c) => (test(c) ? s + c.p : s), 0);

const market = (
  betType: BetType,
  period: 'FT' | '1H',
  selections: FairSelection[],
  o: Partial<Pick<FairMarket, 'lineQ' | 'exclusive' | 'homeAway' | 'criteria1' | 'main'>> = {},
): FairMarket => ({
  betType,
  period,
  lineQ: o.lineQ ?? null,
  exclusive: o.exclusive ?? true,
  margin: MARGINS[betType],
  homeAway: o.homeAway ?? '',
  criteria1: o.criteria1 ?? '',
  main: o.main ?? false,
  selections,
});
const sel = (key: string, p: number, homeAway: FairSelection['homeAway'] = '', criteria1 = ''): FairSelection => ({ key, p, homeAway, criteria1 });

function threeWay(betType: '1X2' | '1X2H', period: 'FT' | '1H', o: Outcomes, main = false) {
  return market(
    betType,
    period,
    [
      sel(
        'H',
        sum(o.margin, (d) => d > 0),
        'H',
      ),
      sel(
        'D',
        sum(o.margin, (d) => d === 0),
        'D',
      ),
      sel(
        'A',
        sum(o.margin, (d) => d < 0),
        'A',
      ),
    ],
    { main },
  );
}

function handicap(betType: 'HDP' | 'HDPH', period: 'FT' | '1H', o: Outcomes, q: number, main = false) {
  const h = effective(o.margin, (d) => asian(4 * d + q));
  const a = effective(o.margin, (d) => asian(-4 * d - q));
  return market(betType, period, [sel('H', h, 'H', lineText(q, true)), sel('A', a, 'A', lineText(-q, true))], {
    lineQ: q,
    homeAway: q < 0 ? 'H' : q > 0 ? 'A' : '',
    criteria1: lineText(q, true),
    main,
  });
}

function totals(betType: 'OU' | 'OUH', period: 'FT' | '1H', o: Outcomes, q: number, main = false) {
  const over = effective(o.total, (t) => asian(4 * t - q));
  const under = effective(o.total, (t) => asian(q - 4 * t));
  const text = lineText(q, false);
  return market(betType, period, [sel('O', over, 'H', text), sel('U', under, 'A', text)], { lineQ: q, criteria1: text, main });
}

/** The line whose first selection is nearest even money, from candidate lines in quarters. */
function mainLine(candidates: number[], pOf: (q: number) => number) {
  let best = candidates[0];
  let gap = Infinity;
  for (const q of candidates) {
    const g = Math.abs(pOf(q) - 0.5);
    if (g < gap - 1e-9) {
      gap = g;
      best = q;
    }
  }
  return best;
}
const range = (from: number, to: number, step = 1) => Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);
const mean = (pmf: Map<number, number>) => [...pmf].reduce((s, [v, p]) => s + v * p, 0);

/** Asian handicaps and totals: the main line and its neighbours, `step` quarters apart. */
function asianLines(o: Outcomes, kind: 'goals' | 'points', betTypes: ['HDP' | 'HDPH', 'OU' | 'OUH'], period: 'FT' | '1H', alternates: boolean) {
  const em = mean(o.margin);
  const et = mean(o.total);
  const minTotal = Math.min(...o.total.keys());
  // Candidates near the expected margin and total only: the main line is where the odds are even.
  const c = Math.round(-em * 4);
  const hdpCandidates =
    kind === 'goals'
      ? range(Math.max(-20, c - 8), Math.min(20, c + 8))
      : range(Math.round(-em) * 4 - 26, Math.round(-em) * 4 + 26, 2).filter((q) => q % 4 !== 0);
  const hdpMain = mainLine(hdpCandidates, (q) => effective(o.margin, (d) => asian(4 * d + q)));
  const ouFrom = 4 * minTotal + 2;
  const ouCandidates =
    kind === 'goals'
      ? range(Math.max(ouFrom, Math.round(et * 4) - 8), Math.max(ouFrom, Math.round(et * 4) - 8) + 16)
      : range(Math.round(et) * 4 - 28, Math.round(et) * 4 + 28, 4).map((q) => q + 2);
  const ouMain = mainLine(
    ouCandidates.filter((q) => q > 4 * minTotal),
    (q) => effective(o.total, (t) => asian(4 * t - q)),
  );
  // Goals: the quarter lines either side (a whole or half main line gets its quarter neighbours); points: 2 points either side.
  const step = kind === 'goals' ? 1 : 8;
  const hdp = alternates ? [hdpMain - step, hdpMain, hdpMain + step] : [hdpMain];
  const ou = (alternates ? [ouMain - step, ouMain, ouMain + step] : [ouMain]).filter((q) => q > 4 * minTotal);
  return [...hdp.map((q) => handicap(betTypes[0], period, o, q, q === hdpMain)), ...ou.map((q) => totals(betTypes[1], period, o, q, q === ouMain))];
}

function oddEven(o: Outcomes) {
  const odd = sum(o.total, (t) => t % 2 === 1);
  return market('OE', 'FT', [sel('ODD', odd, 'H'), sel('EVEN', 1 - odd, 'A')]);
}

/** Markets that read the result three ways: double chance and the "no bet" markets. */
function threeWayFamily(o: Outcomes) {
  const H = sum(o.margin, (d) => d > 0);
  const D = sum(o.margin, (d) => d === 0);
  const A = 1 - H - D;
  const norm = (x: number, y: number) => (x + y > 1e-12 ? x / (x + y) : 0);
  return [
    market('DC', 'FT', [sel('1X', H + D, 'H'), sel('12', H + A, ''), sel('X2', D + A, 'A')], { exclusive: false }),
    market('DNB', 'FT', [sel('H', norm(H, A), 'H'), sel('A', norm(A, H), 'A')]),
    market('HNB', 'FT', [sel('D', norm(D, A), 'D'), sel('A', norm(A, D), 'A')]),
    market('ANB', 'FT', [sel('H', norm(H, D), 'H'), sel('D', norm(D, H), 'D')]),
  ];
}

/** Markets on the scores themselves (goal sports). */
function scoreMarkets(cells: Cell[], football: boolean) {
  const out: FairMarket[] = [];
  const bs = cellSum(cells, (c) => c.h > 0 && c.a > 0);
  out.push(market('BS', 'FT', [sel('Y', bs, 'H'), sel('N', 1 - bs, 'A')]));
  out.push(
    market(
      'CL',
      'FT',
      [
        sel(
          'H',
          cellSum(cells, (c) => c.a === 0),
          'H',
        ),
        sel(
          'A',
          cellSum(cells, (c) => c.h === 0),
          'A',
        ),
      ],
      {
        exclusive: false,
      },
    ),
  );
  out.push(
    market(
      'TWTN',
      'FT',
      [
        sel(
          'H',
          cellSum(cells, (c) => c.h > c.a && c.a === 0),
          'H',
        ),
        sel(
          'A',
          cellSum(cells, (c) => c.a > c.h && c.h === 0),
          'A',
        ),
      ],
      { exclusive: false },
    ),
  );
  if (!football) return out;
  const cs: FairSelection[] = [];
  for (let h = 0; h <= CS_MAX; h++)
    for (let a = 0; a <= CS_MAX; a++)
      cs.push(
        sel(
          `${h}-${a}`,
          cellSum(cells, (c) => c.h === h && c.a === a),
          '',
          `${h}-${a}`,
        ),
      );
  cs.push(
    sel(
      'AOS',
      cellSum(cells, (c) => c.h > CS_MAX || c.a > CS_MAX),
      '',
      'AOS',
    ),
  );
  out.push(market('CS', 'FT', cs));
  const band = (t: number) => (t <= 1 ? '0-1' : t <= 3 ? '2-3' : t <= 6 ? '4-6' : '7+');
  out.push(
    market(
      'TG',
      'FT',
      TG_BANDS.map((b) =>
        sel(
          b,
          cellSum(cells, (c) => band(c.h + c.a) === b),
          '',
          b,
        ),
      ),
    ),
  );
  for (const line of [-4, 4])
    out.push(
      market(
        '1X2HDP',
        'FT',
        ['H', 'D', 'A'].map((k) => {
          const adj = (c: Cell) => 4 * (c.h - c.a) + line;
          const pk = cellSum(cells, (c) => (k === 'H' ? adj(c) > 0 : k === 'A' ? adj(c) < 0 : adj(c) === 0));
          return sel(k, pk, k as 'H' | 'D' | 'A', k === 'A' ? lineText(-line, true) : lineText(line, true));
        }),
        { lineQ: line, homeAway: line < 0 ? 'H' : 'A', criteria1: lineText(line, true) },
      ),
    );
  return out;
}

/* ——— The state of a match and its fair markets ——— */

export interface MatchState {
  sport: SportDef;
  /** Game minutes played (0 before the start). */
  x: number;
  home: number;
  away: number;
  /** The first half is over (half-time markets closed). */
  halfDone: boolean;
  /** Who scored first so far (null: no goal yet). */
  firstGoal: 'H' | 'A' | null;
  /** Goals sports: expected goals over the whole match; points sports: expected points. */
  expHome: number;
  expAway: number;
  /** Sets sports: the chance the home side wins a set. */
  pSet: number;
}

/** Variance of one side's points in a full game, as the simulation scores them (per point expected). */
export const POINTS_VARIANCE = 4.8 / 2.1;

/** The two-way winner market (sports without a draw), the board's main line. */
const moneyline = (o: Outcomes) =>
  market(
    'ML',
    'FT',
    [
      sel(
        'H',
        sum(o.margin, (d) => d > 0),
        'H',
      ),
      sel(
        'A',
        sum(o.margin, (d) => d < 0),
        'A',
      ),
    ],
    { main: true },
  );

/** Every fair market of a match; `mainOnly`: the board's (1X2 or ML, main HDP and OU), cheaper. */
export function fairMarkets(s: MatchState, mainOnly = false): FairMarket[] {
  const sp = s.sport;
  if (sp.model === 'sets') {
    const o = setsOutcomes(s.home, s.away, sp.bestOf, s.pSet);
    const out: FairMarket[] = [moneyline(o)];
    const fav = s.pSet >= 0.5 ? -6 : 6;
    out.push(handicap('HDP', 'FT', o, fav, true), handicap('HDP', 'FT', o, -fav));
    const lines = sp.bestOf === 3 ? [10] : [14, 18];
    lines.forEach((q, i) => {
      if (q > 4 * (s.home + s.away)) out.push(totals('OU', 'FT', o, q, i === 0));
    });
    out.push(
      market(
        'CS',
        'FT',
        o.cells!.map((c) => sel(`${c.h}-${c.a}`, c.p, '', `${c.h}-${c.a}`)),
      ),
    );
    out.push(oddEven(o));
    return out;
  }
  const T = sp.periods * sp.periodMinutes;
  const f = Math.max(0, (T - s.x) / T);
  if (sp.model === 'points') {
    const v = POINTS_VARIANCE;
    const ft = independent(
      s.home,
      s.away,
      discreteNormal(s.expHome * f, Math.sqrt(v * s.expHome * f)),
      discreteNormal(s.expAway * f, Math.sqrt(v * s.expAway * f)),
      {
        cells: false,
        ties: true,
      },
    );
    const out: FairMarket[] = [moneyline(ft), ...asianLines(ft, 'points', ['HDP', 'OU'], 'FT', !mainOnly)];
    if (mainOnly) return out;
    out.push(oddEven(ft));
    if (!s.halfDone) {
      const f1 = Math.max(0, (T / 2 - s.x) / T);
      const h1 = independent(
        s.home,
        s.away,
        discreteNormal(s.expHome * f1, Math.sqrt(v * s.expHome * f1)),
        discreteNormal(s.expAway * f1, Math.sqrt(v * s.expAway * f1)),
        {
          cells: false,
        },
      );
      out.push(threeWay('1X2H', '1H', h1), ...asianLines(h1, 'points', ['HDPH', 'OUH'], '1H', false));
    }
    return out;
  }
  // Goals: Poisson scoring at the teams' rates over the time left.
  const football = sp.code === 'football';
  const ft = independent(s.home, s.away, [0, poisson(s.expHome * f)], [0, poisson(s.expAway * f)], { cells: true });
  const out: FairMarket[] = [threeWay('1X2', 'FT', ft, true), ...asianLines(ft, 'goals', ['HDP', 'OU'], 'FT', !mainOnly)];
  if (mainOnly) return out;
  out.push(oddEven(ft), ...threeWayFamily(ft));
  out.push(...scoreMarkets(ft.cells!, football));
  if (football && !s.halfDone) {
    const f1 = Math.max(0, (45 - s.x) / 90);
    const h1 = independent(s.home, s.away, [0, poisson(s.expHome * f1)], [0, poisson(s.expAway * f1)], { cells: true });
    out.push(threeWay('1X2H', '1H', h1), ...asianLines(h1, 'goals', ['HDPH', 'OUH'], '1H', false));
    // HT/FT: each half-time score, then the second half's goal difference.
    const second = independent(0, 0, [0, poisson(s.expHome / 2)], [0, poisson(s.expAway / 2)], { cells: false }).margin;
    const r = (d: number) => (d > 0 ? 'H' : d < 0 ? 'A' : 'D');
    const htft = new Map<string, number>();
    for (const c of h1.cells!) for (const [d2, p2] of second) addKey(htft, `${r(c.h - c.a)}${r(c.h - c.a + d2)}`, c.p * p2);
    out.push(
      market(
        'HTFT',
        'FT',
        ['HH', 'HD', 'HA', 'DH', 'DD', 'DA', 'AH', 'AD', 'AA'].map((k) => sel(k, htft.get(k) ?? 0, '', `${k[0]}/${k[1]}`)),
      ),
    );
  }
  if (football && s.firstGoal === null) {
    const lh = s.expHome * f;
    const la = s.expAway * f;
    const none = Math.exp(-(lh + la));
    const share = lh + la > 0 ? lh / (lh + la) : 0.5;
    out.push(
      market(
        'FGLG',
        'FT',
        [
          sel('HF', (1 - none) * share, 'H', 'HF'),
          sel('HL', (1 - none) * share, 'H', 'HL'),
          sel('AF', (1 - none) * (1 - share), 'A', 'AF'),
          sel('AL', (1 - none) * (1 - share), 'A', 'AL'),
          sel('NG', none, '', 'NG'),
        ],
        { exclusive: false },
      ),
    );
  }
  return out;
}

const addKey = (m: Map<string, number>, k: string, p: number) => m.set(k, (m.get(k) ?? 0) + p);
