import { useEffect, useState, type ComponentType } from 'react';
import type { ContentAnnouncement } from '#contract/content.ts';

type Modal = ComponentType<{ items: ContentAnnouncement[] }>;

/**
 * Where the announcement modal goes on the home page. Its code (the dialog, the sanitizer) is a
 * chunk of its own, fetched after hydration and only when there is something to announce, so the
 * home page's first load does not carry it (decision 0010). Offline, there is no announcement this
 * time (it was not asked for: no error either).
 */
export function AnnouncementSlot({ items }: { items: ContentAnnouncement[] }) {
  const [Modal, setModal] = useState<Modal | null>(null);
  useEffect(() => {
    if (!items.length) return;
    let live = true;
    import('./announcement-modal.tsx').then(
      (m) => live && setModal(() => m.AnnouncementModal),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [items]);
  return Modal ? <Modal items={items} /> : null;
}
