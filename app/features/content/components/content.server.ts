import type { LoaderFunctionArgs } from 'react-router';
import type { ContentAnnouncement, ContentSlide, MarqueeItem } from '#contract/content.ts';
import { requestContext, type RequestInfo } from '~/lib/server/request-context.ts';

/**
 * The content calls' common body: the site, the page's language, and the player's credentials
 * when signed in (a player in a time-out or self-exclusion gets no promotional items).
 */
export function contentBody(info: RequestInfo) {
  const s = info.session;
  return {
    domain_name: info.site.domain,
    lang: info.presentation?.language.lng ?? 'en',
    ...(s ? { account_id: s.account_id, auth: s.auth } : {}),
  };
}

export interface HomeContent {
  slides: ContentSlide[];
  marquee: MarqueeItem[];
  announcements: ContentAnnouncement[];
}

/**
 * The home page's operator content: slides, the marquee and, where the site shows them
 * before the first visit (show_bf_ann_modal), the announcements. Not cached by the page server:
 * a back-office change shows on the next page load. A failed call leaves its part empty (the
 * theme's hero shows instead).
 */
export async function homeContent(args: Pick<LoaderFunctionArgs, 'context'>, announce: boolean): Promise<HomeContent> {
  const info = args.context.get(requestContext);
  const body = contentBody(info);
  const [slides, marquee, announcements] = await Promise.all([
    info.api.call('/home/fetch_slide', body, info),
    info.api.call('/home/marquee', body, info),
    announce ? info.api.call('/home/fetch_announment', body, info) : null,
  ]);
  return {
    slides: slides.statusCode === 1 ? slides.value : [],
    marquee: marquee.statusCode === 1 ? marquee.value : [],
    announcements: announcements?.statusCode === 1 ? announcements.value : [],
  };
}
