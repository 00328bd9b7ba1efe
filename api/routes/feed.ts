import type { Request, Response, Router } from 'express';
import { Status } from '../../contract/index.ts';
import { fieldErrors, sendError } from '../lib/route.ts';
import type { Services } from '../services/index.ts';
import { FeedBatch, FeedMessage, providerOfKey, type ApplyOutcome } from '../services/sports/ingest.ts';

/**
 * Odds providers push here (docs/integrations/sports.md): POST /api/feed/messages with
 * `Authorization: Bearer <the provider's key>` and { messages: [...] }, applied in the order sent.
 * A batch with one malformed message is refused whole (nothing applied), with each fault named.
 * Without FEED_PUSH_KEYS the path does not exist.
 */
export function feedRoutes(r: Router, s: Services) {
  r.post('/feed/messages', async (req: Request, res: Response) => {
    const keys = s.sportsFeeds.pushKeys;
    if (!keys.size) {
      res.status(404).json({ statusCode: -404, message: 'notFound' });
      return;
    }
    const auth = req.get('authorization');
    const provider = providerOfKey(keys, auth?.startsWith('Bearer ') ? auth.slice(7).trim() : undefined);
    if (!provider) {
      res.status(401).json({ statusCode: -401, message: 'unauthorized' });
      return;
    }
    const batch = FeedBatch.safeParse(req.body ?? null);
    if (!batch.success) {
      res.status(400).json({ statusCode: Status.invalidRequest, message: 'invalidRequest', errors: fieldErrors(batch.error) });
      return;
    }
    const messages: FeedMessage[] = [];
    const errors: { field: string; message: string }[] = [];
    batch.data.messages.forEach((raw, i) => {
      const m = FeedMessage.safeParse(raw);
      if (m.success) messages.push(m.data);
      else for (const e of fieldErrors(m.error)) errors.push({ ...e, field: `messages.${i}${e.field === '(body)' ? '' : `.${e.field}`}` });
    });
    if (errors.length) {
      res.status(400).json({ statusCode: Status.invalidRequest, message: 'invalidRequest', errors });
      return;
    }
    try {
      const results: ApplyOutcome[] = [];
      for (const m of messages) results.push(await s.sportsFeeds.book.apply(provider, m));
      res.json({ statusCode: Status.ok, message: 'OK', applied: results.filter((x) => x.applied).length, results });
    } catch (err) {
      sendError(res, err, 'feed/messages');
    }
  });
}
