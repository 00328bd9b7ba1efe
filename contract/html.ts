import type { Config } from 'dompurify';

/** One sanitizer policy for CMS bodies: the API applies it when storing, the front end when rendering. */
export const CMS_SANITIZE: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
};
