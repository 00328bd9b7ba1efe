import { useState, type ButtonHTMLAttributes, type KeyboardEvent, type PointerEvent } from 'react';
import { OverlaySlot, preloadOn, type LazyOverlay } from './lazy-overlay.tsx';

/** How the player opened a menu: the Radix side replays the key, so focus moves as Radix moves it. */
export type MenuOpening = { by: 'pointer' } | { by: 'keyboard'; key: string };
export type MenuTriggerProps = ButtonHTMLAttributes<HTMLButtonElement> & { 'data-testid'?: string };
/** Props of a lazily loaded menu: a Radix DropdownMenu whose Trigger gets `trigger`. */
export interface LazyMenuProps {
  trigger: MenuTriggerProps;
  opening: MenuOpening;
}

const OPEN_KEYS = ['Enter', ' ', 'ArrowDown'];

/**
 * A menu button whose menu (Radix DropdownMenu, with Popper) loads only when it is about to open.
 * Closed, it is a plain button that looks and reads as the Radix trigger does (aria-haspopup,
 * aria-expanded, data-state); its chunk is fetched on pointer over, focus or touch. Pressed, it
 * hands over to the Radix menu, which then stays: it opens on pointer down as Radix does, and by
 * Enter, Space or ArrowDown with focus moved into the menu; closing returns focus to the trigger.
 */
export function MenuButton({ menu, trigger }: { menu: LazyOverlay<LazyMenuProps>; trigger: MenuTriggerProps }) {
  const [opening, setOpening] = useState<MenuOpening | null>(null);
  const closed = (handlers?: object) => <button type="button" aria-haspopup="menu" aria-expanded={false} data-state="closed" {...trigger} {...handlers} />;
  if (!opening) {
    return closed({
      ...preloadOn(menu.preload),
      onPointerDown: (e: PointerEvent<HTMLButtonElement>) => {
        if (e.button !== 0 || e.ctrlKey) return;
        // As Radix: the menu, not the button, takes focus.
        e.preventDefault();
        setOpening({ by: 'pointer' });
      },
      onKeyDown: (e: KeyboardEvent<HTMLButtonElement>) => {
        if (!OPEN_KEYS.includes(e.key)) return;
        e.preventDefault();
        setOpening({ by: 'keyboard', key: e.key });
      },
    });
  }
  return (
    <OverlaySlot fallback={closed()} onError={() => setOpening(null)}>
      <menu.Component trigger={trigger} opening={opening} />
    </OverlaySlot>
  );
}
