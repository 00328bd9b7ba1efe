import type { StartupAnswer } from '#contract/index.ts';
import { resolveTheme, type Family } from '~/themes/templates.ts';
import { emptyLayoutState, type LayoutState } from './layout-store.ts';

// The layout store's first state, worked out by the root loader on the server: the browser gets
// the result with the page and never needs the 22 templates' table.

/**
 * The menu as the shell shows it: categories without their provider lists (those were two thirds
 * of the first HTML's data; a category page's loader sends its own providers). One array serves as
 * both trees, so the page data holds it once.
 */
export function shellContent(content: StartupAnswer['content'], family?: Family): LayoutState['content'] {
  const menu = content.menu.map(({ children: _providers, ...node }) => node);
  // A sportsbook brand leads with its sportsbook: first in the header, the rail, the tabs and the drawer.
  if (family === 'sportsbook') {
    const i = menu.findIndex((n) => n.content_id === 'sportsbook');
    if (i > 0) menu.unshift(...menu.splice(i, 1));
  }
  return { menu, game_menu: menu };
}

/**
 * Startup result: a failed startup, an unknown theme code or a colour the code does not
 * have resets the store and keeps only the message. Maintenance is kept from the answer.
 */
export function layoutStateFromStartup(answer: StartupAnswer | { statusCode: number; message: string }): LayoutState {
  if (answer.statusCode !== 1 || !('site' in answer)) {
    return { ...emptyLayoutState, message: answer.message || 'internalServerError' };
  }
  const theme = resolveTheme(answer.site.theme_code, answer.site.theme_color);
  if (!theme.ok) return { ...emptyLayoutState, message: theme.message };
  const menu = answer.content.menu;
  return {
    ...emptyLayoutState,
    message: '',
    template: theme.layout,
    maintenance: answer.maintenance,
    language: answer.language,
    content: shellContent(answer.content, theme.family),
    site: answer.site,
    provider_count: answer.provider_count,
    aff_domain: answer.aff_domain,
    show_preloader: answer.site.show_preloader,
    hasHotGames: menu.some((n) => n.content_id === 'hot' && (n.game_count ?? 0) > 0),
    show_bf_ann_modal: answer.site.show_bf_ann_modal,
    show_app_download: answer.site.show_app_download,
    show_download_bar: answer.site.show_download_bar,
    live_chat: answer.live_chat,
    show_referral: answer.site.show_referral,
    show_leaderboard: answer.site.show_leaderboard !== false,
  };
}
