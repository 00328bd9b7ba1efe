import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { ContentService } from './content.ts';
import type { Operator, OperatorDirectory } from './operators.ts';
import type { SessionService } from './sessions.ts';

let database: Database;
let op: Operator;
/** The player behind any credentials (the session check is not what is tested here). */
const PLAYER = 7;
const sessions = { requirePlayer: async () => ({ id: PLAYER }) } as unknown as SessionService;
const operators = { invalidate() {} } as unknown as OperatorDirectory;
const player = { domain_name: 't.example', account_id: 'tester1', auth: 'a'.repeat(32) };
const visitor = { domain_name: 't.example' };

beforeAll(async () => {
  database = await openDatabase({ memory: true });
  [op] = await database.db.insert(schema.operators).values({ code: 't', siteName: 'T', themeCode: 'casino1', themeColor: '1', externalId: 'x' }).returning();
  const svc = new ContentService(database.db, sessions, operators);
  await svc.create(op, { kind: 'announcement', texts: { en: { title: 'Bonus', body: '<p>25%</p>' } }, audience: 'public', promotional: true });
  await svc.create(op, { kind: 'announcement', texts: { en: { title: 'Service', body: '<p>Maintenance</p>' } }, audience: 'public', promotional: false });
  await svc.create(op, { kind: 'announcement', texts: { en: { title: 'Members', body: '<p>Hi</p>' } }, audience: 'players', promotional: false });
  await svc.create(op, { kind: 'slide', texts: { en: { title: 'Promo slide' } }, promotional: true });
  await svc.create(op, { kind: 'slide', texts: { en: { title: 'Plain slide' } }, promotional: false, sort: 1 });
  await svc.create(op, { kind: 'marquee', texts: { en: { body: 'Promo line' } }, promotional: true });
}, 30_000);
afterAll(async () => {
  await database?.close();
});

const titles = (items: { title: string }[]) => items.map((i) => i.title);

describe('promotional content and player protection', () => {
  it('by default everyone may see promotions; visitors see public announcements only', async () => {
    const svc = new ContentService(database.db, sessions, operators);
    expect(titles(await svc.announcements(op, visitor))).toEqual(['Bonus', 'Service']);
    expect(titles(await svc.announcements(op, player))).toEqual(['Bonus', 'Service', 'Members']);
    expect(titles(await svc.slides(op, player))).toEqual(['Promo slide', 'Plain slide']);
  });

  it('a player in a time-out or self-exclusion gets no promotional announcements, slides or marquee lines', async () => {
    const asked: number[] = [];
    const svc = new ContentService(database.db, sessions, operators, {
      promotionsAllowed: async (id) => {
        asked.push(id);
        return false;
      },
    });
    expect(titles(await svc.announcements(op, player))).toEqual(['Service', 'Members']);
    expect(titles(await svc.slides(op, player))).toEqual(['Plain slide']);
    expect(await svc.marquee(op, player)).toEqual([]);
    expect(asked).toEqual([PLAYER, PLAYER, PLAYER]);
    // visitors are not players: the check is not asked, public items show
    expect(titles(await svc.announcements(op, visitor))).toEqual(['Bonus', 'Service']);
    expect(asked.length).toBe(3);
  });

  it('the check plugs in later (setPromotionsAllowed), as the lead wires it', async () => {
    const svc = new ContentService(database.db, sessions, operators);
    svc.setPromotionsAllowed(async () => false);
    expect(titles(await svc.slides(op, player))).toEqual(['Plain slide']);
  });

  it('texts fall back to English field by field', async () => {
    const svc = new ContentService(database.db, sessions, operators);
    await svc.create(op, { kind: 'slide', texts: { en: { title: 'Hello', body: 'World', cta: 'Go' }, vi: { title: 'Xin chào' } }, link: '/slots', sort: 9 });
    const vi = (await svc.slides(op, { ...visitor, lang: 'vi' })).at(-1)!;
    expect(vi).toMatchObject({ title: 'Xin chào', text: 'World', cta: 'Go', lang: 'vi' });
    expect((await svc.slides(op, { ...visitor, lang: 'zh' })).at(-1)).toMatchObject({ title: 'Hello', lang: 'en' });
  });
});
