import { create } from 'zustand';

/** What the header shows of the inbox: messages not opened yet and rewards still to claim. */
interface InboxState {
  unread: number;
  claimable: number;
  setCounts(unread: number, claimable: number): void;
}

export const useInboxStore = create<InboxState>()((set) => ({
  unread: 0,
  claimable: 0,
  setCounts: (unread, claimable) => set({ unread, claimable }),
}));
