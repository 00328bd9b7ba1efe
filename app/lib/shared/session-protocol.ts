/**
 * What the page and the server's session layer agree on (server/session.ts): the header that
 * marks a browser call as cookie-authenticated, and the answers that end a session.
 */
export const SESSION_MODE_HEADER = 'x-session';
export const SESSION_END_MESSAGES: ReadonlySet<string> = new Set(['sessionExpired', 'Session Expired', 'BLOCK', 'CLOSE', 'permissionDenied']);
