import { contrastRatio, hslToHex } from './contrast.ts';

import { TEMPLATE_CODES, type TemplateCode } from '../../contract/templates.ts';

export { TEMPLATE_CODES, type TemplateCode };
export type TemplateLayoutId = `template${number}`;
export type Family = 'casino' | 'slot' | 'sportsbook';
export type PaletteId = 1 | 2 | 3 | 4 | 5;

/** The eight families shipped with the product (@fontsource-variable, app/themes/fonts.server.ts). */
export type FontId = 'montserrat' | 'inter' | 'oswald' | 'exo2' | 'nunito' | 'unbounded' | 'playfair' | 'robotoCond';

/**
 * A template's design system: structure and type, as data. Components read it as CSS
 * variables and data attributes on the layout (app/themes/looks.css), not as forks.
 */
export interface Look {
  /** Header and navigation pattern. */
  header: 'top' | 'two-row' | 'left-rail' | 'icon-tabs' | 'centered' | 'compact';
  /** Hero composition; `board`: the sportsbook's odds board first, the slides after it. */
  hero: 'carousel' | 'split' | 'compact' | 'full-bleed' | 'cards' | 'board';
  grid: 'roomy' | 'regular' | 'dense';
  mobileNav: 'bottom-tabs' | 'drawer';
  radius: 'none' | 'sm' | 'md' | 'lg' | 'full';
  /** Display face (headings, logo, navigation) and body face. */
  display: FontId;
  body: FontId;
  cardStyle: 'flat' | 'raised' | 'outlined' | 'glass';
  /** Game tile shape: art aspect (pill: rounded square art, centred label). */
  tile: 'portrait' | 'square' | 'landscape' | 'pill';
  /** The game's name under the art, or over its foot. */
  label: 'below' | 'over';
  hover: 'lift' | 'glow' | 'zoom' | 'play';
  footer: 'columns' | 'compact' | 'centered';
}

export interface Palette {
  name: string;
  scheme: 'dark' | 'light';
  bg: string;
  surface: string;
  surface2: string;
  header: string;
  headerText: string;
  text: string;
  muted: string;
  accent: string;
  accentText: string;
  accent2: string;
  border: string;
  /** The edge of text fields and selects: 3:1 against every background (WCAG 1.4.11); `border` is decorative. */
  fieldBorder: string;
  success: string;
  warning: string;
  danger: string;
}

export interface TemplateDef {
  code: TemplateCode;
  layout: TemplateLayoutId;
  family: Family;
  look: Look;
  palettes: Record<PaletteId, Palette>;
}

/** Templates that add a body class of their own name. */
export const SPECIAL_BODY_CLASS_CODES = ['slot2', 'slot4', 'casino3', 'casino4', 'sportsbook1'] as const;
/** On these layouts the signed-out rewards icon opens the login modal. */
export const REWARDS_MODAL_LAYOUTS = ['template4', 'template6', 'template8', 'template10'] as const;
/** /login goes to / and opens this modal after about a second. */
export const LOGIN_MODAL_CODES: Partial<Record<TemplateCode, string>> = {
  slot2: 'loginmodal',
  slot4: 'loginmodal',
  sportsbook1: 'loginmodal',
  slot5: 'modal-signin',
};

type Row = [
  Look['display'],
  Look['body'],
  Look['header'],
  Look['hero'],
  Look['tile'],
  Look['label'],
  Look['hover'],
  Look['cardStyle'],
  Look['footer'],
  Look['radius'],
  Look['mobileNav'],
  Look['grid'],
];

interface Design {
  layout: TemplateLayoutId;
  /** Picks and shifts the template's five palettes (palettesOf): each template keeps its own, whatever is added. */
  paletteSeed: number;
  /** Display/body face, header, hero, tile, label, hover, card, footer, radius, phone navigation, density. */
  design: Row;
}

/**
 * The 22 designs by template code: the one place a template's layout, look and palettes are
 * written. Every pair differs in at least two of face, header, hero, tile and card
 * (templates.test.ts), which all show at thumbnail size. A new template is a new entry with a
 * seed of its own; no other template changes.
 */
const DESIGNS: Record<TemplateCode, Design> = {
  casino1: {
    layout: 'template1',
    paletteSeed: 0,
    design: ['playfair', 'inter', 'centered', 'full-bleed', 'portrait', 'below', 'glow', 'outlined', 'centered', 'sm', 'bottom-tabs', 'roomy'],
  },
  casino2: {
    layout: 'template2',
    paletteSeed: 1,
    design: ['montserrat', 'inter', 'two-row', 'split', 'landscape', 'over', 'zoom', 'raised', 'columns', 'md', 'bottom-tabs', 'regular'],
  },
  casino3: {
    layout: 'template3',
    paletteSeed: 2,
    design: ['oswald', 'robotoCond', 'left-rail', 'cards', 'square', 'below', 'lift', 'flat', 'compact', 'none', 'drawer', 'regular'],
  },
  casino4: {
    layout: 'template4',
    paletteSeed: 3,
    design: ['unbounded', 'inter', 'top', 'carousel', 'portrait', 'over', 'play', 'glass', 'columns', 'lg', 'bottom-tabs', 'roomy'],
  },
  casino5: {
    layout: 'template5',
    paletteSeed: 4,
    design: ['exo2', 'exo2', 'icon-tabs', 'compact', 'landscape', 'below', 'glow', 'outlined', 'centered', 'sm', 'drawer', 'regular'],
  },
  casino6: {
    layout: 'template6',
    paletteSeed: 5,
    design: ['nunito', 'nunito', 'compact', 'split', 'pill', 'below', 'lift', 'raised', 'columns', 'full', 'bottom-tabs', 'roomy'],
  },
  casino7: {
    layout: 'template7',
    paletteSeed: 6,
    design: ['playfair', 'montserrat', 'two-row', 'carousel', 'square', 'over', 'zoom', 'glass', 'compact', 'md', 'drawer', 'roomy'],
  },
  casino8: {
    layout: 'template8',
    paletteSeed: 7,
    design: ['robotoCond', 'inter', 'top', 'full-bleed', 'portrait', 'below', 'play', 'flat', 'compact', 'none', 'bottom-tabs', 'regular'],
  },
  casino9: {
    layout: 'template9',
    paletteSeed: 8,
    design: ['montserrat', 'nunito', 'centered', 'cards', 'landscape', 'over', 'lift', 'outlined', 'columns', 'lg', 'bottom-tabs', 'roomy'],
  },
  slot1: {
    layout: 'template10',
    paletteSeed: 9,
    design: ['unbounded', 'nunito', 'two-row', 'full-bleed', 'square', 'below', 'zoom', 'raised', 'centered', 'lg', 'bottom-tabs', 'dense'],
  },
  slot2: {
    layout: 'template11',
    paletteSeed: 10,
    design: ['exo2', 'inter', 'left-rail', 'carousel', 'portrait', 'over', 'glow', 'raised', 'compact', 'md', 'drawer', 'dense'],
  },
  slot3: {
    layout: 'template12',
    paletteSeed: 11,
    design: ['nunito', 'nunito', 'top', 'cards', 'pill', 'below', 'lift', 'flat', 'columns', 'full', 'bottom-tabs', 'dense'],
  },
  slot4: {
    layout: 'template13',
    paletteSeed: 12,
    design: ['oswald', 'inter', 'compact', 'split', 'portrait', 'below', 'play', 'outlined', 'centered', 'sm', 'drawer', 'regular'],
  },
  slot5: {
    layout: 'template14',
    paletteSeed: 13,
    design: ['montserrat', 'montserrat', 'icon-tabs', 'cards', 'square', 'over', 'glow', 'glass', 'columns', 'md', 'bottom-tabs', 'dense'],
  },
  slot6: {
    layout: 'template15',
    paletteSeed: 14,
    design: ['unbounded', 'inter', 'centered', 'compact', 'portrait', 'over', 'zoom', 'flat', 'compact', 'none', 'bottom-tabs', 'dense'],
  },
  slot7: {
    layout: 'template16',
    paletteSeed: 15,
    design: ['playfair', 'nunito', 'top', 'split', 'portrait', 'below', 'glow', 'glass', 'columns', 'lg', 'drawer', 'regular'],
  },
  slot8: {
    layout: 'template17',
    paletteSeed: 16,
    design: ['exo2', 'robotoCond', 'two-row', 'cards', 'landscape', 'below', 'play', 'outlined', 'compact', 'sm', 'bottom-tabs', 'dense'],
  },
  slot9: {
    layout: 'template19',
    paletteSeed: 17,
    design: ['robotoCond', 'nunito', 'left-rail', 'full-bleed', 'pill', 'below', 'zoom', 'outlined', 'centered', 'full', 'bottom-tabs', 'dense'],
  },
  sportsbook1: {
    layout: 'template20',
    paletteSeed: 18,
    design: ['robotoCond', 'inter', 'left-rail', 'board', 'landscape', 'over', 'glow', 'flat', 'compact', 'sm', 'bottom-tabs', 'regular'],
  },
  sportsbook2: {
    layout: 'template21',
    paletteSeed: 19,
    design: ['oswald', 'inter', 'two-row', 'board', 'portrait', 'below', 'lift', 'raised', 'columns', 'md', 'drawer', 'regular'],
  },
  sportsbook3: {
    layout: 'template22',
    paletteSeed: 20,
    design: ['exo2', 'montserrat', 'compact', 'compact', 'square', 'below', 'zoom', 'glass', 'centered', 'lg', 'bottom-tabs', 'regular'],
  },
  sportsbook4: {
    layout: 'template23',
    paletteSeed: 21,
    design: ['unbounded', 'inter', 'icon-tabs', 'board', 'square', 'over', 'play', 'outlined', 'columns', 'none', 'drawer', 'regular'],
  },
};

function lookOf(code: TemplateCode): Look {
  const [display, body, header, hero, tile, label, hover, cardStyle, footer, radius, mobileNav, grid] = DESIGNS[code].design;
  return { header, hero, grid, mobileNav, radius, display, body, cardStyle, tile, label, hover, footer };
}

/** A mood: background hue and saturation, accent hue, scheme. */
interface Mood {
  name: string;
  scheme: 'dark' | 'light';
  h: number;
  s: number;
  a: number;
  a2: number;
}
const DARK_MOODS: Mood[] = [
  { name: 'Midnight Gold', scheme: 'dark', h: 228, s: 38, a: 44, a2: 200 },
  { name: 'Emerald Night', scheme: 'dark', h: 162, s: 42, a: 48, a2: 140 },
  { name: 'Crimson Velvet', scheme: 'dark', h: 350, s: 40, a: 38, a2: 10 },
  { name: 'Royal Purple', scheme: 'dark', h: 268, s: 42, a: 316, a2: 45 },
  { name: 'Neon Cyber', scheme: 'dark', h: 248, s: 45, a: 184, a2: 300 },
  { name: 'Deep Ocean', scheme: 'dark', h: 205, s: 55, a: 168, a2: 48 },
  { name: 'Charcoal Ember', scheme: 'dark', h: 20, s: 10, a: 24, a2: 45 },
  { name: 'Teal Lagoon', scheme: 'dark', h: 186, s: 48, a: 36, a2: 330 },
  { name: 'Jade Dynasty', scheme: 'dark', h: 150, s: 30, a: 0, a2: 45 },
  { name: 'Onyx Lime', scheme: 'dark', h: 90, s: 8, a: 78, a2: 190 },
  { name: 'Sapphire Blaze', scheme: 'dark', h: 218, s: 60, a: 14, a2: 190 },
  { name: 'Magenta Nights', scheme: 'dark', h: 300, s: 35, a: 330, a2: 190 },
];
const LIGHT_MOODS: Mood[] = [
  { name: 'Clean Blue', scheme: 'light', h: 215, s: 40, a: 220, a2: 150 },
  { name: 'Sunrise', scheme: 'light', h: 38, s: 60, a: 12, a2: 200 },
  { name: 'Mint Fresh', scheme: 'light', h: 152, s: 40, a: 160, a2: 260 },
  { name: 'Rose Quartz', scheme: 'light', h: 340, s: 45, a: 340, a2: 200 },
  { name: 'Pitch Green', scheme: 'light', h: 120, s: 25, a: 135, a2: 30 },
  { name: 'Lavender', scheme: 'light', h: 262, s: 45, a: 268, a2: 330 },
];

/** Moves a colour's lightness until it reaches `ratio` against every background. */
function ensureContrast(h: number, s: number, l: number, bgs: string[], ratio: number, dir: 1 | -1): string {
  let ll = l;
  let hex = hslToHex(h, s, ll);
  while (bgs.some((b) => contrastRatio(hex, b) < ratio) && ll >= 0 && ll <= 100) {
    ll += dir * 1;
    hex = hslToHex(h, s, ll);
  }
  return hex;
}

function makePalette(m: Mood, shift: number, headerStyle: number, depth: number): Palette {
  const h = m.h + shift;
  const a = m.a + shift * 1.5;
  if (m.scheme === 'dark') {
    const bg = hslToHex(h, m.s + depth * 3, 6 + depth);
    const surface = hslToHex(h, m.s, 11 + depth);
    const surface2 = hslToHex(h, m.s - 4, 16 + depth);
    const header = headerStyle === 0 ? hslToHex(h, m.s + 6, 5) : headerStyle === 1 ? hslToHex(a, 55, 20) : hslToHex(h, m.s, 14);
    // Accent is also a text colour (links): AA against every background, not only 3:1.
    const accent = ensureContrast(a, 88, 56, [bg, surface, surface2], 4.5, 1);
    const dark = hslToHex(a, 60, 8);
    const accentText = contrastRatio(dark, accent) >= 4.5 ? dark : '#ffffff';
    return {
      name: m.name,
      scheme: 'dark',
      bg,
      surface,
      surface2,
      header,
      headerText: ensureContrast(h, 15, 94, [header], 4.5, 1),
      text: ensureContrast(h, 15, 94, [bg, surface, surface2], 4.5, 1),
      muted: ensureContrast(h, 14, 68, [bg, surface, surface2], 4.5, 1),
      accent: contrastRatio(accentText, accent) >= 4.5 ? accent : ensureContrast(a, 88, 60, [accentText], 4.5, 1),
      accentText,
      accent2: hslToHex(m.a2, 75, 60),
      border: hslToHex(h, m.s - 8, 24),
      fieldBorder: ensureContrast(h, Math.max(m.s - 8, 10), 46, [bg, surface, surface2], 3, 1),
      success: ensureContrast(145, 62, 48, [bg, surface, surface2], 4.5, 1),
      warning: ensureContrast(40, 92, 55, [bg, surface, surface2], 4.5, 1),
      danger: ensureContrast(0, 84, 64, [bg, surface, surface2], 4.5, 1),
    };
  }
  const bg = hslToHex(h, m.s, 95 + (depth % 3));
  const surface = hslToHex(h, m.s, 99);
  const surface2 = hslToHex(h, m.s - 10, 92);
  const header =
    headerStyle === 1 ? ensureContrast(a, 70, 34, ['#ffffff'], 4.6, -1) : headerStyle === 2 ? hslToHex(h, m.s - 10, 99) : hslToHex(h, m.s + 10, 16);
  const accent = ensureContrast(a, 78, 42, [bg, surface, surface2, '#ffffff'], 4.5, -1);
  return {
    name: m.name,
    scheme: 'light',
    bg,
    surface,
    surface2,
    header,
    headerText: headerStyle === 2 ? ensureContrast(h, 40, 14, [header], 4.5, -1) : ensureContrast(h, 20, 97, [header], 4.5, 1),
    text: ensureContrast(h, 35, 13, [bg, surface, surface2], 4.5, -1),
    muted: ensureContrast(h, 14, 40, [bg, surface, surface2], 4.5, -1),
    accent,
    accentText: '#ffffff',
    accent2: hslToHex(m.a2, 70, 40),
    border: hslToHex(h, m.s - 15, 84),
    fieldBorder: ensureContrast(h, Math.max(m.s - 15, 10), 56, [bg, surface, surface2], 3, -1),
    success: ensureContrast(145, 70, 32, [bg, surface, surface2], 4.5, -1),
    warning: ensureContrast(32, 92, 40, [bg, surface, surface2], 4.5, -1),
    danger: ensureContrast(0, 74, 46, [bg, surface, surface2], 4.5, -1),
  };
}

function familyOf(code: string): Family {
  return code.startsWith('casino') ? 'casino' : code.startsWith('slot') ? 'slot' : 'sportsbook';
}

/** Five palettes per template seed: three or four dark, one or two light, hues shifted per template. */
function palettesOf(i: number): Record<PaletteId, Palette> {
  const shift = ((i * 7) % 23) - 11;
  const out = {} as Record<PaletteId, Palette>;
  for (let p = 1 as PaletteId; p <= 5; p = (p + 1) as PaletteId) {
    const light = p === 5 || (p === 4 && i % 2 === 1);
    const mood = light ? LIGHT_MOODS[(i + p) % LIGHT_MOODS.length] : DARK_MOODS[(i * 5 + p * 3) % DARK_MOODS.length];
    out[p] = makePalette(mood, shift, (i + p) % 3, (i + p) % 5);
  }
  return out;
}

// A template's palettes are worked out when first asked for (~12 ms of a phone's main thread for
// all 110). The table is marked pure: the browser never resolves a theme (the server sends the
// result), so its bundle, which reads only the constants above, leaves the table out.
export const TEMPLATES: Record<TemplateCode, TemplateDef> = /*#__PURE__*/ templateTable();

function templateTable(): Record<TemplateCode, TemplateDef> {
  return Object.fromEntries(
    TEMPLATE_CODES.map((code) => {
      let palettes: Record<PaletteId, Palette> | undefined;
      const def: TemplateDef = {
        code,
        layout: DESIGNS[code].layout,
        family: familyOf(code),
        look: lookOf(code),
        get palettes() {
          return (palettes ??= palettesOf(DESIGNS[code].paletteSeed));
        },
      };
      return [code, def];
    }),
  ) as Record<TemplateCode, TemplateDef>;
}

export type ResolvedTheme =
  | { ok: true; code: TemplateCode; layout: TemplateLayoutId; family: Family; look: Look; paletteId: PaletteId; palette: Palette }
  | { ok: false; message: 'Invalid theme code' | 'Invalid theme color' };

/** The code must be one of the 22, the colour one of that code's five. */
export function resolveTheme(theme_code: unknown, theme_color: unknown): ResolvedTheme {
  if (typeof theme_code !== 'string' || !(TEMPLATE_CODES as readonly string[]).includes(theme_code)) {
    return { ok: false, message: 'Invalid theme code' };
  }
  const def = TEMPLATES[theme_code as TemplateCode];
  const n = typeof theme_color === 'number' ? theme_color : typeof theme_color === 'string' && /^\d+$/.test(theme_color.trim()) ? Number(theme_color) : NaN;
  if (!Number.isInteger(n) || !(n in def.palettes)) return { ok: false, message: 'Invalid theme color' };
  const paletteId = n as PaletteId;
  return { ok: true, code: def.code, layout: def.layout, family: def.family, look: def.look, paletteId, palette: def.palettes[paletteId] };
}

const RADIUS_PX: Record<Look['radius'], string> = { none: '2px', sm: '6px', md: '10px', lg: '16px', full: '22px' };
/** Family names of app/themes/fonts.server.ts, each with the fallback of its build (condensed, rounded, serif). */
export const FONT_STACK: Record<FontId, string> = {
  montserrat: '"Montserrat Variable", system-ui, "Segoe UI", sans-serif',
  inter: '"Inter Variable", system-ui, "Segoe UI", sans-serif',
  oswald: '"Oswald Variable", "Arial Narrow", system-ui, sans-serif',
  exo2: '"Exo 2 Variable", system-ui, "Segoe UI", sans-serif',
  nunito: '"Nunito Variable", ui-rounded, system-ui, sans-serif',
  unbounded: '"Unbounded Variable", system-ui, "Segoe UI", sans-serif',
  playfair: '"Playfair Display Variable", Georgia, "Times New Roman", serif',
  robotoCond: '"Roboto Condensed Variable", "Arial Narrow", system-ui, sans-serif',
};
/** Condensed display faces read as sports and arcade in capitals; the others keep the sentence's case. */
const DISPLAY_CASE: Partial<Record<FontId, string>> = { oswald: 'uppercase', robotoCond: 'uppercase' };
/** Wide faces (Unbounded) need a smaller heading size to fit the same lines. */
const DISPLAY_SCALE: Partial<Record<FontId, string>> = { unbounded: '0.86', oswald: '1.06', robotoCond: '1.04' };

export function paletteCssVars(p: Palette, look?: Look): Record<string, string> {
  return {
    '--bg': p.bg,
    '--surface': p.surface,
    '--surface-2': p.surface2,
    '--header': p.header,
    '--header-text': p.headerText,
    '--text': p.text,
    '--muted': p.muted,
    '--accent': p.accent,
    '--accent-text': p.accentText,
    '--accent-2': p.accent2,
    '--border': p.border,
    '--field-border': p.fieldBorder,
    '--success': p.success,
    '--warning': p.warning,
    '--danger': p.danger,
    '--radius': RADIUS_PX[look?.radius ?? 'md'],
    '--font': FONT_STACK[look?.body ?? 'inter'],
    '--font-display': FONT_STACK[look?.display ?? 'inter'],
    '--display-case': DISPLAY_CASE[look?.display ?? 'inter'] ?? 'none',
    '--display-scale': DISPLAY_SCALE[look?.display ?? 'inter'] ?? '1',
  };
}

/** Breakpoints (px). */
export const BREAKPOINTS = { mobile: 320, mobileMedium: 375, mobileWide: 425, tablet: 768, desktop: 1024, desktopMedium: 1280, desktopWide: 1600 } as const;
export const TEMPLATE_BREAKPOINTS = {
  template2Custom: 1200,
  template4Custom: 999,
  template9Product: 1200,
  template11Custom: 768,
  template14Custom: 900,
  template20Custom: 960,
  template22Custom: 1100,
} as const;

export function viewportFromWidth(w: number): 'mobile' | 'tablet' | 'desktop' {
  return w < BREAKPOINTS.tablet ? 'mobile' : w < BREAKPOINTS.desktop ? 'tablet' : 'desktop';
}
