import { useUserStore } from '../../stores/user-store.ts';

/**
 * What the header shows of the inbox: messages not opened yet and rewards still to claim. The
 * counts live in the user store, so the server renders them with the player (no badge flash).
 */
interface InboxState {
  unread: number;
  claimable: number;
  setCounts(unread: number, claimable: number): void;
}

const view = (s: ReturnType<typeof useUserStore.getState>): InboxState => ({ ...s.inbox, setCounts: s.setInboxCounts });

export function useInboxStore<T>(selector: (s: InboxState) => T): T {
  return useUserStore((s) => selector(view(s)));
}
useInboxStore.getState = () => view(useUserStore.getState());
