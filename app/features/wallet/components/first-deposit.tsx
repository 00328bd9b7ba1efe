import { lazyPart } from '~/lib/browser/lazy-part.tsx';
import { useUserStore } from '~/stores/user-store.ts';

const Prompt = lazyPart('[data-testid="first-deposit-prompt"]', () => import('./first-deposit-prompt.tsx').then((m) => m.FirstDepositPrompt));

/** A signed-in player who has never deposited: the home page's prompt, whose code only such a player's page loads. */
export function FirstDepositPrompt() {
  const due = useUserStore((s) => s.isAuthenticated && s.vip.currentLevel !== '' && s.vip.totalDeposit === 0);
  return due ? <Prompt /> : null;
}
