/** The console's one-time sign-in page for a token. */
export const welcomeUrl = (origin: string, token: string) => `${origin.replace(/\/$/, '')}/console/welcome?token=${encodeURIComponent(token)}`;
