import { isIPv4, isIPv6 } from 'node:net';
import Bowser from 'bowser';

export type DeviceType = 'mobile' | 'tablet' | 'desktop';

export interface Device {
  /** "Chrome on Android", "Safari on iPhone"; "Unknown device" when the user agent says nothing useful. */
  label: string;
  browser: string | null;
  /** The phone or tablet model where the user agent names one (iPhone, iPad), else the operating system. */
  os: string | null;
  type: DeviceType | null;
}

// Vendor prefixes and platform suffixes that make a label long without making it clearer.
const BROWSER_NAMES: Record<string, string> = {
  'Microsoft Edge': 'Edge',
  'Samsung Internet for Android': 'Samsung Internet',
};

/** A short readable name for the device behind a stored user agent (shown on /security). */
export function describeDevice(userAgent: string | null | undefined): Device {
  const ua = (userAgent ?? '').trim().slice(0, 512);
  if (!ua) return { label: 'Unknown device', browser: null, os: null, type: null };
  const r = Bowser.parse(ua);
  const name = r.browser.name?.trim();
  const browser = name ? (BROWSER_NAMES[name] ?? name) : null;
  const model = r.platform.vendor === 'Apple' && r.platform.model && /^(iPhone|iPad|iPod)/.test(r.platform.model) ? r.platform.model : null;
  const os = model ?? (r.os.name?.trim() || null);
  const t = r.platform.type;
  const type: DeviceType | null = t === 'mobile' || t === 'tablet' || t === 'desktop' ? t : null;
  const label = browser && os ? `${browser} on ${os}` : (browser ?? os ?? 'Unknown device');
  return { label, browser, os, type };
}

/**
 * An address as the player may see it, never whole: IPv4 without its last octet
 * ("203.0.113.*"), IPv6 as its /48 ("2001:db8:85a3::/48"). Null when there is none.
 */
export function maskAddress(ip: string | null | undefined): string | null {
  if (!ip) return null;
  let a = ip.trim();
  const zone = a.indexOf('%');
  if (zone >= 0) a = a.slice(0, zone);
  // An IPv4 client on a dual-stack socket arrives as ::ffff:a.b.c.d.
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(a);
  if (mapped) a = mapped[1];
  if (isIPv4(a)) return `${a.split('.').slice(0, 3).join('.')}.*`;
  if (!isIPv6(a)) return null;
  const groups = ipv6Groups(a);
  return `${compress([...groups.slice(0, 3), 0, 0, 0, 0, 0])}/48`;
}

/** The eight 16-bit groups of a valid IPv6 address (with :: expanded and a dotted IPv4 tail converted). */
function ipv6Groups(a: string): number[] {
  const parse = (part: string) => {
    if (!part) return [];
    const out: number[] = [];
    for (const g of part.split(':')) {
      if (g.includes('.')) {
        const [b0, b1, b2, b3] = g.split('.').map(Number);
        out.push((b0 << 8) | b1, (b2 << 8) | b3);
      } else out.push(parseInt(g, 16));
    }
    return out;
  };
  const [head, tail] = a.includes('::') ? a.split('::') : [a, undefined];
  const h = parse(head);
  const t = tail === undefined ? [] : parse(tail);
  return [...h, ...Array<number>(8 - h.length - t.length).fill(0), ...t];
}

/** RFC 5952 text: lowercase, no leading zeros, the longest run of two or more zero groups as ::. */
function compress(groups: number[]): string {
  let best = -1;
  let bestLen = 0;
  for (let i = 0; i < groups.length;) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < groups.length && groups[j] === 0) j++;
    if (j - i > bestLen) [best, bestLen] = [i, j - i];
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (bestLen < 2) return hex.join(':');
  return `${hex.slice(0, best).join(':')}::${hex.slice(best + bestLen).join(':')}`;
}
