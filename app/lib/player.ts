import { useUserStore } from '~/stores/user-store.ts';

/** account_id + auth of the signed-in player, for player calls (SPEC §6). */
export function playerIdentity() {
  const s = useUserStore.getState();
  return { account_id: s.user?.account_id ?? '', auth: s.token ?? '' };
}
