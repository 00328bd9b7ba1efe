/**
 * Generated artwork for the demo's slides and news (issue 15): no image of the demo comes from
 * outside the product. An operator's own images are addresses of its CDN, with `{w}` for the width.
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

const hsl = (h: number, s: number, l: number) => `hsl(${((h % 360) + 360) % 360} ${s}% ${l}%)`;

function motif(m: ContentMotif, h: number): string {
  const gold = hsl(45, 90, 58);
  const ink = hsl(h, 40, 12);
  const light = hsl(h, 60, 92);
  switch (m) {
    case 'roulette':
      return `<g transform="translate(800 360)"><circle r="230" fill="${ink}"/><circle r="210" fill="${gold}"/>${Array.from({ length: 18 }, (_, i) => `<path d="M0 0 L${(200 * Math.cos((i * 20 * Math.PI) / 180)).toFixed(1)} ${(200 * Math.sin((i * 20 * Math.PI) / 180)).toFixed(1)} A200 200 0 0 1 ${(200 * Math.cos(((i + 1) * 20 * Math.PI) / 180)).toFixed(1)} ${(200 * Math.sin(((i + 1) * 20 * Math.PI) / 180)).toFixed(1)} Z" fill="${i === 0 ? hsl(140, 60, 35) : i % 2 ? hsl(0, 70, 42) : ink}"/>`).join('')}<circle r="90" fill="${hsl(h, 35, 25)}"/><circle r="22" fill="${gold}"/><circle cx="150" cy="-40" r="14" fill="${light}"/></g>`;
    case 'cards':
      return `<g transform="translate(800 380)">${[-24, -8, 8, 24].map((a, i) => `<g transform="rotate(${a}) translate(${(i - 1.5) * 40} 0)"><rect x="-110" y="-160" width="220" height="320" rx="22" fill="${light}" stroke="${ink}" stroke-width="6"/><text x="-80" y="-100" font-size="64" font-family="Georgia,serif" font-weight="700" fill="${i % 2 ? hsl(0, 70, 42) : ink}">${['A', 'K', 'Q', 'J'][i]}</text><text x="0" y="50" font-size="120" text-anchor="middle" fill="${i % 2 ? hsl(0, 70, 42) : ink}">${['♠', '♥', '♣', '♦'][i]}</text></g>`).join('')}</g>`;
    case 'crown':
      return `<g transform="translate(800 380)"><path d="M-220 120 L-240 -120 L-120 0 L0 -180 L120 0 L240 -120 L220 120 Z" fill="${gold}" stroke="${ink}" stroke-width="10" stroke-linejoin="round"/><rect x="-230" y="120" width="460" height="60" rx="14" fill="${gold}" stroke="${ink}" stroke-width="10"/>${[-240, 0, 240].map((x, i) => `<circle cx="${x}" cy="${i === 1 ? -190 : -130}" r="26" fill="${hsl(h + 180, 70, 50)}" stroke="${ink}" stroke-width="8"/>`).join('')}</g>`;
    case 'reels':
    case 'jackpot':
      return `<g transform="translate(800 370)"><rect x="-300" y="-200" width="600" height="400" rx="36" fill="${ink}"/>${[-190, 0, 190].map((x, i) => `<rect x="${x - 80}" y="-150" width="160" height="300" rx="18" fill="${light}"/><text x="${x}" y="52" font-size="150" font-weight="900" text-anchor="middle" font-family="Arial,sans-serif" fill="${m === 'jackpot' ? gold : hsl(0, 75, 45)}" stroke="${ink}" stroke-width="4">${m === 'jackpot' ? '$' : ['7', '7', '7'][i]}</text>`).join('')}${m === 'jackpot' ? `<rect x="-260" y="-290" width="520" height="80" rx="40" fill="${gold}"/><text y="-232" font-size="56" font-weight="900" text-anchor="middle" font-family="Arial,sans-serif" fill="${ink}">JACKPOT</text>` : ''}</g>`;
    case 'cherries':
      return `<g transform="translate(800 400)"><path d="M-40 -60 C -20 -220, 80 -260, 160 -250" stroke="${hsl(120, 50, 30)}" stroke-width="18" fill="none"/><path d="M60 -20 C 80 -160, 120 -230, 160 -250" stroke="${hsl(120, 50, 30)}" stroke-width="18" fill="none"/><path d="M160 -250 C 240 -300, 300 -220, 200 -200 Z" fill="${hsl(120, 55, 40)}"/><circle cx="-60" cy="40" r="120" fill="${hsl(350, 75, 42)}"/><circle cx="110" cy="80" r="120" fill="${hsl(355, 80, 48)}"/><circle cx="-100" cy="0" r="28" fill="${light}" opacity=".6"/><circle cx="70" cy="40" r="28" fill="${light}" opacity=".6"/></g>`;
    case 'football':
      return `<g transform="translate(800 370)"><circle r="220" fill="${light}" stroke="${ink}" stroke-width="10"/><path d="M0 -80 L76 -25 L47 65 L-47 65 L-76 -25 Z" fill="${ink}"/>${[0, 72, 144, 216, 288].map((a) => `<g transform="rotate(${a})"><path d="M0 -80 L0 -150" stroke="${ink}" stroke-width="10"/><path d="M-60 -190 L0 -150 L60 -190 L40 -215 L-40 -215 Z" fill="${ink}"/></g>`).join('')}</g>`;
    case 'parlay':
      return `<g transform="translate(800 370)">${[0, 1, 2, 3].map((i) => `<rect x="-260" y="${-200 + i * 100}" width="520" height="80" rx="16" fill="${light}"/><circle cx="-210" cy="${-160 + i * 100}" r="22" fill="${hsl(140, 60, 38)}"/><rect x="-170" y="${-172 + i * 100}" width="${200 + i * 40}" height="24" rx="12" fill="${hsl(h, 25, 55)}"/><text x="230" y="${-142 + i * 100}" font-size="48" font-weight="800" text-anchor="end" font-family="Arial,sans-serif" fill="${ink}">${['1.85', '2.10', '1.70', '2.40'][i]}</text>`).join('')}</g>`;
    case 'trophy':
      return `<g transform="translate(800 360)"><path d="M-150 -200 H150 V-40 C150 60 60 110 0 110 C-60 110 -150 60 -150 -40 Z" fill="${gold}" stroke="${ink}" stroke-width="10"/><path d="M-150 -150 C-260 -150 -250 0 -140 10 M150 -150 C260 -150 250 0 140 10" stroke="${gold}" stroke-width="26" fill="none"/><rect x="-30" y="110" width="60" height="80" fill="${gold}"/><rect x="-130" y="190" width="260" height="50" rx="10" fill="${ink}"/><path d="M0 -150 L22 -100 L76 -96 L34 -62 L48 -10 L0 -40 L-48 -10 L-34 -62 L-76 -96 L-22 -100 Z" fill="${light}"/></g>`;
    case 'coins':
      return `<g transform="translate(800 420)">${[0, 1, 2, 3, 4].map((i) => `<ellipse cx="${-120 + (i % 2) * 30}" cy="${100 - i * 48}" rx="140" ry="44" fill="${gold}" stroke="${ink}" stroke-width="8"/>`).join('')}<circle cx="150" cy="-60" r="140" fill="${gold}" stroke="${ink}" stroke-width="10"/><text x="150" y="-10" font-size="150" font-weight="900" text-anchor="middle" font-family="Arial,sans-serif" fill="${ink}">$</text></g>`;
    case 'shield':
      return `<g transform="translate(800 370)"><path d="M0 -240 L200 -170 V10 C200 140 90 210 0 250 C-90 210 -200 140 -200 10 V-170 Z" fill="${light}" stroke="${ink}" stroke-width="12"/><path d="M-90 10 L-20 80 L110 -70" stroke="${hsl(140, 60, 35)}" stroke-width="40" fill="none" stroke-linecap="round" stroke-linejoin="round"/></g>`;
    case 'phone':
      return `<g transform="translate(800 370)"><rect x="-150" y="-260" width="300" height="520" rx="44" fill="${ink}"/><rect x="-128" y="-220" width="256" height="430" rx="18" fill="${light}"/>${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${-100 + (i % 3) * 72}" y="${-190 + Math.floor(i / 3) * 80}" width="56" height="56" rx="14" fill="${hsl(h + i * 40, 65, 50)}"/>`).join('')}<rect x="-100" y="-10" width="200" height="120" rx="16" fill="${hsl(h, 60, 45)}"/></g>`;
  }
}

/** A 16:9 picture drawn for `width` pixels (the drawing is the same; the file says its size). */
export function renderContentArt(m: ContentMotif, hue: number, width: number) {
  const h = hue;
  const height = Math.round((width * 9) / 16);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1600 900" preserveAspectRatio="xMidYMid slice" role="img"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(h, 55, 22)}"/><stop offset="1" stop-color="${hsl(h + 40, 60, 38)}"/></linearGradient><radialGradient id="r" cx=".7" cy=".4" r=".6"><stop offset="0" stop-color="${hsl(h + 20, 80, 60)}" stop-opacity=".55"/><stop offset="1" stop-color="${hsl(h, 80, 60)}" stop-opacity="0"/></radialGradient></defs><rect width="1600" height="900" fill="url(#g)"/><rect width="1600" height="900" fill="url(#r)"/>${Array.from({ length: 14 }, (_, i) => `<circle cx="${(i * 137) % 1600}" cy="${(i * 251) % 900}" r="${8 + ((i * 7) % 22)}" fill="${hsl(h + 60, 80, 80)}" opacity=".18"/>`).join('')}${motif(m, h)}</svg>`;
}
