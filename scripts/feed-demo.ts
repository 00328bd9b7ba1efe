// npm run feed-demo -- --url http://127.0.0.1:3900 --key <push key> [--leagues 3] [--every 5]
// The demo's simulation as an odds provider: every few seconds it pushes its events' messages to a
// server's /api/feed/messages (docs/integrations/sports.md), as a real provider would. The seed is
// made here at random: the results are unknown to the server.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { SportsFeed } from '../api/services/sports/feed.ts';
import { simulationMessages } from '../api/services/sports/demo-client.ts';
import type { FeedMessage } from '../api/services/sports/ingest.ts';

const { values } = parseArgs({
  options: { url: { type: 'string' }, key: { type: 'string' }, leagues: { type: 'string', default: '3' }, every: { type: 'string', default: '5' } },
});
if (!values.url || !values.key) {
  console.error('usage: npm run feed-demo -- --url <server> --key <push key> [--leagues 3] [--every 5]');
  process.exit(2);
}
const sim = new SportsFeed(randomBytes(24).toString('base64url'));
const leagues = new Set(sim.leagues.slice(0, Number(values.leagues)).map((l) => l.code));

async function round() {
  const t = Date.now();
  // Numbers above the last round's: time-based.
  let seq = t * 10;
  const messages: FeedMessage[] = [];
  for (const ev of sim.listed(t).filter((e) => leagues.has(e.league.code))) {
    const ms = simulationMessages(sim, ev, t, seq);
    seq += ms.length;
    messages.push(...ms);
  }
  let applied = 0;
  for (let i = 0; i < messages.length; i += 30) {
    const res = await fetch(new URL('/api/feed/messages', values.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${values.key}` },
      body: JSON.stringify({ messages: messages.slice(i, i + 30) }),
    });
    const body = (await res.json()) as { statusCode: number; applied?: number; message: string };
    if (body.statusCode !== 1) throw new Error(`refused (HTTP ${res.status}): ${JSON.stringify(body)}`);
    applied += body.applied ?? 0;
  }
  console.log(`${new Date(t).toISOString()}: ${messages.length} messages, ${applied} applied`);
}

for (;;) {
  await round();
  await new Promise((r) => setTimeout(r, Number(values.every) * 1000));
}
