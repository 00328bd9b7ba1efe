import type { Env } from '../../server/env.ts';
import type { Db } from '../db/client.ts';
import { AccountService } from './accounts.ts';
import { CatalogueService } from './catalogue.ts';
import { OperatorDirectory } from './operators.ts';
import { PlayerService } from './players.ts';
import { SessionService } from './sessions.ts';
import { SiteService } from './site.ts';
import { logDelivery, TacService } from './tac.ts';
import { PlayService } from './play.ts';

export function createServices(db: Db, env: Pick<Env, 'SESSION_TTL_MINUTES' | 'DEMO_TAC' | 'LOGIN_FAILURES_PER_ADDRESS'>) {
  const operators = new OperatorDirectory(db);
  const sessions = new SessionService(db, env.SESSION_TTL_MINUTES);
  const catalogue = new CatalogueService(db);
  const players = new PlayerService(db, sessions, env.LOGIN_FAILURES_PER_ADDRESS);
  const tac = new TacService(db, logDelivery, env.DEMO_TAC === '1');
  return {
    db,
    env,
    operators,
    sessions,
    catalogue,
    site: new SiteService(db, catalogue),
    players,
    tac,
    accounts: new AccountService(db, players, sessions, tac),
    play: new PlayService(db, catalogue),
  };
}
export type Services = ReturnType<typeof createServices>;
