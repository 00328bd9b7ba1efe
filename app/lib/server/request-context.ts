import { createContext, type RouterContext } from 'react-router';
import type { StartupAnswer } from '#contract/site.ts';
import type { OperatorClient } from '#contract/operator-client.ts';
import type { ConsoleBackend } from '#contract/console-backend.ts';
import type { ConsoleSiteBackend } from '#contract/console-site.ts';
import type { Presentation } from './presentation.server.ts';

/**
 * What the server resolves once per request and hands to loaders (server only: never sent to the
 * browser). The host is parsed in server/site.ts and nowhere else.
 */
export interface RequestInfo {
  site: {
    /** The operator's domain (lower case, no port): the `domain_name` of every call. */
    domain: string;
    /** scheme://domain[:port] for absolute links. */
    origin: string;
    startup: StartupAnswer;
  };
  /** The operator API: in-process to the reference API, or HTTP to OPERATOR_API_URL. */
  api: OperatorClient;
  /** CSP nonce of this response. */
  nonce: string;
  ip: string;
  userAgent?: string;
  /**
   * The signed-in player from the httpOnly session cookie (server/session.ts), not yet checked
   * with the operator API: the root middleware checks it once per request.
   */
  session: ServerSession | null;
  /** The session's balance, read when the root middleware checked the session. */
  balance?: { balance: string; token: string };
  /** Theme, language and viewport, set by the root middleware before any loader runs. */
  presentation?: Presentation;
  /** The request came with a session the operator API has ended (the page says so). */
  sessionEnded?: boolean;
  /** Drops the session cookie (the operator API said the session has ended, or the player signed out). */
  endSession(): void;
  /**
   * A sign-in or sign-up answer from an action: keeps its session in the httpOnly cookie of this
   * response (the token never reaches the page). The session opened, or null when the answer opens none.
   */
  openSession(reply: Record<string, unknown>): ServerSession | null;
  /** Writes the cookie again with changed display names (after a profile update). */
  keepSession(session: ServerSession): void;
  /**
   * Set only on the console's host: that host serves the console and nothing else (no operator
   * site, no player session); on every other host the console's pages do not exist.
   */
  console?: ConsoleRequest;
}

/** The console's side of a request: its data and the staff session's httpOnly cookie. */
export interface ConsoleRequest {
  backend: ConsoleBackend;
  /** The Site screen's data: settings, drafts, versions, uploads, preview links. */
  site?: ConsoleSiteBackend;
  /** The staff session's token from its cookie (never sent to the page). */
  token: string | undefined;
  openSession(token: string, expiresAt: Date): void;
  endSession(): void;
}

export interface ServerSession {
  account_id: string;
  auth: string;
  full_name: string;
  contact_email: string;
  /** A withdraw-only session: the break that restricts it. */
  restricted: Restriction | null;
}
/** What a withdraw-only session's pages say: the kind of break and when sign-in opens again. */
export interface Restriction {
  kind: 'timeout' | 'self_exclusion';
  until: string;
}
export const requestContext = createContext<RequestInfo>();
export type RequestContextKey = RouterContext<RequestInfo>;
