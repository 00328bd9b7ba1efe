import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from '~/i18n/use-translation.ts';
import { teamNames } from '~/features/sports/team-names.ts';

/**
 * A bet line as the labels read it: a slip item, a bet's leg, a board selection with its market's
 * bet type. The team names come in English (home_team_name) and per language (home_name_cn…);
 * an outright's team is either the line's "home" name (a bet's leg) or `team` (the board's
 * outright selection, name_en … name_ne).
 */
export interface LabelLine {
  bet_type: string;
  key: string;
  home_away?: string;
  criteria1?: string;
  home_team_name: string;
  away_team_name: string;
  [name: `home_name_${string}`]: string | null | undefined;
  [name: `away_name_${string}`]: string | null | undefined;
  team?: Record<string, string | undefined> | null;
}

/** English names of the bet type codes (decision 0008's table). */
export const MARKET_NAMES: Record<string, string> = {
  '1X2': 'Match result',
  '1X2H': '1st half result',
  '1X2HDP': '3-way handicap',
  HDP: 'Asian handicap',
  HDPH: '1st half Asian handicap',
  OU: 'Over/under',
  OUH: '1st half over/under',
  OE: 'Odd/even',
  ML: 'Money line',
  DC: 'Double chance',
  DNB: 'Draw no bet',
  HNB: 'Home no bet',
  ANB: 'Away no bet',
  CS: 'Correct score',
  TG: 'Total goals',
  HTFT: 'Half time/full time',
  FGLG: 'First/last goal',
  OR: 'Outright winner',
  BS: 'Both teams to score',
  CL: 'Clean sheet',
  TWTN: 'To win to nil',
  PARLAY: 'Parlay',
};

type T = (key: string, fallback: string, opts?: Record<string, unknown>) => string;

/** The outright team's names as a bet line's "home" names, so teamNames() picks the language. */
function outrightTeam(line: LabelLine, lng: string): string {
  const team = line.team;
  if (team && (team.name_en || team.team_id)) {
    const names: Record<string, string> = { home_team_name: team.name_en ?? team.team_id ?? '', away_team_name: '' };
    for (const [k, v] of Object.entries(team)) if (k.startsWith('name_') && v) names[`home_${k}`] = v;
    return teamNames(names as never, lng).home;
  }
  return teamNames(line, lng).home || line.key;
}

/**
 * The labels in one language (pure: the hook below and the unit tests use it).
 * `t` is i18next's; every key has its English default.
 */
export function betLabels(tf: TFunction | T, lng: string) {
  const t = tf as T;
  const teams = (line: Pick<LabelLine, 'home_team_name' | 'away_team_name'> & Partial<LabelLine>) => teamNames(line as LabelLine, lng);

  const marketName = (betType: string): string => (MARKET_NAMES[betType] ? t(`sports.market.${betType}`, MARKET_NAMES[betType]) : betType);

  const draw = () => t('sports.pick.D', 'Draw');
  /** H, D or A of a result market: a team or the draw. */
  const side = (k: string, n: { home: string; away: string }) => (k === 'H' ? n.home : k === 'A' ? n.away : k === 'D' ? draw() : k);

  const selectionName = (line: LabelLine): string => {
    const n = teams(line);
    const c = (line.criteria1 ?? '').trim();
    const k = line.key;
    switch (line.bet_type) {
      case '1X2':
      case '1X2H':
      case 'ML':
      case 'DNB':
      case 'HNB':
      case 'ANB':
        return side(k, n);
      case 'HDP':
      case 'HDPH':
        if (k === 'H' || k === 'A') return c ? `${side(k, n)} ${c}` : side(k, n);
        break;
      case '1X2HDP':
        if (k === 'H' || k === 'A') return c ? `${side(k, n)} ${c}` : side(k, n);
        // The draw's line is the home side's: "Draw (Wolves -1)".
        if (k === 'D') return c ? t('sports.pick.handicapDraw', 'Draw ({{team}} {{line}})', { team: n.home, line: c }) : draw();
        break;
      case 'OU':
      case 'OUH':
        if (k === 'O') return t('sports.pick.over', 'Over {{line}}', { line: c });
        if (k === 'U') return t('sports.pick.under', 'Under {{line}}', { line: c });
        break;
      case 'OE':
        if (k === 'ODD') return t('sports.pick.odd', 'Odd');
        if (k === 'EVEN') return t('sports.pick.even', 'Even');
        break;
      case 'DC':
        if (k === '1X') return t('sports.pick.homeOrDraw', '{{home}} or draw', { home: n.home });
        if (k === 'X2') return t('sports.pick.drawOrAway', 'Draw or {{away}}', { away: n.away });
        if (k === '12') return t('sports.pick.homeOrAway', '{{home}} or {{away}}', { home: n.home, away: n.away });
        break;
      case 'CS':
        if (k === 'AOS') return t('sports.pick.anyOther', 'Any other score');
        return c || k;
      case 'TG':
        return t('sports.pick.goals', '{{band}} goals', { band: c || k });
      case 'HTFT':
        if (/^[HDA]{2}$/.test(k)) return `${side(k[0], n)} / ${side(k[1], n)}`;
        break;
      case 'FGLG':
        if (k === 'HF' || k === 'AF') return t('sports.pick.first', '{{team}} to score first', { team: side(k[0], n) });
        if (k === 'HL' || k === 'AL') return t('sports.pick.last', '{{team}} to score last', { team: side(k[0], n) });
        if (k === 'NG') return t('sports.pick.noGoal', 'No goal');
        break;
      case 'OR':
        return outrightTeam(line, lng);
      case 'BS':
        if (k === 'Y') return t('sports.pick.yes', 'Yes');
        if (k === 'N') return t('sports.pick.no', 'No');
        break;
      case 'CL':
      case 'TWTN':
        if (k === 'H' || k === 'A') return side(k, n);
        break;
    }
    return c || k;
  };

  /** "Home v Away" in the reader's language; an outright has no match: its market's name. */
  const matchName = (line: LabelLine): string => {
    if (line.bet_type === 'OR') return marketName('OR');
    const n = teams(line);
    return n.away ? t('sports.bets.versus', '{{home}} v {{away}}', { home: n.home, away: n.away }) : n.home;
  };

  return { marketName, selectionName, matchName, teams };
}

export type BetLabels = ReturnType<typeof betLabels>;

/**
 * Labels of bet lines in the player's language: the market's name for a bet type code,
 * the selection as a player reads it ("Wolves -0.25", "Over 2.5", "Draw", "Wolves / Draw"), and
 * the match. Stable between renders while the language stays.
 */
export function useBetLabels(): BetLabels {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  return useMemo(() => betLabels(t, lng), [t, lng]);
}
