import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { vipLevels } from '../../db/schema.ts';
import { toMoneyString } from '../../lib/money.ts';
import { localized, localizedList } from '../../lib/texts.ts';
import type { Operator } from '../operators.ts';

/** The operator's VIP levels, public: what each asks in deposits and turnover, and what it gives. */
export class VipService {
  constructor(private db: Db) {}

  async vipLevels(op: Operator, lang?: string) {
    const rows = await this.db.select().from(vipLevels).where(eq(vipLevels.operatorId, op.id)).orderBy(asc(vipLevels.level));
    return {
      statusCode: 1,
      message: 'OK',
      value: rows.map((l) => ({
        level: l.level,
        // The name and benefits in the page's language (English where there are none).
        name: localized({ name: l.name }, Object.fromEntries(Object.entries(l.names).map(([k, v]) => [k, { name: v }])), lang).name,
        code: l.name,
        benefits: localizedList(l.benefits, lang),
        min_deposit: toMoneyString(l.minDeposit),
        min_turnover: toMoneyString(l.minTurnover),
      })),
    };
  }
}
