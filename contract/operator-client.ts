import type { AnswerOf, EndpointPath, RequestOf } from './index.ts';

/**
 * How the page server talks to the operator API: in-process to the reference API, or
 * over HTTP to an operator's own backend (OPERATOR_API_URL). Either way the bodies are the spec's,
 * and a failure comes back as an answer with statusCode ≠ 1, never as a throw.
 */
export interface OperatorClient {
  call<P extends EndpointPath>(path: P, body: RequestOf<P>, from?: CallOrigin): Promise<AnswerOf<P>>;
  /**
   * The same call with its HTTP status, for the server's session layer, which answers the
   * browser for the operator API (a 400 stays a 400, a 429 a 429). The body is not checked.
   */
  exchange(path: EndpointPath, body: unknown, from?: CallOrigin): Promise<Exchange>;
}

export interface Exchange {
  httpStatus: number;
  body: { statusCode: number; message: string } & Record<string, unknown>;
}

/** Who the server is calling for: the player's address and browser, for limits and session records. */
export interface CallOrigin {
  ip?: string;
  userAgent?: string;
}
