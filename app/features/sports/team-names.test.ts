import { describe, expect, it } from 'vitest';
import { teamNames } from './team-names.ts';

const line = {
  home_team_name: 'Manchester United',
  away_team_name: 'Liverpool',
  home_name_cn: '曼联',
  away_name_cn: '利物浦',
  home_name_vi: '',
  away_name_vi: null,
  home_name_rus: 'Манчестер Юнайтед',
};

describe('translated team names', () => {
  it('uses the current language when the feed has it', () => {
    expect(teamNames(line, 'zh')).toEqual({ home: '曼联', away: '利物浦' });
  });
  it('falls back per side to the plain name', () => {
    expect(teamNames(line, 'ru')).toEqual({ home: 'Манчестер Юнайтед', away: 'Liverpool' });
  });
  it('treats empty and null names as missing', () => {
    expect(teamNames(line, 'vi')).toEqual({ home: 'Manchester United', away: 'Liverpool' });
  });
  it('falls back for languages without names and unknown languages', () => {
    expect(teamNames(line, 'en')).toEqual({ home: 'Manchester United', away: 'Liverpool' });
    expect(teamNames(line, 'xx')).toEqual({ home: 'Manchester United', away: 'Liverpool' });
  });
});
