import type { EndpointPath } from '#contract/index.ts';

/**
 * The first answers of a private page come with it: its loader makes the player calls
 * its components make, on the server, and returns them keyed by call; `usePlayerCall` starts from
 * them and only asks again when something changes. The key is the call and its body, so a loader
 * and a component that build the same body meet on the same answer.
 */
export type InitialAnswers = Record<string, unknown>;

export function callKey(path: EndpointPath, body: object): string {
  const sorted = Object.fromEntries(Object.entries(body).sort(([a], [b]) => a.localeCompare(b)));
  return `${path} ${JSON.stringify(sorted)}`;
}
