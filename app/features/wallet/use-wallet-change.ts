import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { WALLET_CHANGE_EVENT } from './wallet-events.ts';

/**
 * A page that shows wallet data reloads it (its loaders run again) when the balance stream
 * reports a change; a burst of changes (a run of game rounds) makes one reload.
 */
export function useRevalidateOnWalletChange() {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const soon = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void revalidate(), 150);
    };
    window.addEventListener(WALLET_CHANGE_EVENT, soon);
    return () => {
      clearTimeout(timer);
      window.removeEventListener(WALLET_CHANGE_EVENT, soon);
    };
  }, [revalidate]);
}
