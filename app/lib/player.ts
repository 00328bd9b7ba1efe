import { useUserStore } from '~/stores/user-store.ts';
import { siteIdentity } from './api-client.ts';

/**
 * account_id + auth of the signed-in player, for player calls (SPEC §6), with the site they are
 * made on: a session answers only on the operator that opened it (issue 11 #9).
 */
export function playerIdentity() {
  const s = useUserStore.getState();
  const domain_name = siteIdentity().domain_name || (typeof window === 'undefined' ? '' : window.location.host);
  return { account_id: s.user?.account_id ?? '', auth: s.token ?? '', domain_name };
}
