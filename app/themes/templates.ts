import { contrastRatio, hslToHex } from './contrast.ts';

/** SPEC §3: the 22 template names; each maps to a layout id and five colour ids (1–5). */
export const TEMPLATE_CODES = [
  'casino1',
  'casino2',
  'casino3',
  'casino4',
  'casino5',
  'casino6',
  'casino7',
  'casino8',
  'casino9',
  'slot1',
  'slot2',
  'slot3',
  'slot4',
  'slot5',
  'slot6',
  'slot7',
  'slot8',
  'slot9',
  'sportsbook1',
  'sportsbook2',
  'sportsbook3',
  'sportsbook4',
] as const;
export type TemplateCode = (typeof TEMPLATE_CODES)[number];
export type TemplateLayoutId = `template${number}`;
export type Family = 'casino' | 'slot' | 'sportsbook';
export type PaletteId = 1 | 2 | 3 | 4 | 5;

export interface Look {
  header: 'top' | 'two-row' | 'left-rail' | 'icon-tabs';
  hero: 'carousel' | 'split' | 'compact';
  grid: 'roomy' | 'regular' | 'dense';
  mobileNav: 'bottom-tabs' | 'drawer';
  radius: 'none' | 'sm' | 'md' | 'lg' | 'full';
  font: 'sans' | 'display' | 'condensed' | 'rounded';
  cardStyle: 'flat' | 'raised' | 'outlined' | 'glass';
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

/** SPEC §9: templates that add a body class of their own name. */
export const SPECIAL_BODY_CLASS_CODES = ['slot2', 'slot4', 'casino3', 'casino4', 'sportsbook1'] as const;
/** SPEC §2: on these layouts the signed-out rewards icon opens the login modal. */
export const REWARDS_MODAL_LAYOUTS = ['template4', 'template6', 'template8', 'template10'] as const;
/** SPEC §2: /login goes to / and opens this modal after about a second. */
export const LOGIN_MODAL_CODES: Partial<Record<TemplateCode, string>> = {
  slot2: 'loginmodal',
  slot4: 'loginmodal',
  sportsbook1: 'loginmodal',
  slot5: 'modal-signin',
};

const layoutOf = (i: number): TemplateLayoutId => `template${i < 17 ? i + 1 : i + 2}` as TemplateLayoutId;

const H: Look['header'][] = ['top', 'two-row', 'left-rail', 'icon-tabs'];
const HERO: Look['hero'][] = ['carousel', 'split', 'compact'];
const RADIUS: Look['radius'][] = ['md', 'lg', 'sm', 'full', 'none'];
const FONT: Look['font'][] = ['sans', 'display', 'condensed', 'rounded'];
const CARD: Look['cardStyle'][] = ['raised', 'glass', 'outlined', 'flat'];

function lookOf(i: number, family: Family): Look {
  return {
    header: family === 'sportsbook' ? (['left-rail', 'two-row', 'top', 'icon-tabs'] as const)[i % 4] : H[i % 4],
    hero: HERO[(i + Math.floor(i / 4)) % 3],
    grid: family === 'slot' ? (i % 3 === 0 ? 'regular' : 'dense') : family === 'casino' ? (i % 2 ? 'regular' : 'roomy') : 'regular',
    mobileNav: i % 3 === 2 ? 'drawer' : 'bottom-tabs',
    radius: RADIUS[(i * 2) % 5],
    font: FONT[(i * 3 + 1) % 4],
    cardStyle: CARD[(i + Math.floor(i / 5)) % 4],
  };
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

/** Five palettes per code: three or four dark, one or two light, hues shifted per template. */
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

export const TEMPLATES: Record<TemplateCode, TemplateDef> = Object.fromEntries(
  TEMPLATE_CODES.map((code, i) => {
    const family = familyOf(code);
    return [code, { code, layout: layoutOf(i), family, look: lookOf(i, family), palettes: palettesOf(i) }];
  }),
) as Record<TemplateCode, TemplateDef>;

export type ResolvedTheme =
  | { ok: true; code: TemplateCode; layout: TemplateLayoutId; family: Family; look: Look; paletteId: PaletteId; palette: Palette }
  | { ok: false; message: 'Invalid theme code' | 'Invalid theme color' };

/** SPEC §4: the code must be one of the 22, the colour one of that code's five. */
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
const FONT_STACK: Record<Look['font'], string> = {
  sans: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
  display: '"Avenir Next", "Segoe UI", "Helvetica Neue", "Noto Sans", system-ui, sans-serif',
  condensed: '"Roboto Condensed", "Arial Narrow", "Noto Sans", system-ui, sans-serif',
  rounded: 'ui-rounded, "SF Pro Rounded", "Nunito", "Noto Sans", system-ui, sans-serif',
};

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
    '--font': FONT_STACK[look?.font ?? 'sans'],
  };
}

/** SPEC §9 breakpoints (px). */
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
