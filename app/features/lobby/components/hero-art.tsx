/**
 * Drawn hero art for the theme's own slides (no generic icon in a circle): a scene per
 * category (roulette wheel, fanned cards, slot reels, football, chips, crown), in the palette's
 * colours plus the fixed colours of the objects themselves (card red, felt green, gold). Inline SVG:
 * no request, scales to any panel.
 */
const MOTIF: Record<string, 'roulette' | 'cards' | 'reels' | 'ball' | 'chips' | 'crown'> = {
  livecasino: 'roulette',
  table: 'cards',
  slots: 'reels',
  fish: 'reels',
  arcade: 'reels',
  crash: 'chips',
  hashgame: 'chips',
  lottery: 'chips',
  bingo: 'chips',
  sportsbook: 'ball',
  horseracing: 'ball',
  sabong: 'crown',
  promotions: 'chips',
  gift: 'chips',
};
const GOLD = '#f2c14e';
const RED = '#d63447';
const INK = '#15151c';
const PAPER = '#fbfaf6';
const FELT = '#1f7a4d';

const polar = (r: number, deg: number) => [r * Math.cos((deg * Math.PI) / 180), r * Math.sin((deg * Math.PI) / 180)].map((v) => v.toFixed(1)).join(' ');

function Roulette() {
  return (
    <g transform="translate(560 300)">
      <circle r="250" fill={INK} />
      <circle r="235" fill={GOLD} />
      {Array.from({ length: 24 }, (_, i) => (
        <path key={i} d={`M0 0 L${polar(222, i * 15)} A222 222 0 0 1 ${polar(222, (i + 1) * 15)} Z`} fill={i === 0 ? FELT : i % 2 ? RED : INK} />
      ))}
      <circle r="150" fill="var(--surface-2)" stroke={GOLD} strokeWidth="8" />
      {[0, 90, 180, 270].map((a) => (
        <rect key={a} x="-8" y="-140" width="16" height="120" rx="8" fill={GOLD} transform={`rotate(${a + 45})`} />
      ))}
      <circle r="34" fill={GOLD} />
      <circle cx="168" cy="-96" r="16" fill={PAPER} />
    </g>
  );
}

function Cards() {
  return (
    <g transform="translate(560 330)">
      <ellipse cx="0" cy="210" rx="330" ry="40" fill={INK} opacity=".35" />
      {['A', 'K', 'Q', 'J'].map((r, i) => {
        const red = i % 2 === 1;
        return (
          <g key={r} transform={`rotate(${-27 + i * 18}) translate(0 -40)`}>
            <rect x="-105" y="-150" width="210" height="300" rx="20" fill={PAPER} stroke={INK} strokeWidth="5" />
            <text x="-78" y="-92" fontSize="58" fontWeight="800" fontFamily="Georgia, serif" fill={red ? RED : INK}>
              {r}
            </text>
            <text x="0" y="60" fontSize="120" textAnchor="middle" fill={red ? RED : INK}>
              {['♠', '♥', '♣', '♦'][i]}
            </text>
          </g>
        );
      })}
      <g transform="translate(250 150)">
        <Chip color="var(--accent)" />
      </g>
    </g>
  );
}

function Chip({ color }: { color: string }) {
  return (
    <g>
      <circle r="70" fill={color} stroke={INK} strokeWidth="5" />
      {Array.from({ length: 8 }, (_, i) => (
        <rect key={i} x="-10" y="-70" width="20" height="26" fill={PAPER} transform={`rotate(${i * 45})`} />
      ))}
      <circle r="44" fill="none" stroke={PAPER} strokeWidth="5" strokeDasharray="10 8" />
    </g>
  );
}

function Chips() {
  return (
    <g transform="translate(560 330)">
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <ellipse key={i} cx="-140" cy={150 - i * 34} rx="110" ry="36" fill={i % 2 ? RED : GOLD} stroke={INK} strokeWidth="5" />
      ))}
      {[0, 1, 2, 3].map((i) => (
        <ellipse key={i} cx="60" cy={170 - i * 34} rx="110" ry="36" fill={i % 2 ? 'var(--accent)' : PAPER} stroke={INK} strokeWidth="5" />
      ))}
      <g transform="translate(200 -80) rotate(-18)">
        <Chip color={RED} />
      </g>
      <g transform="translate(-40 -170) rotate(12) scale(.8)">
        <Chip color="var(--accent)" />
      </g>
    </g>
  );
}

function Reels() {
  return (
    <g transform="translate(560 310)">
      <rect x="-300" y="-210" width="600" height="420" rx="40" fill={INK} stroke={GOLD} strokeWidth="10" />
      <rect x="-260" y="-290" width="520" height="90" rx="45" fill={GOLD} />
      <text y="-228" fontSize="54" fontWeight="900" textAnchor="middle" fontFamily="Arial, sans-serif" fill={INK}>
        7 7 7
      </text>
      {[-180, 0, 180].map((x, i) => (
        <g key={x}>
          <rect x={x - 80} y="-160" width="160" height="320" rx="18" fill={PAPER} />
          <circle cx={x} cy="-105" r="26" fill={[RED, GOLD, FELT][i]} opacity=".45" />
          <circle cx={x} cy="120" r="22" fill={[GOLD, FELT, RED][i]} opacity=".45" />
          <text x={x} y="60" fontSize="130" fontWeight="900" textAnchor="middle" fontFamily="Arial, sans-serif" fill={RED} stroke={INK} strokeWidth="3">
            7
          </text>
        </g>
      ))}
      <rect x="-300" y="-12" width="600" height="8" fill={RED} opacity=".6" />
      <rect x="310" y="-120" width="22" height="170" rx="11" fill={GOLD} />
      <circle cx="321" cy="-130" r="30" fill={RED} />
    </g>
  );
}

function Ball() {
  return (
    <g transform="translate(560 300)">
      <ellipse cx="0" cy="250" rx="220" ry="30" fill={INK} opacity=".35" />
      <circle r="220" fill={PAPER} stroke={INK} strokeWidth="10" />
      <path d="M0 -78 L74 -24 L46 63 L-46 63 L-74 -24 Z" fill={INK} />
      {[0, 72, 144, 216, 288].map((a) => (
        <g key={a} transform={`rotate(${a})`}>
          <path d="M0 -78 L0 -148" stroke={INK} strokeWidth="10" />
          <path d="M-58 -186 L0 -148 L58 -186 L40 -214 L-40 -214 Z" fill={INK} />
        </g>
      ))}
      <path d="M-330 -200 Q -200 -260 -120 -180" stroke="var(--accent)" strokeWidth="14" fill="none" strokeLinecap="round" strokeDasharray="2 26" />
    </g>
  );
}

function Crown() {
  return (
    <g transform="translate(560 320)">
      <path d="M-220 110 L-240 -130 L-120 -10 L0 -190 L120 -10 L240 -130 L220 110 Z" fill={GOLD} stroke={INK} strokeWidth="10" strokeLinejoin="round" />
      <rect x="-232" y="110" width="464" height="64" rx="16" fill={GOLD} stroke={INK} strokeWidth="10" />
      {[-240, 0, 240].map((x, i) => (
        <circle key={x} cx={x} cy={i === 1 ? -200 : -140} r="26" fill="var(--accent)" stroke={INK} strokeWidth="8" />
      ))}
      {[-120, 0, 120].map((x) => (
        <circle key={x} cx={x} cy="142" r="14" fill={RED} />
      ))}
    </g>
  );
}

const SCENES = { roulette: Roulette, cards: Cards, reels: Reels, ball: Ball, chips: Chips, crown: Crown };

export function HeroArt({ motif, index = 0 }: { motif: string; index?: number }) {
  const Scene = SCENES[MOTIF[motif] ?? 'crown'];
  const id = `hero-glow-${index}`;
  return (
    <svg viewBox="0 0 1120 620" preserveAspectRatio="xMidYMid slice" className="absolute inset-0 h-full w-full" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id={id} cx=".5" cy=".45" r=".6">
          <stop offset="0" stopColor="var(--accent)" stopOpacity=".55" />
          <stop offset="1" stopColor="var(--accent)" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="1120" height="620" fill="var(--surface-2)" />
      <rect width="1120" height="620" fill={`url(#${id})`} />
      {Array.from({ length: 16 }, (_, i) => (
        <circle key={i} cx={(i * 173 + index * 61) % 1120} cy={(i * 97 + index * 41) % 620} r={4 + ((i * 7) % 12)} fill="var(--accent-2)" opacity=".35" />
      ))}
      <Scene />
    </svg>
  );
}
