import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { WALLET_CHANGE_EVENT } from '../wallet/wallet-events.ts';

/**
 * The page's loaders run again when the balance stream reports a change on the server (a round,
 * a deposit, a paid reward): progress and balances shown on the page follow without a reload.
 */
export function useLiveLoaders() {
  const { revalidate } = useRevalidator();
  const latest = useRef(revalidate);
  useEffect(() => {
    latest.current = revalidate;
  }, [revalidate]);
  useEffect(() => {
    const on = () => void latest.current();
    window.addEventListener(WALLET_CHANGE_EVENT, on);
    return () => window.removeEventListener(WALLET_CHANGE_EVENT, on);
  }, []);
}
