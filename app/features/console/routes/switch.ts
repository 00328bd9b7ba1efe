import { redirect } from 'react-router';
import { checked, consoleOf, requireViewer } from '../console.server.ts';
import type { Route } from './+types/switch';

/** The operator switcher's form (works without scripts): to the chosen operator's players. */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireViewer(args);
  const code = new URL(args.request.url).searchParams.get('op') ?? '';
  const mine = await checked(() => consoleOf(args).backend.operators(viewer));
  const op = mine.find((o) => o.code === code.trim().toLowerCase());
  throw redirect(op ? `/console/${op.code}/players` : '/console');
}
