import { useCallback, useEffect, useRef, useState } from 'react';
import type { AnswerOf, EndpointPath, RequestOf } from '#contract/index.ts';
import { callApi } from './api-client.ts';
import { handleApiAnswer, SESSION_END_MESSAGES } from './error-handler.ts';
import { playerIdentity } from './player.ts';
import { useUserStore } from '~/stores/user-store.ts';
import { WALLET_CHANGE_EVENT } from './balance-stream.ts';

type Body<P extends EndpointPath> = Omit<RequestOf<P>, 'account_id' | 'auth'>;

export interface PlayerCall<P extends EndpointPath> {
  data: AnswerOf<P> | null;
  loading: boolean;
  /** The failure message key, when the last call failed. */
  error: string | null;
  reload(): void;
}

/**
 * A player call made in the browser once the stored session is known (the token never reaches
 * the server render). Re-runs when the body changes, on reload(), and, with `live`, whenever the
 * balance stream reports a change.
 */
export function usePlayerCall<P extends EndpointPath>(path: P, body: Body<P>, opts: { live?: boolean; skip?: boolean } = {}): PlayerCall<P> {
  const signedIn = useUserStore((s) => s.isAuthenticated && !!s.token);
  const [state, setState] = useState<{ data: AnswerOf<P> | null; loading: boolean; error: string | null }>({ data: null, loading: true, error: null });
  const [tick, setTick] = useState(0);
  const key = JSON.stringify(body);
  const seq = useRef(0);

  useEffect(() => {
    if (!signedIn || opts.skip) return;
    const mine = ++seq.current;
    setState((s) => ({ ...s, loading: true }));
    void callApi(path, { ...(JSON.parse(key) as object), ...playerIdentity() } as RequestOf<P>).then((a) => {
      if (mine !== seq.current) return;
      if (a.statusCode === 1) setState({ data: a, loading: false, error: null });
      else {
        if (SESSION_END_MESSAGES.has(a.message)) handleApiAnswer(a);
        setState((s) => ({ data: s.data, loading: false, error: a.message || 'unknownError' }));
      }
    });
  }, [path, key, tick, signedIn, opts.skip]);

  useEffect(() => {
    if (!opts.live) return;
    const on = () => setTick((n) => n + 1);
    window.addEventListener(WALLET_CHANGE_EVENT, on);
    return () => window.removeEventListener(WALLET_CHANGE_EVENT, on);
  }, [opts.live]);

  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { ...state, reload };
}
