// npm run games -- import --provider hub88      imports the aggregator's game list into the catalogue
// npm run games -- import --file <list.json>    the same from a saved answer of Hub88's game list
// Uses the database the server uses (DATABASE_URL, else the PGlite data in DATA_DIR; stop the server first when it is PGlite).
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { openDatabase } from '../api/db/client.ts';
import { hub88From } from '../api/games/index.ts';
import { importGames } from '../api/games/import.ts';
import { hub88GamesOf } from '../api/games/hub88/adapter.ts';
import { Hub88GameList } from '../api/games/hub88/protocol.ts';
import { loadEnv } from '../server/env.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { provider: { type: 'string' }, file: { type: 'string' } },
});
if (positionals[0] !== 'import' || (!values.provider && !values.file) || (values.provider && values.provider !== 'hub88')) {
  console.error('usage: npm run games -- import --provider hub88 | --file <saved hub88 game list.json>');
  process.exit(2);
}

const env = loadEnv();
const list = values.file
  ? hub88GamesOf(Hub88GameList.parse(JSON.parse(fs.readFileSync(values.file, 'utf8'))))
  : await (hub88From(env) ?? fail('hub88 is off: set HUB88_API_URL, HUB88_OPERATOR_ID, HUB88_PRIVATE_KEY and HUB88_PUBLIC_KEY')).listGames();
const database = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
try {
  const r = await importGames(database.db, 'hub88', list);
  console.log(`hub88: ${r.listed} games listed, ${r.imported} imported or updated, ${r.skipped} disabled skipped, ${r.providers} studios`);
  console.log('A running server shows them after its restart (the catalogue summary is cached).');
} finally {
  await database.close();
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
