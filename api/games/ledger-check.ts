import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../lib/db-rows.ts';

/**
 * Part of the ledger's proof (npm run ledger:check): every aggregator transaction moved exactly what
 * it recorded, in one balance entry or none when it moved nothing, and no entry points at no
 * transaction ('provider_tx:<id>'); a rolled-back bet was given back exactly once, a bet that stands
 * never, and no win was paid on a rolled-back bet ('provider_bet:<id>').
 */
export async function checkProviderTransactions(db: Db): Promise<string[]> {
  const [moves, bets] = await Promise.all([
    db.execute(sql`
      select coalesce(t.id::text, e.ref_id) as id from provider_transactions t
      full join (
        select ref_id, count(*) as n, sum(amount) as total, count(*) filter (where account <> 'balance') as off_balance
        from ledger_entries where ref_type = 'provider_tx' group by ref_id
      ) e on e.ref_id = t.id::text
      where t.id is null or coalesce(e.n, 0) <> (case when t.moved <> 0 then 1 else 0 end)
         or coalesce(e.total, 0) <> t.moved or coalesce(e.off_balance, 0) > 0`),
    db.execute(sql`
      select b.id from provider_transactions b
      left join (
        select aggregator, reference_uuid,
               count(*) filter (where kind = 'rollback' and moved <> 0) as backs,
               coalesce(sum(moved) filter (where kind = 'rollback'), 0) as back,
               count(*) filter (where kind = 'win' and moved <> 0) as paid
        from provider_transactions where kind in ('win', 'rollback') group by aggregator, reference_uuid
      ) r on r.aggregator = b.aggregator and r.reference_uuid = b.transaction_uuid
      where b.kind = 'bet' and (
        (b.state = 'rolled_back' and (coalesce(r.paid, 0) > 0
          or coalesce(r.backs, 0) <> (case when b.moved <> 0 then 1 else 0 end) or coalesce(r.back, 0) <> -b.moved))
        or (b.state <> 'rolled_back' and coalesce(r.backs, 0) <> 0))`),
  ]);
  return [...rowsOf<{ id: string }>(moves).map((r) => `provider_tx:${r.id}`), ...rowsOf<{ id: number }>(bets).map((r) => `provider_bet:${r.id}`)];
}
