/**
 * Small stroke icons drawn for this product (no icon font). Each is a CSS mask of `icons.css` whose
 * image is one view of one file, `icons.svg` (both generated from these paths: `npm run icons`,
 * checked by icon-paths.test.ts), so an icon in the page is one empty element (no inline
 * SVG, no sprite in the HTML). One file, not a data URL per icon: Chromium builds an SVG document
 * for every data URL in use, which made the first style pass of a home 2–3 × slower (decision 0009).
 */
/** The favourite heart, the one icon drawn inline (filled by the CSS of where it is used). */
export const FAV_PATH = 'M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.5A4 4 0 0 1 19 10c0 5.5-7 10-7 10z';

/** Icons a name does not match show this one (\`.ico\`'s own mask). */
export const FALLBACK_ICON = 'star';

export const PATHS: Record<string, string> = {
  hot: 'M12 3c1 3 4 5 4 9a4 4 0 0 1-8 0c0-2 1-3 2-4 0 2 1 3 2 3 0-3-1-5 0-8z',
  slots: 'M4 6h16v12H4zM9 6v12M15 6v12M6 11h1M11 11h2M17 11h1',
  livecasino: 'M7 4h10v16H7zM10 9l2-2 2 2-2 2zM12 14v3',
  sportsbook: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7l3 2-1 4h-4l-1-4zM3.5 10l5.5-1M20.5 10 15 9M10 13l-2 5M14 13l2 5',
  table: 'M12 4c3 3 6 5 6 8a3 3 0 0 1-5 2l1 4h-4l1-4a3 3 0 0 1-5-2c0-3 3-5 6-8z',
  bingo: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z',
  fish: 'M3 12c3-4 8-5 12-2l4-3v10l-4-3c-4 3-9 2-12-2zM14 11h.01',
  crash: 'M5 19c2-6 6-11 14-14-1 6-5 11-11 13zM9 15l-3 3M13 9h.01',
  lottery: 'M4 7h16v3a2 2 0 0 0 0 4v3H4v-3a2 2 0 0 0 0-4zM10 7v10',
  sabong: 'M8 20v-4c-2-1-3-3-3-5 0-3 2-5 5-5l2-3 1 3c3 1 5 3 5 6s-2 4-5 4v4M10 10h.01',
  horseracing: 'M5 20l2-6-2-3 3-4h4l3-3 1 3 3 2-1 2-3-1-2 3 2 7',
  arcade: 'M6 8h12a3 3 0 0 1 3 3v3a3 3 0 0 1-5 2l-1-1H9l-1 1a3 3 0 0 1-5-2v-3a3 3 0 0 1 3-3zM8 11v3M6.5 12.5h3M15 12h.01M17 13h.01',
  hashgame: 'M9 3 7 21M17 3l-2 18M4 8h17M3 16h17',
  home: 'M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  wallet: 'M3 7h18v12H3zM3 7l13-3v3M16 13h2',
  gift: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7C10 3 7 4 8 7M12 7c2-4 5-3 4 0',
  menu: 'M4 6h16M4 12h16M4 18h16',
  plus: 'M12 5v14M5 12h14',
  globe: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  close: 'M6 6l12 12M18 6 6 18',
  heart: 'M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.5A4 4 0 0 1 19 10c0 5.5-7 10-7 10z',
  fav: FAV_PATH,
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM21 21l-5-5',
  chat: 'M4 5h16v11H9l-5 4z',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  back: 'M15 5l-7 7 7 7',
  star: 'M12 3l2.6 5.6 6 .6-4.5 4 1.3 6L12 16l-5.4 3.2 1.3-6-4.5-4 6-.6z',
  trophy: 'M8 4h8v5a4 4 0 0 1-8 0zM8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8 20h8',
  tool: 'M14 6a4 4 0 0 0 5 5l-8 8a2 2 0 0 1-3-3l8-8a4 4 0 0 0-2-2z',
  lock: 'M6 11h12v9H6zM8 11V8a4 4 0 0 1 8 0v3',
  basketball: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3v18M5.6 5.6c3 2.5 3 10.3 0 12.8M18.4 5.6c-3 2.5-3 10.3 0 12.8',
  tennis: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM5 6c4 3 4 9 0 12M19 6c-4 3-4 9 0 12',
  'ice-hockey': 'M4 4l7 12h7M20 4l-5 9M6 19h4a2 2 0 0 0 0-3H6',
  volleyball: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 3c-1 5 1 9 6 11M12 12c-5 0-8 3-9 5M12 12c3-4 3-7 1-9',
  esports: 'M6 8h12a3 3 0 0 1 3 3v3a3 3 0 0 1-5 2l-1-1H9l-1 1a3 3 0 0 1-5-2v-3a3 3 0 0 1 3-3zM8 11v3M6.5 12.5h3M15 12h.01M17 13h.01',
  football: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7l3 2-1 4h-4l-1-4zM3.5 10l5.5-1M20.5 10 15 9M10 13l-2 5M14 13l2 5',
};

/** Drawn by the CSS of where they are used (fill and stroke inherited), e.g. the favourite heart: inline SVG. */
export const FILLABLE = new Set(['fav']);

/** Icons are stacked 24 px apart; a `<view>` per icon is what `icons.svg#name` shows. */
const STEP = 24;
const STROKED = (name: string) => !FILLABLE.has(name);

/** The one image of every stroke icon (app/ui/icons.svg). */
export function iconsSvg(): string {
  const names = Object.keys(PATHS).filter(STROKED);
  const views = names.map((name, i) => `<view id="${name}" viewBox="0 ${i * STEP} 24 24"/><path transform="translate(0 ${i * STEP})" d="${PATHS[name]}"/>`);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 ${names.length * STEP}" fill="none" stroke="#000" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">`,
    '<!-- Generated from app/ui/icon-paths.ts by `npm run icons`: do not edit. -->',
    ...views,
    '</svg>',
    '',
  ].join('\n');
}

export function iconsCss(): string {
  const rules = Object.keys(PATHS)
    .filter(STROKED)
    .map((name) => `  .i-${name} {\n    --ico: url('./icons.svg#${name}');\n  }`);
  return [
    '/* Generated from app/ui/icon-paths.ts by `npm run icons`: do not edit. */',
    '@layer components {',
    '  /* An icon: the current colour through its shape (a mask), sized by its classes; as Tailwind draws an svg.',
    `     A name without a rule below shows the ${FALLBACK_ICON} (the page needs no list of names). */`,
    '  .ico {',
    '    display: block;',
    '    vertical-align: middle;',
    '    background-color: currentColor;',
    '    mask: var(--ico) center / 100% 100% no-repeat;',
    '    forced-color-adjust: none;',
    `    --ico: url('./icons.svg#${FALLBACK_ICON}');`,
    '  }',
    ...rules,
    '}',
    '',
  ].join('\n');
}
