import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { CMS_SANITIZE } from '../../contract/html.ts';

const purify = createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);

/** CMS bodies are sanitized before they are stored (and again when rendered). */
export const sanitizeCms = (html: string) => purify.sanitize(html, { ...CMS_SANITIZE, RETURN_TRUSTED_TYPE: false }) as string;
