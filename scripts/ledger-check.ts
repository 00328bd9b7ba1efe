// npm run ledger:check — proves the ledger of every player in the database the server uses
// (DATABASE_URL, else the PGlite data in DATA_DIR; stop the server first when it is PGlite).
import { openDatabase } from '../api/db/client.ts';
import { checkLedger } from '../api/services/ledger.ts';
import { toMoneyString } from '../api/lib/money.ts';
import { loadEnv } from '../server/env.ts';

const env = loadEnv();
const database = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
try {
  const started = Date.now();
  const r = await checkLedger(database.db);
  console.log(`ledger check (${database.driver}): ${r.players} players, ${r.entries} entries, ${Date.now() - started} ms`);
  console.log(`  balances equal to the sum of their entries: ${r.balanceMismatches.length ? `NO (${r.balanceMismatches.length} differ)` : 'yes'}`);
  console.log(`  running balances follow, none below zero:   ${r.brokenChains ? `NO (${r.brokenChains} entries)` : 'yes'}`);
  console.log(
    `  credited deposits credited exactly once:    ${r.depositMismatches.length ? `NO (deposits ${r.depositMismatches.slice(0, 10).join(', ')})` : 'yes'}`,
  );
  console.log(
    `  withdrawals held once, released if rejected: ${r.withdrawalMismatches.length ? `NO (withdrawals ${r.withdrawalMismatches.slice(0, 10).join(', ')})` : 'yes'}`,
  );
  console.log(`  inbox rewards paid once, when claimed: ${r.inboxMismatches.length ? `NO (messages ${r.inboxMismatches.slice(0, 10).join(', ')})` : 'yes'}`);
  console.log(
    `  sports bets held once, paid once when settled: ${r.sportsMismatches.length ? `NO (bets ${r.sportsMismatches.slice(0, 10).join(', ')})` : 'yes'}`,
  );
  console.log(
    `  open bets equal held stakes: ${r.openBets.stakes === r.openBets.held ? 'yes' : 'NO'} (${r.openBets.count} open, stakes ${toMoneyString(r.openBets.stakes)}, held ${toMoneyString(r.openBets.held)})`,
  );
  console.log(`  missions, spins and minigame paid as recorded: ${r.engageMismatches.length ? `NO (${r.engageMismatches.slice(0, 10).join(', ')})` : 'yes'}`);
  console.log(
    `  game aggregators' bets, wins and rollbacks as recorded: ${r.providerMismatches.length ? `NO (${r.providerMismatches.slice(0, 10).join(', ')})` : 'yes'}`,
  );
  for (const m of r.balanceMismatches.slice(0, 20))
    console.log(`  player ${m.accountId} (${m.playerId}) ${m.account}: stored ${m.stored}, entries sum ${m.sum}`);
  console.log(r.ok ? 'OK' : 'FAILED');
  process.exitCode = r.ok ? 0 : 1;
} finally {
  await database.close();
}
