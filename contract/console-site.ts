import type { ConsoleMeta, ConsoleViewer } from './console-backend.ts';

/**
 * The console's Site screen (types only): an operator's site settings, edited as a draft, seen in a
 * preview of the real player site, published as a numbered version (every instance at once), and
 * restored from an earlier version. The server checks every value (api/console/site-settings.ts,
 * with the operator command's schemas) and answers a refusal per field.
 */

/** The switches of the site's optional parts. */
export const SITE_SWITCHES = ['rewards', 'referral', 'chat', 'downloadBar', 'leaderboard', 'ticker', 'announcement'] as const;
export type SiteSwitch = (typeof SITE_SWITCHES)[number];

export interface SiteSettings {
  name: string;
  /** Host names players open the site on; at least one. */
  domains: string[];
  template: string;
  /** '1'…'5'. */
  palette: string;
  /** Addresses of uploaded images on the site's own hosts (/site-assets/…), or null. */
  logo: string | null;
  icon: string | null;
  /** #rrggbb, or null for the palette's own. */
  appThemeColor: string | null;
  appBackgroundColor: string | null;
  /** Product language codes (EN, CN…), the default first. */
  languages: string[];
  currency: string;
  /** IANA time zone. */
  timeZone: string;
  maintenance: { on: boolean; start: string | null; end: string | null };
  switches: Record<SiteSwitch, boolean>;
}

export interface SiteVersionRow {
  version: number;
  publishedAt: string;
  /** The member's email, or who else published it. */
  publishedBy: string;
  restoredFrom: number | null;
  /** What it set, as the list shows it. */
  summary: string;
}

export interface SiteScreen {
  operator: string;
  /** What players see now. */
  live: SiteSettings;
  /** The saved draft, or null when there is none (the form starts from the live settings). */
  draft: { settings: SiteSettings; savedAt: string; savedBy: string } | null;
  versions: SiteVersionRow[];
  /** The choices of the form. */
  choices: { templates: string[]; languages: { code: string; name: string }[] };
}

/** A refusal of the form: a message per field (English sentences) and/or one for the whole form. */
export interface SiteRefusal {
  message: string;
  fieldErrors?: Record<string, string>;
}

export type SiteImageKind = 'logo' | 'icon';

export interface ConsoleSiteBackend {
  screen(viewer: ConsoleViewer, operator: string): Promise<SiteScreen>;
  /** The posted form's fields (strings; checkboxes present when ticked): the draft saved, or a refusal per field. */
  saveDraft(viewer: ConsoleViewer, operator: string, fields: Record<string, string>, meta: ConsoleMeta): Promise<SiteSettings>;
  /** An uploaded image, re-encoded and set in the draft: its address. */
  uploadImage(viewer: ConsoleViewer, operator: string, kind: SiteImageKind, bytes: Uint8Array, meta: ConsoleMeta): Promise<string>;
  /** The image taken out of the draft: once published, the site shows its name (no logo) or the palette's letter icon (no icon). */
  removeImage(viewer: ConsoleViewer, operator: string, kind: SiteImageKind, meta: ConsoleMeta): Promise<void>;
  /** The draft (or, without one, the live settings) becomes a new live version: its number. */
  publish(viewer: ConsoleViewer, operator: string, meta: ConsoleMeta): Promise<number>;
  /** An earlier version's settings published again as a new version: its number. */
  restore(viewer: ConsoleViewer, operator: string, version: number, meta: ConsoleMeta): Promise<number>;
  /** The address of the player site showing the draft (a signed link for this member, valid a few minutes). */
  previewUrl(viewer: ConsoleViewer, operator: string, origin: { protocol: string; port: string }): Promise<string>;
}

/** Biggest upload the screen takes (bytes), before re-encoding. */
export const SITE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
