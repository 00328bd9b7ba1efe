import { data, type LoaderFunctionArgs } from 'react-router';
import type { OddsLine } from '#contract/sports.ts';
import { siteCall } from '~/lib/server/player.server.ts';

/**
 * The bet slip's lines (`?ids=a,b`): every language's names and the current price of each
 * selection; a selection the book no longer has is not in the answer (the slip marks it closed).
 */
export async function loader(args: LoaderFunctionArgs) {
  const ids = (new URL(args.request.url).searchParams.get('ids') ?? '').split(',').filter(Boolean).slice(0, 10);
  const headers = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };
  if (!ids.length) return data({ ok: true, ids, lines: [] as OddsLine[] }, { headers });
  const answer = await siteCall(args, '/home/public_odds', { selection_ids: ids } as never);
  if (answer.statusCode !== 1) return data({ ok: false, ids, lines: [] as OddsLine[] }, { status: 503, headers });
  return data({ ok: true, ids, lines: answer.value as OddsLine[] }, { headers });
}
