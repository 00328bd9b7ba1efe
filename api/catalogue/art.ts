import { mulberry32 } from '../../contract/random.ts';
/**
 * Generated artwork: every game gets its own portrait thumbnail made only of shapes and text (no
 * image, font or script from anywhere), so the demo needs nothing from outside. Pure and
 * deterministic: the same game always looks the same, two games practically never look alike.
 *
 * A card is: a gradient from a curated palette (picked by hash among the palettes that suit the
 * game type), a decorative layer (rays, dots, stripes, rings or diamonds), a glow, sparkles, a
 * motif for the type or theme, the name in large bold type (≤ 3 lines) and the provider name.
 */

export interface GameArtInput {
  game_code: string;
  game_name: string;
  game_type: string;
  theme: string;
  provider_name: string;
}

/** Escapes text for XML content and attribute values. Drops characters XML 1.0 forbids. */
export function escapeXml(s: string): string {
  return String(s)
    // eslint-disable-next-line no-control-regex -- dropping the control characters XML 1.0 forbids is the point
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
const esc = escapeXml;

/** FNV-1a, 32 bits. */
export function hash32(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function rng(seed: number) {
  const next = mulberry32(seed);
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T,>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)],
  };
}
type Rng = ReturnType<typeof rng>;

/** Rounds for compact output. */
const n1 = (x: number) => String(Math.round(x * 10) / 10);

// ---------------------------------------------------------------------------------------------
// Palettes: [dark, mid, accent, second accent]

type Palette = readonly [string, string, string, string];
const PALETTES: Record<string, readonly Palette[]> = {
  warm: [
    ['#2b0a3d', '#8e1b5c', '#ffc94a', '#ff7aa2'],
    ['#3a0b0b', '#b3261e', '#ffd166', '#ff9f1c'],
    ['#1f1147', '#5b2bb5', '#ffd23f', '#ff5da2'],
    ['#3b1d00', '#c2410c', '#fde047', '#ffd7a8'],
    ['#2a0f2e', '#c0395a', '#ffe08a', '#ffb4a2'],
  ],
  cool: [
    ['#04213b', '#0a6c9e', '#7ef9ff', '#ffd166'],
    ['#062925', '#0f8b76', '#b8f2e6', '#ffd166'],
    ['#0b1638', '#2541b2', '#8ecae6', '#ffb703'],
    ['#10002b', '#3c096c', '#e0aaff', '#72efdd'],
  ],
  nature: [
    ['#0b2b12', '#2d7a2f', '#d4f36b', '#ffd166'],
    ['#102a1c', '#3f7f4f', '#ffe38a', '#ff9b71'],
  ],
  luxe: [
    ['#0d0d0d', '#3a2e12', '#f5c542', '#fff1c1'],
    ['#061a14', '#0b5d3b', '#f5c542', '#ffffff'],
    ['#1a0508', '#6d0f1e', '#f5c542', '#ffe3a3'],
    ['#0a0f24', '#1f2f6b', '#f5c542', '#cfe3ff'],
  ],
  neon: [
    ['#090a24', '#1d1e5a', '#00f5d4', '#f15bb5'],
    ['#12002a', '#5a0f8a', '#ff4ecd', '#4cc9f0'],
    ['#001219', '#005f73', '#94d2bd', '#ee9b00'],
  ],
  candy: [
    ['#3d0a4f', '#e0488c', '#fff275', '#7df9ff'],
    ['#1e0b45', '#7b2cbf', '#ffd6ff', '#ffea00'],
  ],
  sky: [
    ['#0a1a3c', '#3a7bd5', '#ffe66d', '#ff6b6b'],
    ['#1b0f3b', '#e85d2f', '#ffd166', '#ffffff'],
  ],
};
const GROUPS_BY_TYPE: Record<string, string[]> = {
  slots: ['warm', 'cool', 'nature', 'luxe', 'neon', 'candy', 'sky'],
  livecasino: ['luxe', 'warm'],
  table: ['luxe', 'cool'],
  fish: ['cool', 'neon'],
  crash: ['sky', 'neon', 'cool'],
  arcade: ['neon', 'candy', 'warm'],
  lottery: ['candy', 'warm', 'cool'],
  bingo: ['candy', 'warm', 'neon'],
  hashgame: ['neon', 'cool'],
  sabong: ['warm', 'luxe'],
  horseracing: ['nature', 'luxe', 'warm'],
  sportsbook: ['nature', 'cool', 'sky'],
};
const GROUPS_BY_THEME: Record<string, string[]> = {
  ocean: ['cool'], jungle: ['nature'], candy: ['candy'], space: ['neon', 'cool'], egypt: ['warm', 'luxe'],
  royal: ['luxe'], fire: ['warm'], clover: ['nature'], moon: ['cool', 'neon'], halloween: ['warm', 'neon'],
  panda: ['nature', 'warm'], magic: ['neon', 'candy', 'cool'], fortune: ['luxe', 'warm'], viking: ['cool', 'luxe'],
};

// ---------------------------------------------------------------------------------------------
// Symbols, each drawn in a 100×100 box. c = colours of the card.

/** Colours of a card, its random stream and its id prefix (for ids unique within the card). */
interface Colors { d: string; m: string; a: string; b: string; r: Rng; id: string }
type Sym = (c: Colors) => string;

const GOLD = '#f5c542';
const SUIT = {
  h: 'M10 18C2 12 0 8 0 5a5 5 0 0 1 10-1 5 5 0 0 1 10 1c0 3-2 7-10 13z',
  d: 'M10 0l8 10-8 10-8-10z',
  s: 'M10 0C2 6 0 10 0 13a5 5 0 0 0 9 2l-2 5h6l-2-5a5 5 0 0 0 9-2c0-3-2-7-10-13z',
  c: 'M10 0a5 5 0 0 0-4 8 5 5 0 1 0 3 7l-2 5h6l-2-5a5 5 0 1 0 3-7 5 5 0 0 0-4-8z',
};
/** A playing card, 40×56, with its centre at (x, y). */
function card(x: number, y: number, rot: number, rank: string, suit: keyof typeof SUIT) {
  const red = suit === 'h' || suit === 'd';
  const col = red ? '#d62839' : '#111';
  return `<g transform="translate(${x} ${y}) rotate(${rot})" fill="${col}"><rect x="-20" y="-28" width="40" height="56" rx="5" fill="#fff" stroke="#bbb"/><text x="-15" y="-12">${rank}</text><path d="${SUIT[suit]}" transform="translate(-8 -2) scale(.8)"/></g>`;
}
/** Cards share one font declaration. */
function cards(body: string) {
  return `<g font-family="Georgia,serif" font-size="13" font-weight="700">${body}</g>`;
}
function chip(x: number, y: number, r: number, col: string) {
  const k = 2 * Math.PI * r * 0.78;
  return `<g transform="translate(${x} ${y})"><circle r="${r}" fill="${col}" stroke="#000" stroke-opacity=".25"/><circle r="${n1(r * 0.78)}" fill="none" stroke="#fff" stroke-width="${n1(r * 0.22)}" stroke-dasharray="${n1(k / 12)} ${n1(k / 12)}"/><circle r="${n1(r * 0.5)}" fill="#fff" fill-opacity=".25"/></g>`;
}
function die(x: number, y: number, s: number, rot: number, v: number) {
  const P: Record<number, number[][]> = {
    1: [[0, 0]], 2: [[-1, -1], [1, 1]], 3: [[-1, -1], [0, 0], [1, 1]], 4: [[-1, -1], [1, -1], [-1, 1], [1, 1]],
    5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]], 6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]],
  };
  const q = s * 0.27;
  const pips = P[v].map(([i, j]) => `<circle cx="${n1(i * q)}" cy="${n1(j * q)}" r="${n1(s * 0.09)}"/>`).join('');
  return `<g transform="translate(${x} ${y}) rotate(${rot})"><rect x="${-s / 2}" y="${-s / 2}" width="${s}" height="${s}" rx="${n1(s * 0.18)}" fill="#fff" stroke="#000" stroke-opacity=".2"/><g fill="#c1121f">${pips}</g></g>`;
}
function ball(x: number, y: number, r: number, col: string, num: string) {
  return `<g transform="translate(${x} ${y})"><circle r="${r}" fill="${col}"/><circle r="${n1(r * 0.55)}" fill="#fff"/><text y="${n1(r * 0.2)}" text-anchor="middle" font-size="${n1(r * 0.62)}" font-weight="700" font-family="Arial,sans-serif" fill="#222">${num}</text><ellipse cx="${n1(-r * 0.4)}" cy="${n1(-r * 0.5)}" rx="${n1(r * 0.3)}" ry="${n1(r * 0.16)}" fill="#fff" fill-opacity=".5" transform="rotate(-30 ${n1(-r * 0.4)} ${n1(-r * 0.5)})"/></g>`;
}
/** A polygon star with `k` points. */
function star(cx: number, cy: number, ro: number, ri: number, k: number, rot = -90) {
  let d = '';
  for (let i = 0; i < 2 * k; i++) {
    const r = i % 2 ? ri : ro;
    const t = ((rot + (i * 180) / k) * Math.PI) / 180;
    d += `${i ? 'L' : 'M'}${n1(cx + r * Math.cos(t))} ${n1(cy + r * Math.sin(t))}`;
  }
  return `${d}Z`;
}
/** A sparkle: four-point star, as a compact relative path. */
const sparkle = (x: number, y: number, s: number) => {
  const k = Math.max(1, Math.round(s / 4));
  const l = s - k;
  return `M${x} ${y - s}l${k} ${l} ${l} ${k}-${l} ${k}-${k} ${l}-${k}-${l}-${l}-${k} ${l}-${k}z`;
};

const GEM_COLORS = ['#3ee0ff', '#ff3d7f', '#3dff8b', '#b46cff', '#ffcf3d'];

const SYM: Record<string, Sym> = {
  cherry: () => `<path d="M34 62Q40 34 64 14M70 64Q68 38 64 14" stroke="#2f6b1f" stroke-width="4" fill="none" stroke-linecap="round"/><path d="M64 14q16-8 28 4q-16 8-28-4z" fill="#4caf50"/><circle cx="32" cy="70" r="18" fill="#e11d48"/><circle cx="70" cy="72" r="18" fill="#be123c"/><circle cx="25" cy="63" r="5" fill="#fff" fill-opacity=".55"/><circle cx="63" cy="65" r="5" fill="#fff" fill-opacity=".55"/>`,
  seven: (c) => `<path d="M22 14h58v14L52 88H32l28-58H22z" fill="#e63946" stroke="${c.a}" stroke-width="4" stroke-linejoin="round"/><path d="M26 18h10v8H26z" fill="#fff" fill-opacity=".4"/>`,
  bar: (c) => `<rect x="10" y="34" width="80" height="32" rx="6" fill="${c.d}" stroke="${c.a}" stroke-width="4"/><text x="50" y="59" text-anchor="middle" font-size="24" font-weight="900" font-family="Arial,sans-serif" fill="${c.a}">BAR</text>`,
  bell: () => `<path d="M50 10c-4 0-6 3-6 6-14 4-22 16-22 32 0 14-6 20-12 26h80c-6-6-12-12-12-26 0-16-8-28-22-32 0-3-2-6-6-6z" fill="${GOLD}" stroke="#a16207" stroke-width="3"/><circle cx="50" cy="82" r="8" fill="#a16207"/><path d="M36 30q-6 10-6 26" stroke="#fff" stroke-opacity=".6" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  gem: (c) => {
    const g = c.r.pick(GEM_COLORS);
    return `<path d="M18 36l16-20h32l16 20-32 50z" fill="${g}"/><path d="M18 36h64L50 86z" fill="#000" fill-opacity=".18"/><path d="M34 16l-4 20 20 50 20-50-4-20M18 36h64M30 36l20-20 20 20" stroke="#fff" stroke-opacity=".7" stroke-width="2" fill="none"/><path d="M38 20l-4 12h10z" fill="#fff" fill-opacity=".7"/>`;
  },
  coins: () => {
    let s = '';
    for (let i = 0; i < 4; i++) s += `<ellipse cx="40" cy="${80 - i * 9}" rx="28" ry="9" fill="${GOLD}" stroke="#a16207" stroke-width="2"/>`;
    return `${s}<ellipse cx="40" cy="53" rx="19" ry="5" fill="none" stroke="#a16207" stroke-width="2"/><circle cx="72" cy="42" r="22" fill="${GOLD}" stroke="#a16207" stroke-width="3"/><path d="${star(72, 42, 12, 5, 5)}" fill="#a16207"/>`;
  },
  crown: (c) => `<path d="M14 72L8 30l22 18 20-30 20 30 22-18-6 42z" fill="${GOLD}" stroke="#a16207" stroke-width="3" stroke-linejoin="round"/><rect x="14" y="72" width="72" height="12" rx="3" fill="#d4a017"/><circle cx="50" cy="58" r="7" fill="#e63946"/><circle cx="28" cy="62" r="5" fill="${c.b}"/><circle cx="72" cy="62" r="5" fill="${c.b}"/><circle cx="8" cy="28" r="4" fill="${GOLD}"/><circle cx="50" cy="16" r="4" fill="${GOLD}"/><circle cx="92" cy="28" r="4" fill="${GOLD}"/>`,
  clover: () => {
    const leaf = 'M50 50C38 42 28 32 32 22c4-9 14-8 18-1 4-7 14-8 18 1 4 10-6 20-18 28z';
    return `<path d="M50 52q4 24 22 38" stroke="#166534" stroke-width="6" fill="none" stroke-linecap="round"/><g fill="#22c55e" stroke="#14532d" stroke-width="2">${[0, 90, 180, 270].map((r) => `<path d="${leaf}" transform="rotate(${r} 50 50)"/>`).join('')}</g><circle cx="50" cy="50" r="5" fill="#14532d"/>`;
  },
  bolt: (c) => `<path d="M60 4L20 56h24l-10 40 46-58H54z" fill="${c.a}" stroke="#fff" stroke-width="3" stroke-linejoin="round"/>`,
  flame: () => `<path d="M50 4c8 24 34 34 34 60a34 34 0 0 1-68 0c0-16 8-26 16-32 0 14 6 20 12 20-4-20 0-34 6-48z" fill="#f97316"/><path d="M50 44c10 14 20 20 20 34a20 20 0 0 1-40 0c0-12 10-20 20-34z" fill="#fde047"/>`,
  pyramid: (c) => `<circle cx="76" cy="24" r="12" fill="${c.b}"/><path d="M4 88L46 18l42 70z" fill="${GOLD}"/><path d="M46 18l42 70H46z" fill="#000" fill-opacity=".25"/><path d="M22 58h48M12 74h68M32 42h28" stroke="#a16207" stroke-width="2"/><path d="M40 62h12v10H40z" fill="#000" fill-opacity=".35"/>`,
  planet: (c) => `<circle cx="50" cy="50" r="30" fill="${c.b}"/><path d="M26 40q24 10 48-4" stroke="#000" stroke-opacity=".15" stroke-width="6" fill="none"/><ellipse cx="50" cy="50" rx="48" ry="12" fill="none" stroke="${c.a}" stroke-width="5" transform="rotate(-18 50 50)"/><circle cx="16" cy="14" r="5" fill="${c.a}"/><circle cx="88" cy="84" r="3" fill="#fff"/>`,
  lantern: () => `<path d="M50 0v14" stroke="${GOLD}" stroke-width="3"/><rect x="34" y="12" width="32" height="8" rx="2" fill="${GOLD}"/><ellipse cx="50" cy="48" rx="34" ry="30" fill="#d62828"/><g fill="none" stroke="${GOLD}" stroke-width="2"><ellipse cx="50" cy="48" rx="20" ry="30"/><ellipse cx="50" cy="48" rx="7" ry="30"/></g><rect x="34" y="76" width="32" height="8" rx="2" fill="${GOLD}"/><path d="M44 84v14M50 84v16M56 84v14" stroke="#d62828" stroke-width="3"/>`,
  panda: () => `<circle cx="26" cy="26" r="13" fill="#111"/><circle cx="74" cy="26" r="13" fill="#111"/><circle cx="50" cy="54" r="36" fill="#fff"/><ellipse cx="35" cy="50" rx="10" ry="13" fill="#111" transform="rotate(30 35 50)"/><ellipse cx="65" cy="50" rx="10" ry="13" fill="#111" transform="rotate(-30 65 50)"/><circle cx="37" cy="48" r="4" fill="#fff"/><circle cx="63" cy="48" r="4" fill="#fff"/><ellipse cx="50" cy="66" rx="7" ry="5" fill="#111"/><path d="M43 74q7 6 14 0" stroke="#111" stroke-width="3" fill="none" stroke-linecap="round"/><circle cx="28" cy="68" r="6" fill="#ff8fab" fill-opacity=".6"/><circle cx="72" cy="68" r="6" fill="#ff8fab" fill-opacity=".6"/>`,
  moon: (c) => `<path d="M58 8a42 42 0 1 0 30 66A34 34 0 1 1 58 8z" fill="${c.a}"/><path d="${sparkle(80, 24, 10)}${sparkle(66, 48, 6)}" fill="#fff"/>`,
  skull: () => `<path d="M14 74l72-48M14 26l72 48" stroke="#f1f1f1" stroke-width="10" stroke-linecap="round"/><path d="M50 10c-20 0-32 14-32 32 0 12 6 20 14 24v12h36V66c8-4 14-12 14-24 0-18-12-32-32-32z" fill="#f8f8f8" stroke="#000" stroke-opacity=".2"/><circle cx="38" cy="44" r="9" fill="#222"/><circle cx="62" cy="44" r="9" fill="#222"/><path d="M50 54l-5 9h10zM40 78v-8M50 78v-8M60 78v-8" fill="#222" stroke="#222" stroke-width="2"/>`,
  sheriff: (c) => {
    let tips = '';
    for (let i = 0; i < 6; i++) {
      const t = ((-90 + i * 60) * Math.PI) / 180;
      tips += `<circle cx="${n1(50 + 44 * Math.cos(t))}" cy="${n1(50 + 44 * Math.sin(t))}" r="5"/>`;
    }
    return `<g fill="${GOLD}" stroke="#a16207" stroke-width="2"><path d="${star(50, 50, 42, 24, 6)}"/>${tips}<circle cx="50" cy="50" r="16" fill="${c.d}"/></g><path d="${star(50, 50, 12, 5, 5)}" fill="${GOLD}"/>`;
  },
  shell: (c) => `<path d="M50 88L10 44Q12 10 50 8q38 2 40 36z" fill="#ffb4a2" stroke="#e07a5f" stroke-width="3"/><path d="M50 88L22 22M50 88L36 12M50 88V8M50 88l14-76M50 88l28-66" stroke="#e07a5f" stroke-width="2.5"/><circle cx="50" cy="74" r="11" fill="#fff"/><circle cx="46" cy="70" r="3" fill="${c.b}"/>`,
  leaves: () => {
    const leaf = 'M50 92C30 72 26 40 50 8c24 32 20 64 0 84z';
    return `${[['-38', '#2d6a4f'], ['38', '#40916c'], ['0', '#52b788']].map(([r, f]) => `<path d="${leaf}" transform="rotate(${r} 50 92)" fill="${f}"/><path d="M50 90V16" transform="rotate(${r} 50 92)" stroke="#1b4332" stroke-width="2"/>`).join('')}<circle cx="72" cy="28" r="8" fill="#ff7b00"/><circle cx="30" cy="34" r="6" fill="#f72585"/>`;
  },
  lollipop: (c) => `<path d="M50 60v38" stroke="#fff" stroke-width="6" stroke-linecap="round"/><circle cx="50" cy="38" r="32" fill="#ff4d8d"/><path d="M50 38m-24 0a24 24 0 0 1 48 0a18 18 0 0 1-36 0a12 12 0 0 1 24 0a6 6 0 0 1-12 0" stroke="#fff" stroke-width="6" fill="none"/><circle cx="24" cy="82" r="9" fill="${c.b}"/><circle cx="80" cy="80" r="7" fill="#ffd23f"/>`,
  shield: () => `<path d="M20 20l60 60M80 20L20 80" stroke="#cbd5e1" stroke-width="8" stroke-linecap="round"/><circle cx="50" cy="50" r="36" fill="#8b5a2b" stroke="#d4d4d8" stroke-width="6"/><path d="M50 14v72M14 50h72" stroke="#b91c1c" stroke-width="12"/><circle cx="50" cy="50" r="11" fill="#d4d4d8" stroke="#71717a" stroke-width="2"/>`,
  sun: () => `<path d="${star(50, 50, 46, 32, 16)}" fill="${GOLD}"/><circle cx="50" cy="50" r="30" fill="#e9a100"/><circle cx="50" cy="50" r="22" fill="none" stroke="#7c4a03" stroke-width="3" stroke-dasharray="6 4"/><path d="M40 44h6M54 44h6M44 60q6 4 12 0" stroke="#7c4a03" stroke-width="4" stroke-linecap="round" fill="none"/>`,
  katana: () => `<circle cx="50" cy="46" r="34" fill="#d62828"/><path d="M12 92L84 12" stroke="#e5e7eb" stroke-width="5" stroke-linecap="round"/><path d="M12 92l16-18" stroke="#111" stroke-width="8" stroke-linecap="round"/><path d="M24 76l8 8" stroke="${GOLD}" stroke-width="5"/><path d="M60 80q6-10 16-6M66 86q4-6 12-4" stroke="#ffafcc" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  pumpkin: () => `<path d="M48 22q2-12 10-16" stroke="#3f6212" stroke-width="6" fill="none" stroke-linecap="round"/><ellipse cx="32" cy="58" rx="22" ry="32" fill="#ea580c"/><ellipse cx="68" cy="58" rx="22" ry="32" fill="#ea580c"/><ellipse cx="50" cy="58" rx="22" ry="34" fill="#f97316"/><path d="M32 48l8-10 8 10zM52 48l8-10 8 10zM30 66q20 16 40 0l-6 4-4-4-6 6-6-6-6 6-4-4z" fill="#fde047"/>`,
  potion: (c) => `<path d="M40 8h20v26l24 42a8 8 0 0 1-7 12H23a8 8 0 0 1-7-12l24-42z" fill="#fff" fill-opacity=".25" stroke="#fff" stroke-width="3"/><path d="M26 62h48l10 16a6 6 0 0 1-5 8H21a6 6 0 0 1-5-8z" fill="${c.b}"/><circle cx="42" cy="70" r="4" fill="#fff" fill-opacity=".7"/><circle cx="56" cy="52" r="3" fill="#fff" fill-opacity=".7"/><rect x="36" y="2" width="28" height="8" rx="3" fill="#8b5a2b"/><path d="${sparkle(82, 20, 10)}" fill="${c.a}"/>`,
  dragon: (c) => `<path d="M50 50L22 4l4 18L10 12l6 20L0 28l14 16-12 6 38 12z" fill="${c.b}" fill-opacity=".85"/><path d="M34 94c-16-2-22-16-10-26 10-8 22-12 28-26 4-10 8-18 16-22l4-8 3 6h6l10 6-2 7H78c-6 4-8 12-8 20 0 14-4 28-14 38-6 6-14 6-22 5z" fill="${c.a}" stroke="${c.d}" stroke-width="2" stroke-linejoin="round"/><path d="M34 94C20 98 6 92 4 80c6 8 16 10 24 6" fill="none" stroke="${c.a}" stroke-width="5" stroke-linecap="round"/><path d="M58 50l-18-30 4 14-12-4 6 14-12 2 20 14z" fill="${c.a}" stroke="${c.d}" stroke-width="2" stroke-linejoin="round"/><circle cx="84" cy="22" r="2.5" fill="${c.d}"/><path d="M52 70q8-2 10-10M46 80q8 0 12-8" stroke="${c.d}" stroke-opacity=".4" stroke-width="3" fill="none"/>`,
  // Table, live casino and arcade
  roulette: (c) => {
    const r = 34;
    const k = (2 * Math.PI * r) / 36;
    return `<circle cx="50" cy="50" r="48" fill="#5b3a1a" stroke="${GOLD}" stroke-width="3"/><circle cx="50" cy="50" r="${r}" fill="none" stroke="#c1121f" stroke-width="20"/><circle cx="50" cy="50" r="${r}" fill="none" stroke="#111" stroke-width="20" stroke-dasharray="${n1(k)} ${n1(k)}"/><circle cx="50" cy="50" r="${r}" fill="none" stroke="#0a8f3c" stroke-width="20" stroke-dasharray="${n1(k)} ${n1(2 * Math.PI * r)}"/><circle cx="50" cy="50" r="22" fill="${c.m}" stroke="${GOLD}" stroke-width="3"/><path d="M50 30v40M30 50h40" stroke="${GOLD}" stroke-width="4" stroke-linecap="round"/><circle cx="50" cy="50" r="6" fill="${GOLD}"/><circle cx="78" cy="30" r="5" fill="#fff"/>`;
  },
  wheel: () => {
    const cols = ['#ef476f', '#ffd166', '#06d6a0', '#118ab2'];
    const R = 20;
    const L = 2 * Math.PI * R;
    return `<circle cx="50" cy="54" r="44" fill="#fff" stroke="${GOLD}" stroke-width="5"/>${cols.map((col, i) => `<circle cx="50" cy="54" r="${R}" fill="none" stroke="${col}" stroke-width="${2 * R}" stroke-dasharray="${n1(L / 8)} ${n1((L * 3) / 8)}" stroke-dashoffset="${n1((-L * i) / 8)}"/>`).join('')}<circle cx="50" cy="54" r="8" fill="${GOLD}" stroke="#fff" stroke-width="2"/><path d="M42 2h16l-8 16z" fill="#e63946" stroke="#fff" stroke-width="2"/>`;
  },
  chips: (c) => `${chip(34, 66, 22, '#c1121f')}${chip(70, 60, 22, '#1d4ed8')}${chip(50, 34, 22, c.a === GOLD ? '#0a8f3c' : '#111')}`,
  baccarat: (c) => cards(`${card(34, 42, -12, '9', 'd')}${card(64, 40, 10, '8', 's')}${chip(50, 82, 14, c.a === GOLD ? '#c1121f' : '#0a8f3c')}`),
  blackjack: () => cards(`${card(36, 44, -10, 'A', 's')}${card(64, 42, 10, 'K', 'h')}${chip(38, 86, 12, '#1d4ed8')}${chip(64, 86, 12, '#c1121f')}`),
  poker: () => cards(`${card(26, 46, -24, 'A', 'h')}${card(42, 38, -8, 'K', 'h')}${card(58, 38, 8, 'Q', 'h')}${card(74, 46, 24, 'J', 'h')}${chip(50, 84, 13, '#111')}`),
  cards: (c) => cards(`${card(30, 50, -16, 'Q', 'c')}${card(50, 44, 0, 'K', 'd')}${card(70, 50, 16, 'A', 's')}<circle cx="50" cy="88" r="7" fill="${c.a}"/>`),
  dragontiger: (c) => cards(`${card(28, 50, -10, 'K', 'h')}${card(72, 50, 10, 'Q', 's')}<circle cx="50" cy="50" r="14" fill="${c.a}" stroke="#fff" stroke-width="3"/><text x="50" y="56" text-anchor="middle" font-size="15" font-weight="900" font-family="Arial,sans-serif" fill="${c.d}">VS</text>`),
  dice: (c) => `${die(32, 38, 34, -14, c.r.int(1, 6))}${die(70, 46, 34, 12, c.r.int(1, 6))}${die(48, 76, 30, 4, c.r.int(1, 6))}`,
  plinko: (c) => {
    let pegs = '';
    for (let row = 0; row < 6; row++) for (let i = 0; i <= row; i++) pegs += `<circle cx="${n1(50 + (i - row / 2) * 14)}" cy="${10 + row * 12}" r="2.6"/>`;
    const slots = ['#ef476f', '#ffd166', '#06d6a0', '#ffd166', '#ef476f'].map((col, i) => `<rect x="${14 + i * 15}" y="86" width="13" height="10" rx="2" fill="${col}"/>`).join('');
    return `<g fill="#fff">${pegs}</g>${slots}<circle cx="57" cy="40" r="6" fill="${c.a}" stroke="#fff" stroke-width="2"/>`;
  },
  mines: (c) => {
    const bomb = c.r.int(0, 15);
    const id = `${c.id}q`;
    let s = '';
    for (let i = 0; i < 16; i++) {
      const x = 8 + (i % 4) * 22;
      const y = 8 + Math.floor(i / 4) * 22;
      if (i === bomb) s += `<circle cx="${x + 9.5}" cy="${y + 10.5}" r="6.5" fill="#111"/><path d="M${x + 13} ${y + 5}l3-3" stroke="#f97316" stroke-width="2"/>`;
      else if (i % 5 === 1) s += `<path d="M${x + 9.5} ${y + 3}l6 6-6 8-6-8z" fill="${c.a}"/>`;
    }
    return `<defs><pattern id="${id}" x="8" y="8" width="22" height="22" patternUnits="userSpaceOnUse"><rect width="19" height="19" rx="4" fill="#fff" fill-opacity=".22"/></pattern></defs><rect x="8" y="8" width="85" height="85" fill="url(#${id})"/>${s}`;
  },
  keno: (c) => {
    const id = `${c.id}q`;
    let s = '';
    for (let i = 0; i < 20; i++) {
      if (c.r.next() < 0.3) s += `<circle cx="${14 + (i % 5) * 18}" cy="${16 + Math.floor(i / 5) * 18}" r="7.5"/>`;
    }
    return `<defs><pattern id="${id}" x="5" y="7" width="18" height="18" patternUnits="userSpaceOnUse"><circle cx="9" cy="9" r="7.5" fill="#fff" fill-opacity=".25"/></pattern></defs><rect x="5" y="7" width="90" height="72" fill="url(#${id})"/><g fill="${c.a}">${s}</g>${ball(74, 82, 14, '#ef476f', String(c.r.int(1, 80)))}`;
  },
  tower: (c) => {
    const cols = ['#ef476f', '#ffd166', '#06d6a0', '#118ab2', c.a];
    return cols.map((col, i) => `<rect x="${22 + (i % 2) * 6}" y="${80 - i * 17}" width="50" height="15" rx="3" fill="${col}" stroke="#000" stroke-opacity=".25"/>`).join('') + `<path d="${star(52, 4, 6, 3, 5)}" fill="#fff"/>`;
  },
  coin: () => `<circle cx="50" cy="50" r="40" fill="${GOLD}" stroke="#a16207" stroke-width="4"/><circle cx="50" cy="50" r="30" fill="none" stroke="#a16207" stroke-width="2"/><path d="${star(50, 50, 20, 8, 5)}" fill="#a16207"/><path d="M24 34q8-14 22-18" stroke="#fff" stroke-opacity=".7" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  goal: () => `<path d="M8 70V18h84v52" fill="none" stroke="#fff" stroke-width="4"/><path d="M16 22v48M28 22v48M40 22v48M52 22v48M64 22v48M76 22v48M88 22v48M8 30h84M8 42h84M8 54h84" stroke="#fff" stroke-opacity=".3" stroke-width="1.5"/>${football(62, 72, 16)}`,
  // Fishing
  fish: (c) => `<g fill="${c.b}" fill-opacity=".9"><path d="M14 40q14-16 34 0q-20 16-34 0zM6 40l-8-8v16z" transform="translate(56 2) scale(.6)"/></g><path d="M18 56q30-40 64 0q-34 40-64 0z" fill="${c.a}"/><path d="M82 56l16-16v32z" fill="${c.a}"/><path d="M40 36q12-18 28-4z" fill="${c.b}"/><path d="M36 44q-6 12 0 24M48 40q-6 16 0 32" stroke="${c.d}" stroke-opacity=".3" stroke-width="3" fill="none"/><circle cx="28" cy="52" r="5" fill="#fff"/><circle cx="27" cy="52" r="2.5" fill="#111"/><g fill="#fff" fill-opacity=".6"><circle cx="10" cy="30" r="4"/><circle cx="16" cy="18" r="2.5"/><circle cx="8" cy="8" r="2"/></g><path d="M0 94q12-8 25 0t25 0 25 0 25 0" stroke="#fff" stroke-opacity=".6" stroke-width="3" fill="none"/>`,
  shark: (c) => `<path d="M4 60q30-22 66-14l8-20 6 22q10 4 14 10l8-12-2 18 2 16-8-10q-20 12-48 10l-6 10-4-10q-20-4-34-20z" fill="#9aa5b1"/><path d="M10 66q36 14 80 2" stroke="#e2e8f0" stroke-width="6" fill="none"/><circle cx="20" cy="58" r="2.5" fill="#111"/><path d="M14 66l10 0" stroke="#111" stroke-width="2"/><path d="M0 94q12-8 25 0t25 0 25 0 25 0" stroke="${c.a}" stroke-opacity=".7" stroke-width="3" fill="none"/>`,
  octopus: (c) => `<path d="M24 48c0-24 12-38 26-38s26 14 26 38" fill="${c.b}"/><g stroke="${c.b}" stroke-width="8" fill="none" stroke-linecap="round"><path d="M28 46q-14 20-4 40"/><path d="M40 50q-6 24 4 38"/><path d="M60 50q6 24-4 38"/><path d="M72 46q14 20 4 40"/></g><circle cx="40" cy="36" r="7" fill="#fff"/><circle cx="60" cy="36" r="7" fill="#fff"/><circle cx="41" cy="37" r="3.5" fill="#111"/><circle cx="61" cy="37" r="3.5" fill="#111"/><g fill="#fff" fill-opacity=".6"><circle cx="86" cy="20" r="4"/><circle cx="92" cy="8" r="2.5"/></g>`,
  // Crash
  rocket: (c) => `<path d="M4 96Q50 92 78 30" stroke="${c.a}" stroke-width="4" fill="none" stroke-dasharray="2 7" stroke-linecap="round"/><g transform="translate(70 38) rotate(35)"><path d="M0-36c14 12 16 32 11 54H-11c-5-22-3-42 11-54z" fill="#f1f5f9"/><circle cy="-8" r="7" fill="${c.m}" stroke="${c.d}" stroke-width="2"/><path d="M-11 8l-11 16h11zM11 8l11 16H11z" fill="#e63946"/><path d="M-7 20l7 24 7-24z" fill="#ffb703"/><path d="M-4 20l4 14 4-14z" fill="#fff"/></g><text x="6" y="26" font-size="18" font-weight="900" font-family="Arial,sans-serif" fill="${c.a}">${(1 + c.r.next() * 40).toFixed(2)}x</text>`,
  plane: (c) => `<path d="M4 96Q50 92 84 30" stroke="${c.a}" stroke-width="4" fill="none" stroke-dasharray="2 7" stroke-linecap="round"/><g transform="translate(68 44) rotate(-30)"><path d="M-30 0q0-6 8-6h40q12 0 16 6-4 6-16 6h-40q-8 0-8-6z" fill="#e63946"/><path d="M-4-4l-8-20h8l14 20zM-4 4l-8 16h8l12-16zM-26-4l-6-12h6l8 12z" fill="#c1121f"/><path d="M16-4h8v3h-8z" fill="#fff"/></g><text x="6" y="26" font-size="18" font-weight="900" font-family="Arial,sans-serif" fill="${c.a}">${(1 + c.r.next() * 40).toFixed(2)}x</text>`,
  balloon: (c) => `<path d="M50 4c-22 0-36 16-36 36 0 18 20 32 28 42h16c8-10 28-24 28-42 0-20-14-36-36-36z" fill="#e63946"/><path d="M50 4c-10 0-16 16-16 36 0 18 6 32 8 42h16c2-10 8-24 8-42 0-20-6-36-16-36z" fill="${c.a}"/><path d="M42 82l-2 8M58 82l2 8" stroke="#8b5a2b" stroke-width="2"/><rect x="40" y="88" width="20" height="10" rx="2" fill="#8b5a2b"/><text x="80" y="96" text-anchor="middle" font-size="14" font-weight="900" font-family="Arial,sans-serif" fill="#fff">${(1 + c.r.next() * 20).toFixed(1)}x</text>`,
  // Lottery, bingo
  balls: (c) => `${ball(28, 40, 20, '#ef476f', String(c.r.int(1, 49)))}${ball(70, 34, 20, '#118ab2', String(c.r.int(1, 49)))}${ball(50, 74, 22, c.a, String(c.r.int(1, 49)))}`,
  bingo: (c) => {
    let dabs = '';
    for (let i = 0; i < 25; i++) {
      if ((i * 3 + c.r.int(0, 4)) % 4 === 0 || i === 12) dabs += `<circle cx="${18 + (i % 5) * 14}" cy="${33 + Math.floor(i / 5) * 12}" r="4.5"/>`;
    }
    const id = `${c.id}q`;
    return `<defs><pattern id="${id}" x="12" y="28" width="14" height="12" patternUnits="userSpaceOnUse"><rect width="12" height="10" rx="2" fill="#fff"/></pattern></defs><rect x="8" y="8" width="78" height="84" rx="6" fill="${c.d}" stroke="${c.a}" stroke-width="3"/><rect x="12" y="28" width="70" height="60" fill="url(#${id})"/><text x="47" y="24" text-anchor="middle" font-size="13" font-weight="900" font-family="Arial,sans-serif" fill="${c.a}" letter-spacing="5">BINGO</text><g fill="${c.b}" fill-opacity=".85">${dabs}</g>${ball(84, 84, 14, '#ef476f', String(c.r.int(1, 75)))}`;
  },
  hash: (c) => `<g stroke="${c.a}" stroke-width="10" stroke-linecap="round"><path d="M38 10l-10 62M66 10l-10 62M18 30h64M14 54h64"/></g><g font-family="monospace" font-size="9" font-weight="700">${[0, 1, 2].map((i) => `<rect x="${4 + i * 32}" y="80" width="28" height="16" rx="3" fill="${c.d}" stroke="${c.b}" stroke-width="2"/><text x="${18 + i * 32}" y="91" text-anchor="middle" fill="${c.b}">${c.r.int(16, 255).toString(16)}${c.r.int(16, 255).toString(16)}</text>`).join('')}</g><path d="M32 88h4M64 88h4" stroke="${c.b}" stroke-width="2"/>`,
  // Sabong, horse racing
  rooster: (c) => `<g fill="${c.b}" stroke="${c.d}" stroke-width="1.5"><path d="M36 58C14 50 8 28 16 8c2 20 12 34 26 42z"/><path d="M34 64C12 64 2 48 4 30c6 18 16 26 32 28z"/><path d="M36 72C18 78 4 72 0 60c10 6 24 6 36 2z"/></g><path d="M52 18c4-10 14-10 14-2 6-6 14-2 10 6l-6 4c4 4 4 10 0 14l8 6-10 2c2 10-2 20-10 26 10-4 22-18 26-34 8 6 12 20 8 34-4 14-18 24-34 24l-2 8h8v4H42l2-4h4l2-10c-16-4-26-18-24-32 2-14 14-24 24-26-4-6-2-12 2-14z" fill="${c.a}"/><path d="M78 36l8 4-8 4z" fill="#f59e0b"/><path d="M70 48q2 8-4 10" stroke="#e63946" stroke-width="5" fill="none" stroke-linecap="round"/><path d="M54 18q4-10 12-8 0-6 10 2" stroke="#e63946" stroke-width="6" fill="none" stroke-linecap="round"/><circle cx="70" cy="34" r="2.5" fill="${c.d}"/>`,
  horse: (c) => `<path d="M88 22l-8-8-2 6c-8-2-16 0-22 6L42 38c-10 2-22 2-30 10l-8 16 6-2 2 10 6-16c4 0 8 0 12-2l-6 16 10 18 4-2-6-16 10-14c8 2 16 2 22-2l8 14-2 18h6l2-18-8-18c4-6 6-12 6-20l8 8 4-2 2-6-6-10z" fill="${c.a}"/><path d="M60 24l-14 4-4 8 16-6" fill="${c.d}" fill-opacity=".35"/><path d="M4 96h92" stroke="#fff" stroke-opacity=".5" stroke-width="3" stroke-dasharray="10 6"/>`,
  // Sports
  football: () => `<rect x="2" y="40" width="96" height="56" rx="4" fill="#2d8a3e" stroke="#fff" stroke-width="2"/><path d="M50 40v56M2 60h12v16H2M98 60H86v16h12" stroke="#fff" stroke-width="2" fill="none"/><circle cx="50" cy="68" r="10" fill="none" stroke="#fff" stroke-width="2"/>${football(58, 26, 18)}`,
  basketball: () => `<rect x="2" y="58" width="96" height="38" rx="4" fill="#c97b3a"/><path d="M50 58v38M30 96a20 20 0 0 1 40 0" stroke="#fff" stroke-width="2" fill="none"/><circle cx="50" cy="32" r="26" fill="#f97316" stroke="#111" stroke-width="2"/><path d="M24 32h52M50 6v52M32 12q12 20 0 40M68 12q-12 20 0 40" stroke="#111" stroke-width="2" fill="none"/>`,
  tennis: () => `<rect x="2" y="52" width="96" height="44" rx="3" fill="#2563eb"/><path d="M2 74h96M50 52v44M14 52v44M86 52v44" stroke="#fff" stroke-width="2"/><circle cx="56" cy="28" r="22" fill="#d9f99d" stroke="#65a30d" stroke-width="2"/><path d="M36 18q14 10 0 22M76 18q-14 10 0 22" stroke="#fff" stroke-width="3" fill="none"/>`,
  esports: (c) => `<path d="M20 34h60c10 0 16 8 18 20l2 18c2 12-10 18-18 8l-8-10H26l-8 10c-8 10-20 4-18-8l2-18c2-12 8-20 18-20z" fill="${c.d}" stroke="${c.a}" stroke-width="3"/><path d="M26 50h14M33 43v14" stroke="${c.a}" stroke-width="4" stroke-linecap="round"/><circle cx="66" cy="46" r="4" fill="#ef476f"/><circle cx="74" cy="54" r="4" fill="#06d6a0"/><circle cx="58" cy="54" r="4" fill="#ffd166"/><circle cx="66" cy="62" r="4" fill="#118ab2"/>`,
};

function football(x: number, y: number, r: number) {
  const p = star(x, y, r * 0.42, r * 0.42, 5);
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" stroke="#111" stroke-width="1.5"/><path d="${p}" fill="#111"/><path d="M${n1(x)} ${n1(y - r * 0.42)}V${n1(y - r)}M${n1(x - r * 0.4)} ${n1(y + r * 0.13)}L${n1(x - r * 0.92)} ${n1(y + r * 0.3)}M${n1(x + r * 0.4)} ${n1(y + r * 0.13)}L${n1(x + r * 0.92)} ${n1(y + r * 0.3)}" stroke="#111" stroke-width="1.5"/>`;
}

/** Slot theme → its symbol; classic symbols for the neighbouring reels. */
const SLOT_SYMBOL: Record<string, string> = {
  dragon: 'dragon', fortune: 'coins', fruit: 'cherry', sevens: 'seven', gems: 'gem', egypt: 'pyramid',
  ocean: 'shell', space: 'planet', jungle: 'leaves', candy: 'lollipop', panda: 'panda', asian: 'lantern',
  viking: 'shield', fire: 'flame', clover: 'clover', olympus: 'bolt', pirate: 'skull', wildwest: 'sheriff',
  royal: 'crown', moon: 'moon', aztec: 'sun', samurai: 'katana', halloween: 'pumpkin', magic: 'potion',
};
/** Light classic symbols for the neighbouring reels (kept small: a card stays under 4 KB). */
const CLASSIC = ['cherry', 'seven', 'bell', 'bar', 'gem', 'coin', 'bolt', 'flame'];
const TYPE_SYMBOL: Record<string, string> = {
  slots: 'seven', livecasino: 'cards', table: 'chips', fish: 'fish', arcade: 'plinko', crash: 'rocket',
  sportsbook: 'football', lottery: 'balls', bingo: 'bingo', sabong: 'rooster', horseracing: 'horse', hashgame: 'hash',
};

function symbolKey(type: string, theme: string): string {
  if (type === 'slots') return SLOT_SYMBOL[theme] ?? (SYM[theme] ? theme : 'seven');
  return SYM[theme] ? theme : TYPE_SYMBOL[type] ?? 'coin';
}

/** Places a 100×100 symbol with its centre at (x, y), `s` wide, rotated by `rot` degrees. */
const place = (body: string, x: number, y: number, s: number, rot = 0) =>
  `<g transform="translate(${n1(x - s / 2)} ${n1(y - s / 2)}) scale(${n1(s / 100)})${rot ? ` rotate(${rot} 50 50)` : ''}">${body}</g>`;

function motif(type: string, theme: string, c: Colors, lite: boolean): string {
  const key = symbolKey(type, theme);
  const main = SYM[key](c);
  const cx = 150;
  const cy = 158;
  if (type !== 'slots') return place(main, cx, cy, c.r.int(172, 190), c.r.int(-6, 6));
  const layout = lite ? 9 : c.r.int(0, 9);
  if (layout < 3) {
    // A three-reel window with the theme symbol on the middle reel.
    const others = CLASSIC.filter((k) => k !== key);
    const left = c.r.pick(others);
    const right = c.r.pick(others.filter((k) => k !== left));
    const reel = (x: number) => `<rect x="${x}" y="98" width="80" height="120" rx="10" fill="#fff" fill-opacity=".92"/>`;
    return `<rect x="22" y="84" width="256" height="148" rx="18" fill="${c.d}" stroke="${c.a}" stroke-width="5"/>${reel(30)}${reel(110)}${reel(190)}<path d="M30 158h240" stroke="${c.b}" stroke-opacity=".5" stroke-width="3" stroke-dasharray="6 6"/>${place(SYM[left](c), 70, 158, 66)}${place(main, 150, 158, 72)}${place(SYM[right](c), 230, 158, 66)}<path d="${star(150, 72, 12, 5, 5)}" fill="${c.a}"/>`;
  }
  if (layout < 5) {
    // The theme symbol with two smaller classic ones beside it.
    const side = c.r.pick(CLASSIC.filter((k) => k !== key));
    return `${place(SYM[side](c), 58, 96, 74, -14)}${place(SYM[side](c), 244, 214, 64, 12)}${place(main, cx, cy, 170, c.r.int(-6, 6))}`;
  }
  return place(main, cx, cy, c.r.int(178, 196), c.r.int(-8, 8));
}

// ---------------------------------------------------------------------------------------------
// Background decoration

function decoration(kind: number, id: string, c: Colors): { defs: string; body: string } {
  switch (kind) {
    case 0: {
      // Sunburst rays from behind the motif.
      const k = c.r.pick([12, 16, 18]);
      let d = '';
      for (let i = 0; i < k; i++) {
        const t0 = (i / k) * 2 * Math.PI;
        const t1 = t0 + Math.PI / k;
        d += `M150 158L${n1(150 + 420 * Math.cos(t0))} ${n1(158 + 420 * Math.sin(t0))}L${n1(150 + 420 * Math.cos(t1))} ${n1(158 + 420 * Math.sin(t1))}Z`;
      }
      return { defs: '', body: `<path d="${d}" fill="${c.a}" fill-opacity=".09" transform="rotate(${c.r.int(0, 30)} 150 158)"/>` };
    }
    case 1:
      return {
        defs: `<pattern id="${id}p" width="18" height="18" patternUnits="userSpaceOnUse" patternTransform="rotate(${c.r.int(0, 45)})"><circle cx="9" cy="9" r="${c.r.pick([2, 2.5, 3])}" fill="${c.b}" fill-opacity=".16"/></pattern>`,
        body: `<rect width="300" height="400" fill="url(#${id}p)"/>`,
      };
    case 2:
      return {
        defs: `<pattern id="${id}p" width="24" height="24" patternUnits="userSpaceOnUse" patternTransform="rotate(${c.r.pick([30, 45, 60, -30, -45])})"><rect width="10" height="24" fill="${c.a}" fill-opacity=".07"/></pattern>`,
        body: `<rect width="300" height="400" fill="url(#${id}p)"/>`,
      };
    case 3: {
      let s = '';
      for (let r = 40; r <= 260; r += 28) s += `<circle cx="150" cy="158" r="${r}"/>`;
      return { defs: '', body: `<g fill="none" stroke="${c.b}" stroke-opacity=".1" stroke-width="${c.r.pick([3, 5, 8])}">${s}</g>` };
    }
    default:
      return {
        defs: `<pattern id="${id}p" width="30" height="30" patternUnits="userSpaceOnUse"><path d="M15 3l12 12-12 12L3 15z" fill="${c.a}" fill-opacity=".08"/></pattern>`,
        body: `<rect width="300" height="400" fill="url(#${id}p)"/>`,
      };
  }
}

// ---------------------------------------------------------------------------------------------
// Title

/** Approximate advance widths of a bold sans-serif, in em. */
function textWidthEm(s: string): number {
  let w = 0;
  for (const ch of s) {
    if (ch === ' ') w += 0.28;
    else if ("iljIt'.,:;!|f".includes(ch)) w += 0.34;
    else if ('mwMW'.includes(ch)) w += 0.92;
    else if (ch >= 'A' && ch <= 'Z') w += 0.72;
    else if (ch >= '0' && ch <= '9') w += 0.58;
    else w += 0.6;
  }
  return w;
}

const TITLE_WIDTH = 262;
const TITLE_CAPS = [0, 40, 35, 29];
const TITLE_MAX_CHARS = 54;

/** Best way to wrap a name into 1–3 lines: the one with the largest font size. */
export function wrapTitle(name: string): { lines: string[]; size: number } {
  let words = String(name ?? '').trim().split(/\s+/).filter(Boolean);
  // A name longer than three lines can hold is cut at a word with an ellipsis.
  if (words.join(' ').length > TITLE_MAX_CHARS) {
    const kept: string[] = [];
    for (const w of words) {
      if ([...kept, w].join(' ').length > TITLE_MAX_CHARS - 1) break;
      kept.push(w);
    }
    words = kept.length ? [...kept.slice(0, -1), `${kept[kept.length - 1]}…`] : [`${words[0].slice(0, TITLE_MAX_CHARS - 1)}…`];
  }
  if (words.length === 0) return { lines: [''], size: TITLE_CAPS[1] };
  let best: { lines: string[]; size: number } | undefined;
  const consider = (lines: string[]) => {
    const widest = Math.max(...lines.map(textWidthEm));
    const size = Math.min(TITLE_CAPS[lines.length], Math.floor(TITLE_WIDTH / widest));
    if (!best || size > best.size + 1) best = { lines, size };
  };
  consider([words.join(' ')]);
  for (let i = 1; i < words.length; i++) {
    consider([words.slice(0, i).join(' '), words.slice(i).join(' ')]);
    for (let j = i + 1; j < words.length; j++) {
      consider([words.slice(0, i).join(' '), words.slice(i, j).join(' '), words.slice(j).join(' ')]);
    }
  }
  const b = best!;
  // Never below a legible size: a very long word gets squeezed by textLength instead.
  return { lines: b.lines, size: Math.max(18, b.size) };
}

const TITLE_FONT = `Impact,'Arial Black',Arial,sans-serif`;
const LABEL_FONT = 'Arial,sans-serif';

function title(name: string, id: string, c: Colors): string {
  const { lines, size } = wrapTitle(name);
  const lh = Math.round(size * 1.06);
  const top = 318 - (lines.length * lh) / 2;
  const texts = lines
    .map((l, i) => {
      const y = Math.round(top + lh * i + size * 0.86);
      const squeeze = textWidthEm(l) * size > TITLE_WIDTH ? ` textLength="${TITLE_WIDTH}" lengthAdjust="spacingAndGlyphs"` : '';
      return `<text x="150" y="${y}"${squeeze}>${esc(l)}</text>`;
    })
    .join('');
  return `<g font-family="${TITLE_FONT}" font-weight="900" font-size="${size}" text-anchor="middle" fill="url(#${id}t)" stroke="${c.d}" stroke-width="${Math.max(3, Math.round(size / 7))}" stroke-linejoin="round" paint-order="stroke">${texts}</g>`;
}

// ---------------------------------------------------------------------------------------------

const utf8Length = (s: string) => new TextEncoder().encode(s).length;

/** Size budget of one thumbnail, in bytes. */
export const GAME_ART_MAX_BYTES = 4096;

/**
 * A 300×400 portrait thumbnail of a game: valid standalone SVG, about 3 KB, never over
 * GAME_ART_MAX_BYTES (a card that would be falls back to a plainer layout).
 */
export function renderGameArt(game: GameArtInput): string {
  const full = drawGame(game, false);
  if (utf8Length(full) <= GAME_ART_MAX_BYTES - 96) return full;
  return drawGame(game, true);
}

function drawGame(game: GameArtInput, lite: boolean): string {
  const type = String(game.game_type ?? '');
  const theme = String(game.theme ?? '');
  const h = hash32(`${game.game_code}\u0000${game.game_name}\u0000${game.provider_name}`);
  const r = rng(h);
  const groups = (type === 'slots' && GROUPS_BY_THEME[theme]) || GROUPS_BY_TYPE[type] || GROUPS_BY_TYPE.slots;
  const palettes = groups.flatMap((g) => PALETTES[g]);
  const [d, m, a, b] = r.pick(palettes);
  const id = `a${h.toString(36)}`;
  const c: Colors = { d, m, a, b, r, id };
  const angle = r.int(0, 40) - 20;
  const deco = decoration(r.int(0, 4), id, c);
  let sparkles = '';
  for (let i = lite ? 2 : r.int(3, 6); i > 0; i--) sparkles += sparkle(r.int(18, 282), r.int(18, 250), r.int(4, 10));
  const body = motif(type, theme, c, lite);
  const providerText = String(game.provider_name ?? '').slice(0, 40).toUpperCase();
  const provider = esc(providerText);
  const labelW = textWidthEm(providerText) * 11 + providerText.length * 1.5;
  const lineX = Math.round(150 - Math.min(200, labelW) / 2 - 8);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400" width="300" height="400">` +
    `<defs><linearGradient id="${id}" x2="0" y2="1" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${m}"/><stop offset=".62" stop-color="${d}"/></linearGradient>` +
    `<radialGradient id="${id}g"><stop offset="0" stop-color="${a}" stop-opacity=".5"/><stop offset="1" stop-color="${a}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="${id}f" x2="0" y2="1"><stop offset="0" stop-color="${d}" stop-opacity="0"/><stop offset=".45" stop-color="${d}" stop-opacity=".92"/></linearGradient>` +
    `<linearGradient id="${id}t" x2="0" y2="1"><stop offset=".25" stop-color="#fff"/><stop offset="1" stop-color="${a}"/></linearGradient>${deco.defs}</defs>` +
    `<rect width="300" height="400" fill="url(#${id})"/>${deco.body}<circle cx="150" cy="158" r="130" fill="url(#${id}g)"/>` +
    `<path d="${sparkles}" fill="${b}" fill-opacity=".75"/>${body}` +
    `<rect y="236" width="300" height="164" fill="url(#${id}f)"/>${title(game.game_name, id, c)}` +
    `<path d="M${lineX} 380h-28M${300 - lineX} 380h28" stroke="${a}" stroke-opacity=".6" stroke-width="1.5"/>` +
    `<text x="150" y="384" text-anchor="middle" font-family="${LABEL_FONT}" font-size="11" font-weight="700" letter-spacing="1.5" fill="${b}" fill-opacity=".9"${labelW > 200 ? ' textLength="200" lengthAdjust="spacingAndGlyphs"' : ''}>${provider}</text>` +
    `<rect x="5" y="5" width="290" height="390" rx="16" fill="none" stroke="${a}" stroke-opacity=".35" stroke-width="2"/></svg>`
  );
}

// ---------------------------------------------------------------------------------------------
// Wordmarks

const EMBLEMS = [
  (x: number, y: number, r: number) => `<circle cx="${x}" cy="${y}" r="${r}"/>`,
  (x: number, y: number, r: number) => `<path d="${star(x, y, r, r * 0.87, 6, -90)}"/>`,
  (x: number, y: number, r: number) => `<rect x="${x - r * 0.8}" y="${y - r * 0.8}" width="${r * 1.6}" height="${r * 1.6}" rx="${r * 0.3}" transform="rotate(45 ${x} ${y})"/>`,
  (x: number, y: number, r: number) => `<path d="M${x - r} ${y - r * 0.8}h${2 * r}v${r * 0.6}c0 ${r * 0.8}-${r * 0.5} ${r * 1.2}-${r} ${r * 1.6}-${r * 0.5}-${r * 0.4}-${r}-${r * 0.8}-${r}-${r * 1.6}z"/>`,
];

function initials(name: string) {
  const words = name.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return (words.length > 1 ? words[0][0] + words[1][0] : (words[0] ?? '?').slice(0, 2)).toUpperCase();
}

/** A 200×60 wordmark: emblem with initials, first word bold, the rest light. */
export function renderProviderLogo(provider: { code: string; name: string }): string {
  const name = String(provider.name ?? '');
  const h = hash32(`${provider.code}\u0000${name}`);
  const r = rng(h);
  const [d, m, a, b] = r.pick(Object.values(PALETTES).flat());
  const id = `p${h.toString(36)}`;
  const words = name.trim().split(/\s+/);
  const first = words[0] ?? '';
  const rest = words.slice(1).join(' ');
  const em = EMBLEMS[r.int(0, EMBLEMS.length - 1)](30, 30, 20);
  const w1 = textWidthEm(first) * 19;
  const w2 = textWidthEm(rest) * 11;
  const fit = (w: number) => (w > 140 ? ` textLength="140" lengthAdjust="spacingAndGlyphs"` : '');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 60" width="200" height="60"><defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${m}"/><stop offset="1" stop-color="${d}"/></linearGradient></defs>` +
    `<rect width="200" height="60" rx="10" fill="url(#${id})"/><g fill="${a}">${em}</g>` +
    `<text x="30" y="36" text-anchor="middle" font-family="${LABEL_FONT}" font-weight="900" font-size="15" fill="${d}">${esc(initials(name))}</text>` +
    (rest
      ? `<text x="58" y="31" font-family="${TITLE_FONT}" font-weight="900" font-size="19" fill="#fff"${fit(w1)}>${esc(first)}</text><text x="58" y="47" font-family="${LABEL_FONT}" font-weight="600" font-size="11" letter-spacing="2" fill="${b}"${fit(w2 + rest.length * 2)}>${esc(rest.toUpperCase())}</text>`
      : `<text x="58" y="38" font-family="${TITLE_FONT}" font-weight="900" font-size="20" fill="#fff"${fit(textWidthEm(first) * 20)}>${esc(first)}</text>`) +
    `</svg>`
  );
}

/** A 200×60 partner wordmark: light card, coloured mark, name centred. */
export function renderPartnerLogo(name: string): string {
  const n = String(name ?? '');
  const h = hash32(`partner\u0000${n}`);
  const r = rng(h);
  const [d, m, a] = r.pick(Object.values(PALETTES).flat());
  const upper = n.toUpperCase();
  // Shrink the type to fit 136 px; squeeze only what still does not fit at 10 px.
  const em = textWidthEm(upper) + upper.length * 0.08;
  const size = Math.max(10, Math.min(16, Math.floor(136 / Math.max(em, 0.1))));
  const fit = em * size > 136 ? ` textLength="136" lengthAdjust="spacingAndGlyphs"` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 60" width="200" height="60">` +
    `<rect x="1" y="1" width="198" height="58" rx="12" fill="#fff" stroke="${m}" stroke-width="2"/>` +
    `<g transform="translate(32 30)"><circle r="19" fill="${d}"/><path d="${star(0, 0, 13, 6, r.int(4, 8))}" fill="${a}" transform="rotate(${r.int(0, 40)})"/></g>` +
    `<text x="124" y="${Math.round(30 + size * 0.36)}" text-anchor="middle" font-family="${LABEL_FONT}" font-weight="800" font-size="${size}" letter-spacing="${n1(size * 0.08)}" fill="${d}"${fit}>${esc(upper)}</text></svg>`
  );
}
