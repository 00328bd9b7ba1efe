/** Bet line: per-language team names with the plain names as fallback. */
export interface BetLineNames {
  home_team_name: string;
  away_team_name: string;
  [key: `home_name_${string}`]: string | null | undefined;
  [key: `away_name_${string}`]: string | null | undefined;
}

/** i18next language (en, zh, fil…) → the suffix the odds feed uses (en, cn, php…). */
const FEED_SUFFIX: Record<string, string[]> = {
  en: ['en'],
  zh: ['cn', 'zh'],
  fil: ['php', 'fil', 'ph'],
  es: ['esp', 'es'],
  ru: ['rus', 'ru'],
  vi: ['vi'],
  ms: ['ms'],
  ne: ['ne'],
};

export function teamNames(line: BetLineNames, lng: string): { home: string; away: string } {
  const suffixes = FEED_SUFFIX[lng] ?? [lng.toLowerCase()];
  const pick = (side: 'home' | 'away', fallback: string) => {
    for (const s of suffixes) {
      const v = line[`${side}_name_${s}` as `home_name_${string}`];
      if (typeof v === 'string' && v.trim()) return v;
    }
    return fallback;
  };
  return { home: pick('home', line.home_team_name), away: pick('away', line.away_team_name) };
}
