import { useCallback, useEffect, useRef, useState } from 'react';
import { useLoaderData } from 'react-router';
import { callKey, type InitialAnswers } from '../server/player-data.ts';
import type { AnswerOf, EndpointPath, RequestOf } from '#contract/index.ts';
import { callApi, type PageBody } from './api-client.ts';
import { playerIdentity } from './player.ts';
import { useUserStore } from '~/stores/user-store.ts';
import { WALLET_CHANGE_EVENT } from '../../features/wallet/wallet-events.ts';

type Body<P extends EndpointPath> = Omit<RequestOf<P>, 'account_id' | 'auth'>;

export interface PlayerCall<P extends EndpointPath> {
  data: AnswerOf<P> | null;
  loading: boolean;
  /** The failure message key, when the last call failed. */
  error: string | null;
  reload(): void;
}

/**
 * A player call. Its first answer comes with the page when the route's loader made the same call
 * (`prefetch` in player.server.ts): rendered on the server, no placeholder. It is made again in
 * the browser when the body changes, on reload(), and, with `live`, whenever the balance stream
 * reports a change.
 */
export function usePlayerCall<P extends EndpointPath>(path: P, body: Body<P>, opts: { live?: boolean; skip?: boolean } = {}): PlayerCall<P> {
  const signedIn = useUserStore((s) => s.isAuthenticated);
  const key = JSON.stringify(body);
  const fromLoader = (useLoaderData() as { initial?: InitialAnswers } | undefined)?.initial?.[callKey(path, body)] as AnswerOf<P> | undefined;
  const [state, setState] = useState<{ data: AnswerOf<P> | null; loading: boolean; error: string | null }>(() =>
    fromLoader ? { data: fromLoader, loading: false, error: null } : { data: null, loading: true, error: null },
  );
  const [tick, setTick] = useState(0);
  const seq = useRef(0);
  // The loader's answer for this body and this tick (first render, or a navigation that ran the
  // loader again): no call for it; a reload() or a live change moves the tick and asks again.
  const [served, setServed] = useState<{ answer: AnswerOf<P> | undefined; key: string; tick: number } | null>(() =>
    fromLoader ? { answer: fromLoader, key, tick: 0 } : null,
  );
  if (fromLoader && fromLoader !== served?.answer) {
    setServed({ answer: fromLoader, key, tick });
    setState({ data: fromLoader, loading: false, error: null });
  }
  const fromServer = served !== null && served.key === key && served.tick === tick;

  useEffect(() => {
    if (!signedIn || opts.skip || fromServer) return;
    const mine = ++seq.current;
    setState((s) => ({ ...s, loading: true }));
    void callApi(path, { ...(JSON.parse(key) as object), ...playerIdentity() } as PageBody<P>).then((a) => {
      if (mine !== seq.current) return;
      if (a.statusCode === 1) setState({ data: a, loading: false, error: null });
      else {
        setState((s) => ({ data: s.data, loading: false, error: a.message || 'unknownError' }));
      }
    });
  }, [path, key, tick, signedIn, opts.skip, fromServer]);

  useEffect(() => {
    if (!opts.live) return;
    const on = () => setTick((n) => n + 1);
    window.addEventListener(WALLET_CHANGE_EVENT, on);
    return () => window.removeEventListener(WALLET_CHANGE_EVENT, on);
  }, [opts.live]);

  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { ...state, reload };
}
