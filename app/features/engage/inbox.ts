import type { InboxItem } from '#contract/settings.ts';
import { WALLET_CHANGE_EVENT, WALLET_OPEN_EVENT } from '../wallet/wallet-events.ts';
import { useUserStore } from '~/stores/user-store.ts';

/** Counts of a list as the header shows them. */
export function inboxCounts(items: InboxItem[], now = Date.now()) {
  return {
    unread: items.filter((m) => !m.read).length,
    claimable: items.filter((m) => isClaimable(m, now)).length,
  };
}

export const isExpired = (m: InboxItem, now = Date.now()) => !!m.expires_at && Date.parse(m.expires_at) <= now;
export const isClaimable = (m: InboxItem, now = Date.now()) => !!m.reward_amount && !m.claimed && !isExpired(m, now);

/**
 * Keeps the header's inbox badge current while a player is signed in: the counts come with the
 * root loader (`player.inbox`), so a new message or a paid reward reported by the balance stream
 * (in this tab or another) runs the loaders again.
 */
export function watchInbox(revalidate: () => unknown): () => void {
  const on = (e: Event) => {
    const reason = (e as CustomEvent<{ reason?: string }>).detail?.reason;
    if (reason === 'inbox' || reason === 'bonus') void revalidate();
  };
  // A message that arrived between the page's render and the stream's opening was not reported:
  // the counts are asked for once the stream is open (one small read, not the page's loaders).
  const onOpen = () => {
    void fetch('/data/inbox-counts', { credentials: 'same-origin' })
      .then((r) => r.json() as Promise<{ counts: { unread: number; claimable: number } | null }>)
      .then(({ counts }) => {
        const store = useUserStore.getState();
        if (counts && store.isAuthenticated && (counts.unread !== store.inbox.unread || counts.claimable !== store.inbox.claimable))
          store.setInboxCounts(counts.unread, counts.claimable);
      })
      .catch(() => {});
  };
  window.addEventListener(WALLET_CHANGE_EVENT, on);
  window.addEventListener(WALLET_OPEN_EVENT, onOpen);
  return () => {
    window.removeEventListener(WALLET_CHANGE_EVENT, on);
    window.removeEventListener(WALLET_OPEN_EVENT, onOpen);
  };
}
