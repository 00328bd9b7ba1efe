import type { InboxItem } from '#contract/settings.ts';
import { callApi } from '../../lib/browser/api-client.ts';
import { WALLET_CHANGE_EVENT } from '../wallet/wallet-events.ts';
import { playerIdentity } from '../../lib/browser/player.ts';
import { useInboxStore } from '~/features/engage/inbox-store.ts';

/** Counts of a list as the header shows them. */
export function inboxCounts(items: InboxItem[], now = Date.now()) {
  return {
    unread: items.filter((m) => !m.read).length,
    claimable: items.filter((m) => isClaimable(m, now)).length,
  };
}

export const isExpired = (m: InboxItem, now = Date.now()) => !!m.expires_at && Date.parse(m.expires_at) <= now;
export const isClaimable = (m: InboxItem, now = Date.now()) => !!m.reward_amount && !m.claimed && !isExpired(m, now);

let latestRefresh = 0;

/** Recounts from the server; when recounts overlap, only the one asked last may set the badge. */
export async function refreshInboxCounts() {
  const mine = ++latestRefresh;
  const a = await callApi('/settings/get_inbox', playerIdentity());
  if (a.statusCode === 1 && mine === latestRefresh) useInboxStore.getState().setCounts(a.unread, a.claimable);
  return a;
}

/**
 * Keeps the header's inbox badge current while a player is signed in: read once, then again when
 * the balance stream reports a new message or a paid reward (in this tab or another).
 */
export function watchInbox({ recount = true }: { recount?: boolean } = {}): () => void {
  if (recount) void refreshInboxCounts();
  const on = (e: Event) => {
    const reason = (e as CustomEvent<{ reason?: string }>).detail?.reason;
    if (reason === 'inbox' || reason === 'bonus') void refreshInboxCounts();
  };
  window.addEventListener(WALLET_CHANGE_EVENT, on);
  return () => window.removeEventListener(WALLET_CHANGE_EVENT, on);
}
