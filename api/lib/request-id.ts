import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/**
 * The request a piece of work belongs to: the server opens a scope per HTTP request
 * with its id (the incoming `x-request-id`, or a new one); log lines and slow-query reports in
 * the API and the database layer read it from here, however deep the call.
 */
export interface RequestScope {
  id: string;
}
export const requestScope = new AsyncLocalStorage<RequestScope>();

export const currentRequestId = () => requestScope.getStore()?.id;

/** An incoming id is kept when it is a sane token (no log injection); otherwise a new one. */
export function requestIdOf(incoming: unknown): string {
  if (typeof incoming === 'string' && /^[A-Za-z0-9._:-]{1,100}$/.test(incoming)) return incoming;
  return randomUUID();
}
