/**
 * A page's answer header telling the server's page cache (server/page-cache.ts) not to show a kept
 * copy after this moment (epoch milliseconds): the site's maintenance window opens then.
 */
export const PAGE_KEEP_UNTIL = 'x-page-keep-until';
