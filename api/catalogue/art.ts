/**
 * Generated artwork: every game gets its own thumbnail made of shapes and text, so the demo needs
 * no image from outside. Deterministic: the same game always looks the same.
 */
const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

const PALETTES: [string, string, string][] = [
  ['#1a0b3d', '#6d28d9', '#fbbf24'], ['#0b2545', '#1d4ed8', '#f9c74f'], ['#3b0918', '#be123c', '#fde68a'],
  ['#052e2b', '#0f766e', '#fcd34d'], ['#1f1300', '#b45309', '#fef3c7'], ['#111827', '#374151', '#f59e0b'],
  ['#2e1065', '#c026d3', '#67e8f9'], ['#022c22', '#15803d', '#bef264'], ['#172554', '#0ea5e9', '#fef08a'],
  ['#450a0a', '#dc2626', '#fcd34d'], ['#0c0a09', '#7c2d12', '#fdba74'], ['#1e1b4b', '#4338ca', '#f0abfc'],
  ['#083344', '#0891b2', '#fde047'], ['#3f0d12', '#9f1239', '#fbcfe8'], ['#14532d', '#65a30d', '#fef9c3'],
];

const MOTIFS: Record<string, (c: string) => string> = {
  dragon: (c) => `<path d="M70 210c40-60 120-70 160-20-30-10-50 0-60 20 30 0 50 20 50 50-40-30-90-20-110 20-10-40-30-60-40-70z" fill="${c}" opacity=".9"/><circle cx="205" cy="185" r="6" fill="#fff"/>`,
  gold: (c) => `<g fill="${c}"><ellipse cx="110" cy="230" rx="48" ry="14"/><ellipse cx="110" cy="215" rx="48" ry="14" opacity=".85"/><ellipse cx="185" cy="205" rx="48" ry="14"/><ellipse cx="185" cy="190" rx="48" ry="14" opacity=".85"/><ellipse cx="150" cy="170" rx="48" ry="14"/></g>`,
  fruit: (c) => `<path d="M150 120c10-30 40-40 60-35-20 10-35 25-45 45" stroke="#22c55e" stroke-width="8" fill="none"/><circle cx="120" cy="210" r="42" fill="#ef4444"/><circle cx="190" cy="220" r="42" fill="#dc2626"/><circle cx="108" cy="196" r="10" fill="#fff" opacity=".5"/><path d="M120 168l30-40 40 50" stroke="${c}" stroke-width="6" fill="none"/>`,
  gem: (c) => `<path d="M150 110l70 50-70 110-70-110z" fill="${c}"/><path d="M80 160h140M150 110l-25 50 25 110 25-110z" stroke="#fff" stroke-opacity=".6" stroke-width="3" fill="none"/>`,
  egypt: (c) => `<path d="M60 270l90-150 90 150z" fill="${c}"/><path d="M150 120l20 150" stroke="#000" stroke-opacity=".25" stroke-width="30"/><circle cx="230" cy="110" r="22" fill="#fde68a"/>`,
  ocean: (c) => `<path d="M30 240q30-25 60 0t60 0 60 0 60 0 60 0v60H30z" fill="${c}" opacity=".8"/><path d="M30 215q30-25 60 0t60 0 60 0 60 0 60 0" stroke="#fff" stroke-opacity=".6" stroke-width="4" fill="none"/><circle cx="150" cy="150" r="36" fill="#fde68a" opacity=".9"/>`,
  space: (c) => `<circle cx="150" cy="190" r="60" fill="${c}"/><ellipse cx="150" cy="190" rx="105" ry="22" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="5"/><circle cx="80" cy="110" r="4" fill="#fff"/><circle cx="230" cy="130" r="3" fill="#fff"/>`,
  jungle: (c) => `<g fill="${c}"><path d="M150 270c-5-60 0-110 0-150 20 30 60 40 90 30-30 20-60 20-80 10 10 30 40 50 60 60-30 0-50-10-65-25"/><path d="M150 120c-20 30-60 40-90 30 30 20 60 20 80 10-10 30-40 50-60 60 30 0 50-10 65-25"/></g>`,
  candy: (c) => `<circle cx="150" cy="190" r="55" fill="${c}"/><path d="M150 135a55 55 0 0 1 0 110a27 27 0 0 1 0-55a27 27 0 0 0 0-55" fill="#fff" opacity=".5"/><path d="M95 190l-35-25v50zM205 190l35-25v50z" fill="${c}"/>`,
  asian: (c) => `<path d="M70 170h160l-20-30H90z" fill="${c}"/><rect x="100" y="170" width="100" height="90" fill="${c}" opacity=".75"/><rect x="135" y="205" width="30" height="55" fill="#000" opacity=".3"/><path d="M60 140h180" stroke="${c}" stroke-width="8"/>`,
  viking: (c) => `<path d="M90 230h120l-20 40H110z" fill="${c}"/><path d="M150 100v130M150 110l60 60h-60" fill="#fff" fill-opacity=".8" stroke="#fff" stroke-width="4"/>`,
  fire: (c) => `<path d="M150 100c30 50 70 70 70 120a70 70 0 0 1-140 0c0-30 20-50 30-60 0 30 15 40 25 40-5-40 0-70 15-100z" fill="${c}"/><path d="M150 180c15 20 30 30 30 50a30 30 0 0 1-60 0c0-20 20-30 30-50z" fill="#fff" opacity=".6"/>`,
  cards: (c) => `<g transform="rotate(-12 150 190)"><rect x="85" y="120" width="80" height="115" rx="10" fill="#fff"/><text x="98" y="150" font-size="28" font-weight="700" fill="#dc2626" font-family="Georgia,serif">A</text></g><g transform="rotate(10 150 190)"><rect x="135" y="125" width="80" height="115" rx="10" fill="#f8fafc"/><path d="M175 160c-16 18-26 26-26 38a12 12 0 0 0 22 6l-5 16h18l-5-16a12 12 0 0 0 22-6c0-12-10-20-26-38z" fill="#111827"/></g><circle cx="150" cy="255" r="18" fill="${c}"/>`,
  roulette: (c) => `<circle cx="150" cy="190" r="70" fill="#14532d" stroke="${c}" stroke-width="10"/><g stroke="#fff" stroke-opacity=".5" stroke-width="3">${Array.from({ length: 12 }, (_, i) => `<path d="M150 190L${(150 + 60 * Math.cos((i * Math.PI) / 6)).toFixed(1)} ${(190 + 60 * Math.sin((i * Math.PI) / 6)).toFixed(1)}"/>`).join('')}</g><circle cx="150" cy="190" r="16" fill="${c}"/><circle cx="195" cy="160" r="7" fill="#fff"/>`,
  chips: (c) => `<g><circle cx="120" cy="200" r="45" fill="${c}"/><circle cx="120" cy="200" r="30" fill="none" stroke="#fff" stroke-width="6" stroke-dasharray="10 8"/><circle cx="190" cy="180" r="45" fill="#dc2626"/><circle cx="190" cy="180" r="30" fill="none" stroke="#fff" stroke-width="6" stroke-dasharray="10 8"/></g>`,
  fish: (c) => `<path d="M70 190c40-45 110-50 150 0-40 50-110 45-150 0z" fill="${c}"/><path d="M220 190l40-30v60z" fill="${c}"/><circle cx="100" cy="182" r="7" fill="#fff"/><circle cx="100" cy="182" r="3" fill="#000"/><g fill="#fff" opacity=".6"><circle cx="70" cy="130" r="6"/><circle cx="85" cy="110" r="4"/></g>`,
  arcade: (c) => `<rect x="80" y="150" width="140" height="80" rx="36" fill="${c}"/><path d="M112 175v30M97 190h30" stroke="#fff" stroke-width="8" stroke-linecap="round"/><circle cx="185" cy="180" r="9" fill="#fff"/><circle cx="203" cy="198" r="9" fill="#fff" opacity=".7"/>`,
  rocket: (c) => `<path d="M40 270Q150 260 250 110" stroke="${c}" stroke-width="6" fill="none" stroke-dasharray="4 10"/><g transform="translate(200 140) rotate(40)"><path d="M0-45c18 15 22 40 15 70H-15c-7-30-3-55 15-70z" fill="#f8fafc"/><circle cy="-12" r="8" fill="${c}"/><path d="M-15 25l-12 18h12zM15 25l12 18H15z" fill="${c}"/><path d="M-8 27l8 28 8-28z" fill="#f97316"/></g>`,
  sports: (c) => `<rect x="50" y="140" width="200" height="120" rx="6" fill="#15803d"/><path d="M150 140v120M50 200h200" stroke="#fff" stroke-opacity=".7" stroke-width="3"/><circle cx="150" cy="200" r="22" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="3"/><circle cx="190" cy="175" r="14" fill="#fff" stroke="${c}" stroke-width="3"/>`,
  balls: (c) => `<g font-family="Arial,sans-serif" font-weight="700" font-size="22" text-anchor="middle"><circle cx="100" cy="200" r="32" fill="${c}"/><text x="100" y="208" fill="#111">7</text><circle cx="165" cy="175" r="32" fill="#ef4444"/><text x="165" y="183" fill="#fff">21</text><circle cx="215" cy="225" r="28" fill="#3b82f6"/><text x="215" y="233" fill="#fff">48</text></g>`,
  rooster: (c) => `<path d="M120 260l10-40c-30-10-45-40-30-70 10-20 30-25 45-20l5-20 15 15 15-5-5 20c25 10 35 40 20 70-10 20-30 30-50 30l-5 20z" fill="${c}"/><path d="M220 150c20 10 30 40 20 70" stroke="${c}" stroke-width="10" fill="none"/><circle cx="140" cy="150" r="5" fill="#000"/>`,
  horse: (c) => `<path d="M70 250l20-50-10-20 30-40h40l30-25 10 25 30 20-10 20-30-10-20 30 20 50h-20l-20-40-40 10-15 30z" fill="${c}"/>`,
  hash: (c) => `<g stroke="${c}" stroke-width="12" stroke-linecap="round"><path d="M130 120l-20 140M190 120l-20 140M90 165h140M80 215h140"/></g>`,
};

const TYPE_DEFAULT: Record<string, string> = {
  slots: 'gem', livecasino: 'cards', table: 'chips', fish: 'fish', arcade: 'arcade', crash: 'rocket',
  sportsbook: 'sports', lottery: 'balls', bingo: 'balls', sabong: 'rooster', horseracing: 'horse', hashgame: 'hash',
};

function wrap(name: string, max = 13): string[] {
  const words = name.split(/\s+/);
  const lines: string[] = [];
  let cur = '';
  for (const w of words) {
    if ((cur + ' ' + w).trim().length > max && cur) {
      lines.push(cur);
      cur = w;
    } else cur = (cur + ' ' + w).trim();
  }
  if (cur) lines.push(cur);
  if (lines.length > 3) return [...lines.slice(0, 2), lines.slice(2).join(' ').slice(0, max - 1) + '…'];
  return lines;
}

export function renderGameArt(game: { game_code: string; game_name: string; game_type: string; theme: string; provider_name: string }): string {
  const h = hash(game.game_code + game.game_name);
  const [dark, mid, light] = PALETTES[h % PALETTES.length];
  const motif = MOTIFS[game.theme] ?? MOTIFS[TYPE_DEFAULT[game.game_type] ?? 'gem'];
  const angle = (h >> 4) % 360;
  const lines = wrap(game.game_name);
  const size = lines.some((l) => l.length > 11) ? 30 : 34;
  const sparkles = Array.from({ length: 5 }, (_, i) => {
    const x = 20 + ((h >> (i * 3)) % 260);
    const y = 20 + ((h >> (i * 2 + 5)) % 110);
    return `<path d="M${x} ${y - 6}l2 4 4 2-4 2-2 4-2-4-4-2 4-2z" fill="${light}" opacity=".8"/>`;
  }).join('');
  const id = `g${h.toString(36)}`;
  const text = lines
    .map((l, i) => `<text x="150" y="${318 + i * (size + 2) - (lines.length - 1) * 14}" text-anchor="middle" font-size="${size}">${esc(l)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400" width="300" height="400"><defs><linearGradient id="${id}" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient><radialGradient id="${id}r" cx=".5" cy=".45" r=".5"><stop offset="0" stop-color="${light}" stop-opacity=".35"/><stop offset="1" stop-color="${light}" stop-opacity="0"/></radialGradient></defs><rect width="300" height="400" fill="url(#${id})"/><circle cx="150" cy="190" r="140" fill="url(#${id}r)"/>${sparkles}${motif(light)}<rect y="270" width="300" height="130" fill="${dark}" opacity=".72"/><g font-family="'Arial Black',Impact,'Noto Sans',sans-serif" font-weight="900" fill="#fff" stroke="${dark}" stroke-width="1">${text}</g><text x="150" y="388" text-anchor="middle" font-family="Arial,sans-serif" font-size="13" fill="${light}" letter-spacing="1">${esc(game.provider_name.toUpperCase())}</text></svg>`;
}

function wordmark(name: string, w: number, h: number): string {
  const k = hash(name);
  const [dark, mid, light] = PALETTES[k % PALETTES.length];
  const id = `w${k.toString(36)}`;
  const initials = name.split(/\s+/).map((p) => p[0] ?? '').join('').slice(0, 2).toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"><defs><linearGradient id="${id}"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs><rect width="${w}" height="${h}" rx="10" fill="url(#${id})"/><circle cx="${h / 2}" cy="${h / 2}" r="${h / 2 - 8}" fill="${light}"/><text x="${h / 2}" y="${h / 2 + 6}" text-anchor="middle" font-family="Arial,sans-serif" font-weight="900" font-size="17" fill="${dark}">${esc(initials)}</text><text x="${h + 2}" y="${h / 2 + 6}" font-family="Arial,sans-serif" font-weight="700" font-size="${name.length > 16 ? 13 : 16}" fill="#fff">${esc(name)}</text></svg>`;
}

export const renderProviderLogo = (p: { code: string; name: string }) => wordmark(p.name, 200, 60);
export const renderPartnerLogo = (name: string) => wordmark(name, 200, 60);
