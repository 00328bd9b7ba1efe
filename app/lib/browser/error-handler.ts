import { clientI18n } from '~/i18n/page-i18n.ts';
import { useNoticeStore } from '~/stores/notice-store.ts';
import { logout } from './session.ts';
import { useUserStore } from '~/stores/user-store.ts';

import { SESSION_END_MESSAGES } from '../shared/session-protocol.ts';

/** Messages that end the session. */
export { SESSION_END_MESSAGES };

type Navigate = (to: string) => void;
let navigateTo: Navigate = (to) => window.location.assign(to);
export const setErrorNavigator = (n: Navigate) => {
  navigateTo = n;
};

export type HandlerAction = 'ignore' | 'session' | 'log' | 'dialog';

/** What the global handler does with an answer (pure; unit tested). */
export function classifyAnswer(answer: { statusCode?: number | null; message?: string | null } | null | undefined): HandlerAction {
  if (!answer || answer.statusCode == null) return 'ignore';
  if (answer.statusCode === 1 || answer.message === 'OK') return 'ignore';
  const message = answer.message ?? '';
  if (SESSION_END_MESSAGES.has(message)) return 'session';
  if (message === 'serviceUnavailable') return 'log';
  return 'dialog';
}

/** A letters-only message is a translation key; an empty one shows the unknown-error text. */
export function errorText(message: string | null | undefined, t: (k: string, d?: string) => string): string {
  if (!message) return t('errors:unknownError', 'Something went wrong. Please try again.');
  if (/^[A-Za-z]+$/.test(message)) return t(`errors:${message}`, message);
  return message;
}

export function handleApiAnswer(
  answer: { statusCode?: number | null; message?: string | null } | null | undefined,
  opts: { toast?: boolean } = {},
): HandlerAction {
  const action = classifyAnswer(answer);
  const i18n = clientI18n();
  const t = (k: string, d?: string) => (i18n ? i18n.t(k, { defaultValue: d ?? k }) : (d ?? k));
  if (action === 'session') {
    // Once: the first of several failing calls signs the tab out, the others find it done.
    if (useUserStore.getState().isAuthenticated) {
      void logout({ expired: true, notifyServer: false });
      navigateTo('/login');
    }
  } else if (action === 'log') {
    console.warn('serviceUnavailable');
  } else if (action === 'dialog') {
    const text = errorText(answer?.message, t);
    if (opts.toast) {
      useNoticeStore.getState().toast({ variant: 'error', title: t('errors:errorTitle', 'Error'), text, duration: 3000 });
    } else {
      useNoticeStore.getState().showDialog(t('errors:errorTitle', 'Error'), text);
    }
  }
  return action;
}
