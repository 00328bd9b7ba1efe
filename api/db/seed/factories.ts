import { TEMPLATE_CODES } from '../../../contract/templates.ts';
import { vipTexts } from './texts.ts';

/**
 * HOUSE_STYLE 6: one source for demo data. The seed builds the demo operators from these
 * definitions, and the tests read the same definitions to know which hosts exist.
 */
export { TEMPLATE_CODES };

const SITE_NAMES: Record<string, string> = {
  casino1: 'Royal Crown Casino',
  casino2: 'Velvet Ace',
  casino3: 'Golden Palace',
  casino4: 'Emerald Club',
  casino5: 'Monarch Live',
  casino6: 'Crimson Tables',
  casino7: 'Noir Casino',
  casino8: 'Sapphire Lounge',
  casino9: 'Imperial Jade',
  slot1: 'Spin City',
  slot2: 'Reel Rush',
  slot3: 'Lucky Lantern',
  slot4: 'Neon Reels',
  slot5: 'Jackpot Jungle',
  slot6: 'Cosmic Spins',
  slot7: 'Fortune Falls',
  slot8: 'Candy Megaways',
  slot9: 'Pharaoh Slots',
  sportsbook1: 'Arena Bet',
  sportsbook2: 'Kickoff Sports',
  sportsbook3: 'Prime Odds',
  sportsbook4: 'Victory Line',
};

const LOCAL_LANGS = ['PHP', 'CN', 'VI', 'MS', 'NE', 'RUS', 'ESP'] as const;
export const ALL_LANGUAGES = ['EN', 'PHP', 'CN', 'ESP', 'RUS', 'VI', 'MS', 'NE'];

export interface DemoOperator {
  code: string;
  domains: string[];
  siteName: string;
  themeCode: string;
  themeColor: string;
  currency: string;
  localLanguage: string;
  languages: string[];
  gamifyStatus: boolean;
  liveChat: boolean;
  partners: boolean;
  showReferral: boolean;
  showAppDownload: boolean;
  maintenance?: { start: Date; end: Date };
}

/** The demo's console administrator (a platform administrator; its password is published, so production refuses it). */
export const DEMO_STAFF = { email: 'admin@demo.test', password: 'console-demo-1' } as const;

export const DEMO_PLAYER = { accountId: 'demo01', password: 'demo1234', fullName: 'Demo Player', email: 'demo01@example.com', phone: '+639171234567' };

export function demoOperators(now = new Date()): DemoOperator[] {
  const list: DemoOperator[] = [];
  const base = (code: string, i: number) => ({
    currency: i % 3 === 0 ? 'PHP' : i % 3 === 1 ? 'USD' : 'MYR',
    localLanguage: LOCAL_LANGS[i % LOCAL_LANGS.length],
    languages: ALL_LANGUAGES,
    gamifyStatus: i % 2 === 0,
    liveChat: i % 3 === 0,
    partners: i % 2 === 1,
    showReferral: i % 2 === 0,
    showAppDownload: i % 4 === 0,
    siteName: SITE_NAMES[code] ?? code,
  });
  list.push({
    ...base('casino1', 0),
    code: 'default',
    domains: ['localhost', '127.0.0.1'],
    themeCode: 'casino1',
    themeColor: '1',
    localLanguage: 'PHP',
    gamifyStatus: true,
    liveChat: true,
    partners: true,
    showReferral: true,
    showAppDownload: true,
  });
  TEMPLATE_CODES.forEach((code, i) => {
    for (let n = 1; n <= 5; n++) {
      list.push({
        ...base(code, i + n),
        code: n === 1 ? code : `${code}-${n}`,
        domains: n === 1 ? [`${code}.localhost`, `${code}-1.localhost`] : [`${code}-${n}.localhost`],
        themeCode: code,
        themeColor: String(n),
      });
    }
  });
  list.push({
    ...base('casino2', 1),
    code: 'maintenance',
    domains: ['maintenance.localhost'],
    siteName: 'Maintenance Demo',
    themeCode: 'casino2',
    themeColor: '1',
    maintenance: { start: new Date(now.getTime() - 3600_000), end: new Date(now.getTime() + 30 * 86400_000) },
  });
  list.push({ ...base('casino1', 2), code: 'bad-theme', domains: ['bad-theme.localhost'], siteName: 'Bad Theme Demo', themeCode: 'casino99', themeColor: '1' });
  list.push({ ...base('slot3', 3), code: 'bad-color', domains: ['bad-color.localhost'], siteName: 'Bad Color Demo', themeCode: 'slot3', themeColor: '9' });
  return list;
}

/** VIP ladder per operator, thresholds in minor units. */
export const VIP_LADDER = [
  { level: 0, name: 'Bronze', minDeposit: 0, minTurnover: 0 },
  { level: 1, name: 'Silver', minDeposit: 500_000, minTurnover: 2_000_000 },
  { level: 2, name: 'Gold', minDeposit: 2_000_000, minTurnover: 10_000_000 },
  { level: 3, name: 'Platinum', minDeposit: 5_000_000, minTurnover: 30_000_000 },
  { level: 4, name: 'Diamond', minDeposit: 15_000_000, minTurnover: 100_000_000 },
  { level: 5, name: 'Black', minDeposit: 50_000_000, minTurnover: 400_000_000 },
  // Names and benefits in the 8 languages.
].map((l) => ({ ...l, ...vipTexts(l.level) }));

export const DEMO_PARTNERS = [
  { name: 'Aurora Gaming', href: 'https://example.org/partners/aurora' },
  { name: 'Red Lotus Live', href: 'https://example.org/partners/red-lotus' },
  { name: 'PlaySafe Alliance', href: 'https://example.org/partners/playsafe' },
  { name: 'Fair Play Labs', href: 'https://example.org/partners/fair-play-labs' },
];

export const DEMO_SOCIAL = [
  { platform: 'facebook', name: 'Facebook', url: 'https://example.org/social/facebook' },
  { platform: 'telegram', name: 'Telegram', url: 'https://example.org/social/telegram' },
  { platform: 'youtube', name: 'YouTube', url: 'https://example.org/social/youtube' },
];

/** SEO page names: one per route, plus the operator-level 'default'. */
export const SEO_PAGES = ['default', 'home', 'casino', 'slots', 'sports', 'promotions', 'vip', 'about', 'faqs', 'register', 'login'];
/** How each page's SEO title names it (a page name is not a title: "vip" is "VIP", "faqs" "FAQs"). */
export const SEO_PAGE_TITLES: Record<string, string> = {
  casino: 'Casino',
  slots: 'Slots',
  sports: 'Sports',
  promotions: 'Promotions',
  vip: 'VIP',
  about: 'About us',
  faqs: 'FAQs',
  register: 'Register',
  login: 'Sign in',
};

/** The banks each demo operator pays out to, by its currency (real-looking names, demo codes). */
export const DEMO_BANKS: Record<string, { code: string; name: string }[]> = {
  PHP: [
    { code: 'BDO', name: 'BDO Unibank' },
    { code: 'BPI', name: 'Bank of the Philippine Islands' },
    { code: 'MBTC', name: 'Metrobank' },
    { code: 'LBP', name: 'LANDBANK' },
    { code: 'GCASH', name: 'GCash' },
    { code: 'MAYA', name: 'Maya' },
  ],
  MYR: [
    { code: 'MBB', name: 'Maybank' },
    { code: 'CIMB', name: 'CIMB Bank' },
    { code: 'PBB', name: 'Public Bank' },
    { code: 'RHB', name: 'RHB Bank' },
    { code: 'HLB', name: 'Hong Leong Bank' },
  ],
  USD: [
    { code: 'CHASE', name: 'Chase' },
    { code: 'BOFA', name: 'Bank of America' },
    { code: 'WELLS', name: 'Wells Fargo' },
    { code: 'CITI', name: 'Citibank' },
  ],
};
