/**
 * Generated artwork for the demo's slides and news: no image of the demo comes from
 * outside the product. An operator's own images are addresses of its CDN, with `{w}` for the width.
 *
 * Art a real operator could show until its own slides exist — a shaded object (gold,
 * felt, lacquer, light on a ball) on one of six backdrops (glow, sunburst, ribbons, neon grid,
 * stage lights, confetti), with the family's props floating around it (chips, coins, sparkles,
 * motion lines). The backdrop follows the hue, so two operators' heroes differ in more than colour.
 */
export const CONTENT_MOTIFS = [
  'roulette',
  'cards',
  'crown',
  'reels',
  'cherries',
  'jackpot',
  'football',
  'parlay',
  'trophy',
  'coins',
  'shield',
  'phone',
] as const;
export type ContentMotif = (typeof CONTENT_MOTIFS)[number];

const hsl = (h: number, s: number, l: number) => `hsl(${((Math.round(h) % 360) + 360) % 360} ${s}% ${l}%)`;
const f1 = (n: number) => n.toFixed(1);
const pt = (r: number, deg: number) => `${f1(r * Math.cos((deg * Math.PI) / 180))} ${f1(r * Math.sin((deg * Math.PI) / 180))}`;
/** A four-point sparkle of radius `s`. */
const sparkle = (x: number, y: number, s: number, fill: string, o = 1) =>
  `<path transform="translate(${x} ${y})" d="M0 ${-s} Q0 0 ${s} 0 Q0 0 0 ${s} Q0 0 ${-s} 0 Q0 0 0 ${-s}Z" fill="${fill}" opacity="${o}"/>`;

const RED = 'url(#red)';
const GOLD = 'url(#gold)';
const INK = '#14121a';
const PAPER = '#fbf8f1';

/** A casino chip seen from above. */
const chip = (x: number, y: number, r: number, color: string, rot = 0) =>
  `<g transform="translate(${x} ${y}) rotate(${rot})"><circle r="${r + 4}" fill="${INK}" opacity=".35" cy="8"/><circle r="${r}" fill="${color}"/>${Array.from({ length: 8 }, (_, i) => `<rect x="${-r * 0.13}" y="${-r}" width="${r * 0.26}" height="${r * 0.3}" fill="${PAPER}" transform="rotate(${i * 45})"/>`).join('')}<circle r="${r * 0.64}" fill="none" stroke="${PAPER}" stroke-width="${r * 0.06}" stroke-dasharray="${r * 0.16} ${r * 0.12}"/><circle r="${r * 0.5}" fill="${color}" stroke="${INK}" stroke-opacity=".25" stroke-width="3"/></g>`;
/** A gold coin, tilted. */
const coin = (x: number, y: number, r: number, rot = 0) =>
  `<g transform="translate(${x} ${y}) rotate(${rot}) scale(1 .92)"><circle r="${r}" fill="hsl(36 85% 34%)" cy="${r * 0.14}"/><circle r="${r}" fill="${GOLD}"/><circle r="${r * 0.74}" fill="none" stroke="hsl(38 80% 36%)" stroke-width="${r * 0.08}"/><text y="${r * 0.36}" font-size="${r * 1.05}" font-weight="900" text-anchor="middle" font-family="Georgia,serif" fill="hsl(36 85% 30%)">$</text></g>`;
/** A playing card. */
const card = (rank: string, suit: string, red: boolean, tf: string) =>
  `<g transform="${tf}"><rect x="-102" y="-146" width="212" height="304" rx="20" fill="${INK}" opacity=".3"/><rect x="-110" y="-155" width="220" height="310" rx="20" fill="${PAPER}" stroke="hsl(40 20% 78%)" stroke-width="3"/><text x="-82" y="-92" font-size="60" font-weight="800" font-family="Georgia,serif" fill="${red ? '#c8243a' : INK}">${rank}</text><text x="-84" y="-36" font-size="44" font-family="Georgia,serif" fill="${red ? '#c8243a' : INK}">${suit}</text><text x="0" y="78" font-size="150" text-anchor="middle" font-family="Georgia,serif" fill="${red ? '#c8243a' : INK}">${suit}</text></g>`;

function motif(m: ContentMotif, h: number): string {
  const light = hsl(h, 60, 94);
  const glow = hsl(h + 30, 90, 70);
  switch (m) {
    case 'roulette': {
      const pockets = Array.from(
        { length: 37 },
        (_, i) =>
          `<path d="M0 0 L${pt(232, i * (360 / 37))} A232 232 0 0 1 ${pt(232, (i + 1) * (360 / 37))} Z" fill="${i === 0 ? '#15803d' : i % 2 ? '#c8243a' : INK}"/>`,
      ).join('');
      const frets = Array.from(
        { length: 37 },
        (_, i) => `<path d="M${pt(150, i * (360 / 37))} L${pt(232, i * (360 / 37))}" stroke="${GOLD}" stroke-width="3"/>`,
      ).join('');
      return `<g transform="translate(800 450)"><ellipse cy="300" rx="360" ry="42" fill="${INK}" opacity=".45"/><circle r="300" fill="url(#wood)"/><circle r="268" fill="${GOLD}"/><circle r="250" fill="${INK}"/>${pockets}${frets}<circle r="150" fill="url(#wood)" stroke="${GOLD}" stroke-width="10"/>${[0, 90, 180, 270].map((a) => `<rect x="-10" y="-138" width="20" height="118" rx="10" fill="${GOLD}" transform="rotate(${a + 45})"/><circle cx="0" cy="-140" r="16" fill="${GOLD}" transform="rotate(${a + 45})"/>`).join('')}<circle r="44" fill="${GOLD}"/><circle r="18" fill="hsl(45 100% 86%)"/><circle cx="176" cy="-104" r="19" fill="url(#pearl)"/><circle r="300" fill="url(#sheen)"/></g>${chip(380, 700, 74, hsl(h + 180, 70, 45), -12)}${chip(1230, 720, 64, '#c8243a', 20)}${chip(1300, 640, 56, '#1d4ed8', 5)}`;
    }
    case 'cards':
      return `<g transform="translate(800 470)"><ellipse cy="250" rx="400" ry="46" fill="${INK}" opacity=".4"/>${card('A', '♠', false, 'rotate(-30) translate(-40 -40)')}${card('K', '♥', true, 'rotate(-10) translate(-10 -70)')}${card('Q', '♣', false, 'rotate(10) translate(20 -70)')}${card('J', '♦', true, 'rotate(30) translate(40 -40)')}</g>${chip(1210, 690, 78, hsl(h + 160, 75, 45), 15)}${chip(1290, 600, 62, '#c8243a', -8)}${chip(380, 690, 70, '#111827', 30)}<g transform="translate(1200 270) rotate(18)"><rect x="-55" y="-55" width="110" height="110" rx="22" fill="${PAPER}"/>${[
        [-28, -28],
        [28, 28],
        [0, 0],
        [28, -28],
        [-28, 28],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="11" fill="${INK}"/>`)
        .join('')}</g>`;
    case 'crown':
      return `<g transform="translate(800 470)"><ellipse cy="260" rx="340" ry="40" fill="${INK}" opacity=".45"/><path d="M-250 130 L-280 -150 L-140 -20 L0 -230 L140 -20 L280 -150 L250 130 Z" fill="${GOLD}" stroke="hsl(36 80% 30%)" stroke-width="8" stroke-linejoin="round"/><path d="M-250 130 L-280 -150 L-140 -20 L0 -230 L0 130 Z" fill="#fff" opacity=".12"/><rect x="-262" y="130" width="524" height="78" rx="18" fill="${GOLD}" stroke="hsl(36 80% 30%)" stroke-width="8"/>${[-280, 0, 280].map((x, i) => `<circle cx="${x}" cy="${i === 1 ? -244 : -164}" r="30" fill="url(#pearl)" stroke="hsl(36 80% 30%)" stroke-width="6"/>`).join('')}${[-150, 0, 150].map((x, i) => `<path transform="translate(${x} 169)" d="M0 -26 L24 0 L0 26 L-24 0Z" fill="${['#c8243a', hsl(h + 180, 80, 45), '#15803d'][i]}" stroke="#fff" stroke-opacity=".6" stroke-width="3"/>`).join('')}<path transform="translate(0 40)" d="M0 -60 L44 0 L0 60 L-44 0Z" fill="${hsl(h + 180, 80, 50)}" stroke="#fff" stroke-opacity=".7" stroke-width="4"/></g>${coin(420, 690, 66, -14)}${coin(1200, 700, 74, 12)}${coin(1300, 610, 52, 30)}`;
    case 'reels':
    case 'jackpot': {
      const sym = m === 'jackpot' ? ['gem', '7', 'gem'] : ['7', '7', '7'];
      const face = (s: string, x: number) =>
        s === '7'
          ? `<text x="${x}" y="60" font-size="170" font-weight="900" text-anchor="middle" font-family="Arial Black,Arial,sans-serif" fill="${RED}" stroke="${INK}" stroke-width="5">7</text>`
          : `<path transform="translate(${x} 0)" d="M-62 -30 L-34 -66 H34 L62 -30 L0 62 Z" fill="${hsl(h + 180, 85, 55)}" stroke="${INK}" stroke-width="5"/><path transform="translate(${x} 0)" d="M-62 -30 H62 M-34 -66 L-18 -30 L0 62 M34 -66 L18 -30 L0 62" stroke="${INK}" stroke-width="3" fill="none" opacity=".5"/>`;
      return `<g transform="translate(800 470)"><ellipse cy="270" rx="380" ry="40" fill="${INK}" opacity=".45"/><rect x="-330" y="-230" width="660" height="470" rx="44" fill="url(#cabinet)" stroke="${GOLD}" stroke-width="12"/><rect x="-290" y="-336" width="580" height="104" rx="52" fill="${GOLD}" stroke="hsl(36 80% 30%)" stroke-width="6"/><text y="-266" font-size="60" font-weight="900" text-anchor="middle" font-family="Arial Black,Arial,sans-serif" fill="${INK}" letter-spacing="6">${m === 'jackpot' ? 'JACKPOT' : 'BIG WIN'}</text>${Array.from({ length: 11 }, (_, i) => `<circle cx="${-250 + i * 50}" cy="-198" r="9" fill="${i % 2 ? glow : '#fff'}"/>`).join('')}${[
        -200, 0, 200,
      ]
        .map(
          (x, i) =>
            `<rect x="${x - 88}" y="-165" width="176" height="330" rx="20" fill="url(#reel)"/><rect x="${x - 46}" y="-150" width="92" height="40" rx="8" fill="${INK}" opacity=".3"/><text x="${x}" y="-120" font-size="28" font-weight="900" text-anchor="middle" font-family="Arial,sans-serif" fill="#fff" opacity=".8">BAR</text>${face(sym[i], x)}<circle cx="${x}" cy="132" r="22" fill="${['#c8243a', '#15803d', '#1d4ed8'][i]}" opacity=".45"/>`,
        )
        .join(
          '',
        )}<rect x="-318" y="-8" width="636" height="12" rx="6" fill="${hsl(h + 180, 90, 60)}" opacity=".85"/><rect x="345" y="-150" width="26" height="200" rx="13" fill="${GOLD}"/><circle cx="358" cy="-166" r="36" fill="${RED}"/></g>${coin(360, 690, 70, -10)}${coin(470, 760, 52, 20)}${coin(1240, 700, 76, 8)}${coin(1330, 620, 50, -25)}`;
    }
    case 'cherries':
      return `<g transform="translate(800 470)"><ellipse cy="250" rx="320" ry="38" fill="${INK}" opacity=".4"/><path d="M-70 -40 C -40 -220, 70 -280, 150 -290" stroke="hsl(110 50% 26%)" stroke-width="20" fill="none" stroke-linecap="round"/><path d="M90 0 C 100 -160, 130 -240, 150 -290" stroke="hsl(110 50% 26%)" stroke-width="20" fill="none" stroke-linecap="round"/><path d="M150 -290 C 250 -360, 340 -250, 210 -220 C 170 -212 150 -250 150 -290Z" fill="hsl(115 55% 38%)"/><path d="M150 -290 C 200 -280 240 -250 270 -250" stroke="hsl(115 55% 26%)" stroke-width="5" fill="none"/><circle cx="-80" cy="60" r="140" fill="url(#cherry)"/><circle cx="130" cy="100" r="140" fill="url(#cherry)"/><ellipse cx="-125" cy="10" rx="36" ry="24" fill="#fff" opacity=".55" transform="rotate(-30 -125 10)"/><ellipse cx="85" cy="50" rx="36" ry="24" fill="#fff" opacity=".55" transform="rotate(-30 85 50)"/></g>${coin(380, 680, 64, -8)}${coin(1250, 690, 70, 14)}`;
    case 'football':
      return `<g transform="translate(820 440)"><ellipse cy="300" rx="300" ry="36" fill="${INK}" opacity=".45"/>${[0, 1, 2].map((i) => `<path d="M${-300 - i * 60} ${-60 + i * 70} H${-520 - i * 90}" stroke="#fff" stroke-opacity="${0.5 - i * 0.12}" stroke-width="${16 - i * 4}" stroke-linecap="round"/>`).join('')}<circle r="250" fill="url(#ball)"/><path d="M0 -90 L86 -28 L53 73 L-53 73 L-86 -28 Z" fill="${INK}"/>${[0, 72, 144, 216, 288].map((a) => `<g transform="rotate(${a})"><path d="M0 -90 L0 -170" stroke="${INK}" stroke-width="10"/><path d="M-68 -214 L0 -170 L68 -214 L46 -244 L-46 -244 Z" fill="${INK}"/></g>`).join('')}<circle r="250" fill="url(#sheen)"/></g><g opacity=".9"><path d="M1180 760 L1300 560 L1420 760" stroke="#fff" stroke-width="8" fill="none" opacity=".35"/><rect x="1170" y="740" width="270" height="10" fill="#fff" opacity=".35"/></g>`;
    case 'parlay':
      return `<g transform="translate(800 450) rotate(-4)"><rect x="-310" y="-300" width="620" height="600" rx="32" fill="${INK}" opacity=".35" transform="translate(14 18)"/><rect x="-310" y="-300" width="620" height="600" rx="32" fill="${PAPER}"/><rect x="-310" y="-300" width="620" height="96" rx="32" fill="${hsl(h, 55, 32)}"/><text x="-266" y="-236" font-size="44" font-weight="800" font-family="Arial,sans-serif" fill="#fff">BET SLIP · 4 FOLD</text>${[0, 1, 2, 3].map((i) => `<g transform="translate(0 ${-160 + i * 98})"><circle cx="-250" cy="0" r="22" fill="#15803d"/><path d="M-262 0 L-252 10 L-236 -10" stroke="#fff" stroke-width="6" fill="none"/><rect x="-210" y="-22" width="${220 + ((i * 37) % 80)}" height="18" rx="9" fill="${hsl(h, 20, 60)}"/><rect x="-210" y="6" width="${140 + ((i * 53) % 60)}" height="14" rx="7" fill="${hsl(h, 15, 78)}"/><rect x="150" y="-30" width="120" height="60" rx="12" fill="${hsl(h, 60, 92)}" stroke="${hsl(h, 55, 40)}" stroke-width="3"/><text x="210" y="14" font-size="36" font-weight="800" text-anchor="middle" font-family="Arial,sans-serif" fill="${INK}">${['1.85', '2.10', '1.70', '2.40'][i]}</text></g>`).join('')}<rect x="-270" y="214" width="540" height="60" rx="30" fill="${GOLD}"/><text y="256" font-size="34" font-weight="900" text-anchor="middle" font-family="Arial,sans-serif" fill="${INK}">ODDS 15.85</text></g>`;
    case 'trophy':
      return `<g transform="translate(800 440)"><ellipse cy="320" rx="300" ry="34" fill="${INK}" opacity=".45"/><path d="M-170 -250 C-320 -250 -310 -40 -150 -20 M170 -250 C320 -250 310 -40 150 -20" stroke="${GOLD}" stroke-width="30" fill="none"/><path d="M-180 -270 H180 V-70 C180 60 80 130 0 130 C-80 130 -180 60 -180 -70 Z" fill="${GOLD}" stroke="hsl(36 80% 30%)" stroke-width="8"/><path d="M-180 -270 H-40 V120 C-110 100 -180 40 -180 -70Z" fill="#fff" opacity=".16"/><rect x="-38" y="128" width="76" height="90" fill="${GOLD}"/><rect x="-150" y="214" width="300" height="70" rx="12" fill="url(#wood)"/><rect x="-90" y="232" width="180" height="32" rx="6" fill="${GOLD}"/><path d="M0 -200 L26 -140 L90 -134 L40 -94 L56 -30 L0 -64 L-56 -30 L-40 -94 L-90 -134 L-26 -140 Z" fill="${light}"/></g>`;
    case 'coins':
      return `<g transform="translate(800 480)"><ellipse cy="230" rx="380" ry="40" fill="${INK}" opacity=".45"/>${[0, 1, 2, 3, 4, 5].map((i) => `<g transform="translate(${-180 + (i % 2) * 16} ${170 - i * 46})"><ellipse rx="150" ry="46" cy="14" fill="hsl(36 85% 32%)"/><ellipse rx="150" ry="46" fill="${GOLD}"/></g>`).join('')}${[0, 1, 2, 3].map((i) => `<g transform="translate(${60 + (i % 2) * 12} ${190 - i * 46})"><ellipse rx="130" ry="40" cy="12" fill="hsl(36 85% 32%)"/><ellipse rx="130" ry="40" fill="${GOLD}"/></g>`).join('')}</g>${coin(1070, 300, 150, 8)}${coin(520, 260, 70, -20)}`;
    case 'shield':
      return `<g transform="translate(800 450)"><ellipse cy="300" rx="260" ry="32" fill="${INK}" opacity=".45"/><path d="M0 -280 L230 -200 V20 C230 170 110 250 0 290 C-110 250 -230 170 -230 20 V-200 Z" fill="url(#cabinet)" stroke="${GOLD}" stroke-width="14"/><path d="M0 -280 L0 290 C-110 250 -230 170 -230 20 V-200 Z" fill="#fff" opacity=".08"/><path d="M-100 10 L-25 88 L120 -76" stroke="#22c55e" stroke-width="46" fill="none" stroke-linecap="round" stroke-linejoin="round"/></g>`;
    case 'phone':
      return `<g transform="translate(800 460) rotate(-8)"><rect x="-170" y="-290" width="340" height="580" rx="52" fill="${INK}" transform="translate(16 18)" opacity=".4"/><rect x="-170" y="-290" width="340" height="580" rx="52" fill="${INK}"/><rect x="-146" y="-248" width="292" height="496" rx="22" fill="url(#cabinet)"/>${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${-122 + (i % 3) * 86}" y="${-220 + Math.floor(i / 3) * 96}" width="72" height="80" rx="14" fill="${hsl(h + i * 47, 70, 52)}"/>`).join('')}<rect x="-122" y="-20" width="244" height="130" rx="18" fill="${GOLD}"/><text y="62" font-size="56" font-weight="900" text-anchor="middle" font-family="Arial Black,Arial,sans-serif" fill="${INK}">WIN</text><rect x="-122" y="130" width="244" height="56" rx="28" fill="${hsl(h + 180, 80, 50)}"/></g>${coin(1180, 660, 66, 10)}${coin(460, 300, 48, -18)}`;
  }
}

type Backdrop = 'glow' | 'rays' | 'ribbons' | 'grid' | 'stage' | 'confetti';
const BACKDROPS: Backdrop[] = ['rays', 'stage', 'ribbons', 'grid', 'confetti', 'glow'];

function backdrop(b: Backdrop, h: number): string {
  const lit = hsl(h + 25, 95, 70);
  switch (b) {
    case 'rays':
      return `<g transform="translate(800 430)" opacity=".55">${Array.from({ length: 18 }, (_, i) => `<path d="M0 0 L${pt(1400, i * 20)} L${pt(1400, i * 20 + 10)} Z" fill="${hsl(h + 35, 90, 65)}" opacity="${i % 2 ? 0.35 : 0.6}"/>`).join('')}</g><circle cx="800" cy="430" r="420" fill="url(#r)"/>`;
    case 'stage':
      return `<ellipse cx="800" cy="860" rx="900" ry="170" fill="${hsl(h, 50, 14)}"/><ellipse cx="800" cy="820" rx="620" ry="90" fill="${hsl(h + 20, 70, 45)}" opacity=".35"/>${[260, 800, 1340].map((x, i) => `<path d="M${x} -20 L${x - 260 + i * 120} 900 L${x + 140 + i * 120} 900 Z" fill="${lit}" opacity="${0.14 + (i === 1 ? 0.1 : 0)}"/>`).join('')}<rect width="1600" height="900" fill="url(#r)"/>`;
    case 'ribbons':
      return `${[0, 1, 2, 3].map((i) => `<path d="M${-200 + i * 420} 900 L${300 + i * 420} 0 L${470 + i * 420} 0 L${-30 + i * 420} 900 Z" fill="${hsl(h + 30 + i * 25, 85, 60)}" opacity="${0.1 + (i % 2) * 0.1}"/>`).join('')}<path d="M0 700 C 400 560, 900 900, 1600 620 L1600 900 L0 900Z" fill="${hsl(h + 40, 80, 55)}" opacity=".22"/><rect width="1600" height="900" fill="url(#r)"/>`;
    case 'grid':
      return `<rect y="560" width="1600" height="340" fill="${hsl(h, 60, 10)}"/><circle cx="800" cy="520" r="240" fill="url(#sun)"/>${Array.from({ length: 9 }, (_, i) => `<path d="M0 ${f1(560 + (i * i * 340) / 64)} H1600" stroke="${hsl(h + 180, 90, 62)}" stroke-width="${2 + i * 0.4}" opacity=".55"/>`).join('')}${Array.from({ length: 17 }, (_, i) => `<path d="M800 560 L${-1600 + i * 300} 900" stroke="${hsl(h + 180, 90, 62)}" stroke-width="2.5" opacity=".5"/>`).join('')}<rect y="548" width="1600" height="14" fill="${hsl(h + 180, 90, 70)}" opacity=".6"/>`;
    case 'confetti':
      return `<rect width="1600" height="900" fill="url(#r)"/>${Array.from({ length: 46 }, (_, i) => {
        const x = (i * 347) % 1600;
        const y = (i * 191) % 900;
        const c = hsl(h + (i % 5) * 60, 85, 62);
        return i % 3
          ? `<rect x="${x}" y="${y}" width="${14 + (i % 4) * 5}" height="${8 + (i % 3) * 4}" rx="3" fill="${c}" opacity=".75" transform="rotate(${(i * 37) % 180} ${x} ${y})"/>`
          : `<circle cx="${x}" cy="${y}" r="${6 + (i % 4) * 3}" fill="${c}" opacity=".7"/>`;
      }).join(
        '',
      )}${[0, 1, 2].map((i) => `<path d="M${100 + i * 560} -10 C ${260 + i * 560} 120, ${40 + i * 560} 240, ${200 + i * 560} 380" stroke="${hsl(h + 60 + i * 90, 85, 62)}" stroke-width="10" fill="none" opacity=".5" stroke-linecap="round"/>`).join('')}`;
    case 'glow':
      return `<rect width="1600" height="900" fill="url(#r)"/>${Array.from({ length: 18 }, (_, i) => `<circle cx="${(i * 137) % 1600}" cy="${(i * 251) % 900}" r="${10 + ((i * 7) % 34)}" fill="${hsl(h + 60, 80, 80)}" opacity="${0.1 + (i % 3) * 0.06}"/>`).join('')}`;
  }
}

/** Sparkles scattered over the scene (never on its middle, where the object is). */
const sparkles = (h: number) =>
  [
    [230, 170, 30],
    [1380, 150, 38],
    [1460, 470, 22],
    [150, 520, 24],
    [1080, 110, 18],
    [560, 120, 16],
  ]
    .map(([x, y, s], i) => sparkle(x, y, s, i % 2 ? '#fff' : hsl(h + 40, 100, 80), 0.85))
    .join('');

/** A 16:9 picture drawn for `width` pixels (the drawing is the same; the file says its size). */
export function renderContentArt(m: ContentMotif, hue: number, width: number) {
  const h = hue;
  const height = Math.round((width * 9) / 16);
  const b = BACKDROPS[Math.floor(((h % 360) + 360) % 360) % BACKDROPS.length];
  const defs =
    `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(h, 60, 16)}"/><stop offset=".55" stop-color="${hsl(h + 25, 60, 26)}"/><stop offset="1" stop-color="${hsl(h + 50, 65, 34)}"/></linearGradient>` +
    `<radialGradient id="r" cx=".5" cy=".48" r=".55"><stop offset="0" stop-color="${hsl(h + 25, 90, 62)}" stop-opacity=".6"/><stop offset="1" stop-color="${hsl(h, 80, 50)}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="sun" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="${hsl(h + 40, 100, 75)}"/><stop offset=".7" stop-color="${hsl(h + 10, 90, 55)}" stop-opacity=".6"/><stop offset="1" stop-color="${hsl(h, 90, 50)}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="gold" x1="0" y1="0" x2=".3" y2="1"><stop offset="0" stop-color="hsl(50 100% 78%)"/><stop offset=".45" stop-color="hsl(44 92% 56%)"/><stop offset="1" stop-color="hsl(34 88% 38%)"/></linearGradient>` +
    `<linearGradient id="red" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff5a6e"/><stop offset="1" stop-color="#b0122a"/></linearGradient>` +
    `<radialGradient id="wood" cx=".4" cy=".35" r=".8"><stop offset="0" stop-color="hsl(25 55% 38%)"/><stop offset="1" stop-color="hsl(18 60% 16%)"/></radialGradient>` +
    `<radialGradient id="pearl" cx=".35" cy=".35" r=".7"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="hsl(40 20% 72%)"/></radialGradient>` +
    `<radialGradient id="ball" cx=".38" cy=".32" r=".75"><stop offset="0" stop-color="#fff"/><stop offset=".7" stop-color="hsl(${h} 15% 88%)"/><stop offset="1" stop-color="hsl(${h} 20% 62%)"/></radialGradient>` +
    `<radialGradient id="sheen" cx=".3" cy=".25" r=".6"><stop offset="0" stop-color="#fff" stop-opacity=".28"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="cherry" cx=".35" cy=".3" r=".75"><stop offset="0" stop-color="#ff4d5e"/><stop offset=".7" stop-color="#c0102a"/><stop offset="1" stop-color="#7a0618"/></radialGradient>` +
    `<linearGradient id="cabinet" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(h, 55, 30)}"/><stop offset="1" stop-color="${hsl(h, 60, 12)}"/></linearGradient>` +
    `<linearGradient id="reel" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(0 0% 70%)"/><stop offset=".2" stop-color="#fff"/><stop offset=".8" stop-color="#fff"/><stop offset="1" stop-color="hsl(0 0% 70%)"/></linearGradient>` +
    `<radialGradient id="vig" cx=".5" cy=".5" r=".75"><stop offset=".6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".45"/></radialGradient>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1600 900" preserveAspectRatio="xMidYMid slice" role="img"><defs>${defs}</defs><rect width="1600" height="900" fill="url(#g)"/>${backdrop(b, h)}${motif(m, h)}${sparkles(h)}<rect width="1600" height="900" fill="url(#vig)"/></svg>`;
}
