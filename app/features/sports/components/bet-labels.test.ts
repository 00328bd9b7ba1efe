import { describe, expect, it } from 'vitest';
import { betLabels, type LabelLine } from './bet-labels.ts';

/** English defaults with their placeholders filled, as i18next does without a message file. */
const t = (_k: string, d: string, o: Record<string, unknown> = {}) => d.replace(/\{\{(\w+)\}\}/g, (_, v: string) => String(o[v] ?? ''));
const names = {
  home_team_name: 'London Wolves',
  away_team_name: 'Paris Owls',
  home_name_cn: '伦敦狼群',
  away_name_cn: '巴黎猫头鹰',
};
const line = (bet_type: string, key: string, criteria1 = '', extra: Partial<LabelLine> = {}): LabelLine => ({ ...names, bet_type, key, criteria1, ...extra });
const en = betLabels(t, 'en');

describe('bet labels', () => {
  it('names every bet type', () => {
    expect(en.marketName('HDP')).toBe('Asian handicap');
    expect(en.marketName('1X2H')).toBe('1st half result');
    expect(en.marketName('PARLAY')).toBe('Parlay');
    expect(en.marketName('XYZ')).toBe('XYZ');
  });

  it('describes selections with the teams', () => {
    expect(en.selectionName(line('HDP', 'H', '-0.25'))).toBe('London Wolves -0.25');
    expect(en.selectionName(line('HDPH', 'A', '+0.25'))).toBe('Paris Owls +0.25');
    expect(en.selectionName(line('OU', 'O', '2.5'))).toBe('Over 2.5');
    expect(en.selectionName(line('OUH', 'U', '1'))).toBe('Under 1');
    expect(en.selectionName(line('1X2', 'D'))).toBe('Draw');
    expect(en.selectionName(line('1X2', 'A'))).toBe('Paris Owls');
    expect(en.selectionName(line('1X2HDP', 'D', '-1'))).toBe('Draw (London Wolves -1)');
    expect(en.selectionName(line('HTFT', 'HD', 'H/D'))).toBe('London Wolves / Draw');
    expect(en.selectionName(line('FGLG', 'HF', 'HF'))).toBe('London Wolves to score first');
    expect(en.selectionName(line('FGLG', 'AL', 'AL'))).toBe('Paris Owls to score last');
    expect(en.selectionName(line('FGLG', 'NG', 'NG'))).toBe('No goal');
    expect(en.selectionName(line('CS', '2-1', '2-1'))).toBe('2-1');
    expect(en.selectionName(line('CS', 'AOS', 'AOS'))).toBe('Any other score');
    expect(en.selectionName(line('TG', '2-3', '2-3'))).toBe('2-3 goals');
    expect(en.selectionName(line('BS', 'Y'))).toBe('Yes');
    expect(en.selectionName(line('OE', 'EVEN'))).toBe('Even');
    expect(en.selectionName(line('DC', '1X'))).toBe('London Wolves or draw');
    expect(en.selectionName(line('DC', '12'))).toBe('London Wolves or Paris Owls');
    expect(en.selectionName(line('HNB', 'D'))).toBe('Draw');
    expect(en.selectionName(line('TWTN', 'A'))).toBe('Paris Owls');
  });

  it('names outright teams from the line or from the board selection, in the language', () => {
    expect(en.selectionName(line('OR', 'eng1-3', 'eng1-3', { away_team_name: '' }))).toBe('London Wolves');
    const team = { team_id: 'eng1-3', name_en: 'Leeds Hawks', name_cn: '利兹鹰' };
    expect(betLabels(t, 'zh').selectionName({ bet_type: 'OR', key: 'eng1-3', home_team_name: '', away_team_name: '', team })).toBe('利兹鹰');
    expect(en.selectionName({ bet_type: 'OR', key: 'eng1-3', home_team_name: '', away_team_name: '', team })).toBe('Leeds Hawks');
  });

  it('uses the names of the reader language and says the match', () => {
    const zh = betLabels(t, 'zh');
    expect(zh.selectionName(line('HDP', 'H', '-0.25'))).toBe('伦敦狼群 -0.25');
    expect(zh.matchName(line('1X2', 'H'))).toBe('伦敦狼群 v 巴黎猫头鹰');
    expect(en.matchName(line('OR', 'x'))).toBe('Outright winner');
  });
});
