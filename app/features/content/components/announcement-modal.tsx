import { useEffect, useState } from 'react';
import type { ContentAnnouncement } from '#contract/content.ts';
import { useTranslation } from '~/i18n/use-translation.ts';
import { ButtonLink, Button } from '~/ui/button.tsx';
import { DialogClose } from '~/ui/dialog.tsx';
import { LazyDialog } from '~/ui/lazy-dialog.tsx';
import { SafeHtml } from '~/ui/safe-html.tsx';
import { useIsModalOpen, useModalStore } from '~/stores/modal-store.ts';

/** Which announcement versions this browser has seen (at most the last 50). */
export const SEEN_KEY = 'pf:announcements-seen';
const key = (a: ContentAnnouncement) => `${a.id}:${a.version}`;
const MODAL_ID = 'announcement';

function readSeen(): string[] {
  try {
    const v = JSON.parse(localStorage.getItem(SEEN_KEY) ?? '[]') as unknown;
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The operator's announcements before the visit (show_bf_ann_modal): once per
 * announcement version per browser (a changed announcement shows again). A Radix dialog: focus
 * stays inside, Escape or the button closes it, focus goes back to the page. Bodies are sanitized
 * HTML, sanitized again here.
 */
export function AnnouncementModal({ items }: { items: ContentAnnouncement[] }) {
  const { t } = useTranslation();
  const [unseen, setUnseen] = useState<ContentAnnouncement[]>([]);
  // Through the modal store: another modal opening (the sign-in modal) closes this one.
  const open = useIsModalOpen(MODAL_ID);
  const openModal = useModalStore((s) => s.open);
  const closeModal = useModalStore((s) => s.close);

  useEffect(() => {
    const seen = new Set(readSeen());
    const fresh = items.filter((a) => !seen.has(key(a)));
    setUnseen(fresh);
    // Not over a modal that is already open.
    if (fresh.length && !useModalStore.getState().modalStack.length) openModal(MODAL_ID);
  }, [items, openModal]);

  /** Dismissed by the player: these versions are seen. */
  const close = (next: boolean) => {
    if (next) return;
    closeModal(MODAL_ID);
    try {
      const seen = [...readSeen().filter((k) => !unseen.some((a) => key(a) === k)), ...unseen.map(key)].slice(-50);
      localStorage.setItem(SEEN_KEY, JSON.stringify(seen));
    } catch {
      // Storage refused (private mode): the announcement shows again next time, which is harmless.
    }
  };

  if (!unseen.length) return null;
  const single = unseen.length === 1 ? unseen[0] : null;
  return (
    <LazyDialog
      open={open}
      onOpenChange={close}
      title={single ? single.title : t('content.announcements', 'Announcements')}
      size="lg"
      testId="announcement-modal"
      footer={
        <>
          {single?.link && (
            <ButtonLink to={single.link} variant="secondary" onClick={() => close(false)}>
              {t('content.readMore', 'Find out more')}
            </ButtonLink>
          )}
          <DialogClose asChild>
            <Button data-testid="announcement-dismiss">{t('content.gotIt', 'Got it')}</Button>
          </DialogClose>
        </>
      }
    >
      {single ? (
        <SafeHtml html={single.body} className="cms text-muted" testId="announcement-body" />
      ) : (
        <ul className="space-y-5">
          {unseen.map((a) => (
            <li key={key(a)} lang={a.lang}>
              <h3 className="font-bold">{a.title}</h3>
              <SafeHtml html={a.body} className="cms mt-1 text-muted" testId="announcement-body" />
            </li>
          ))}
        </ul>
      )}
    </LazyDialog>
  );
}
