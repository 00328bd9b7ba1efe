import type { Env } from '../../server/env.ts';
import type { Db } from '../db/client.ts';
import { CatalogueService } from './catalogue.ts';
import { OperatorDirectory } from './operators.ts';
import { PlayerService } from './players.ts';
import { SessionService } from './sessions.ts';
import { SiteService } from './site.ts';

export function createServices(db: Db, env: Pick<Env, 'SESSION_TTL_MINUTES' | 'DEMO_TAC'>) {
  const operators = new OperatorDirectory(db);
  const sessions = new SessionService(db, env.SESSION_TTL_MINUTES);
  const catalogue = new CatalogueService(db);
  return {
    db,
    env,
    operators,
    sessions,
    catalogue,
    site: new SiteService(db, catalogue),
    players: new PlayerService(db, sessions),
  };
}
export type Services = ReturnType<typeof createServices>;
