import { createContext, type RouterContext } from 'react-router';

/** What the Express server hands to loaders (server only: never sent to the browser). */
export interface RequestInfo {
  /** Base URL of the operator API as seen from the server (loopback or OPERATOR_API_URL). */
  apiBase: string;
  /** CSP nonce of this response. */
  nonce: string;
  ip: string;
}
export const requestContext = createContext<RequestInfo>();
export type RequestContextKey = RouterContext<RequestInfo>;
