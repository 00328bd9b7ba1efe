import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { CMS_SANITIZE } from '#contract/html.ts';

/** Sanitized on the server before it was stored; sanitized again here in the browser. */
function useCleanHtml(html: string) {
  return useMemo(() => (typeof window === 'undefined' ? html : (DOMPurify.sanitize(html, { ...CMS_SANITIZE, RETURN_TRUSTED_TYPE: false }) as string)), [html]);
}

/** HTML from the database (CMS pages, inbox messages), shown only after sanitizing. */
export function SafeHtml({ html, className, testId }: { html: string; className?: string; testId?: string }) {
  const clean = useCleanHtml(html);
  return <div className={className} data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />;
}
