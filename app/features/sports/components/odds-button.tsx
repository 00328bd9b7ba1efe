import { createContext, memo, useContext, useEffect, useState } from 'react';
import type { Selection } from '#contract/sports.ts';
import { useTranslation } from '~/i18n/use-translation.ts';
import { Icon } from '~/ui/icon.tsx';
import { formatOdds, type OddsFormat } from '~/features/sports/odds.ts';
import { usePrice } from '~/features/sports/odds-stream.ts';
import { useSlipStore, type SlipItem } from '~/features/sports/slip-store.ts';
import { GoToSlip } from './go-to-slip.tsx';

/** What every odds button of a board shares: the player's format and the feed time of the page's prices. */
export interface BoardContextValue {
  format: OddsFormat;
  since: number;
}
export const BoardContext = createContext<BoardContextValue>({ format: 'decimal', since: 0 });
export const useBoard = () => useContext(BoardContext);

const FLASH_MS = 1500;

/**
 * One price. It follows the odds stream on its own (only the buttons whose price moved render),
 * flashes up or down for 1.5 s, shows a lock while its market is suspended and nothing when the
 * selection is closed. Pressed: on the slip.
 */
export const OddsButton = memo(function OddsButton({
  selection,
  item,
  label,
  line,
  className = '',
  form,
}: {
  selection: Pick<Selection, 'selection_id' | 'odds' | 'status'>;
  /** What the slip stores when the button is pressed (without the live price). */
  item: () => Omit<SlipItem, 'seen' | 'odds' | 'status'>;
  /** The button's accessible name: match, market and selection. */
  label: string;
  /** A line shown above the price (handicap, total, score). */
  line?: string;
  className?: string;
  /**
   * A GET form (its id) that opens this selection's bet form on the match page: the button submits
   * it before the scripts run (or without them); once they run, the press goes to the slip.
   */
  form?: string;
}) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const { format, since } = useBoard();
  const price = usePrice(selection.selection_id, { odds: selection.odds, status: selection.status === 'closed' ? 'closed' : 'open' }, since);
  const picked = useSlipStore((s) => s.items.some((i) => i.selection_id === selection.selection_id));
  const toggle = useSlipStore((s) => s.toggle);
  // Only a change seen while mounted flashes (not one from before a navigation).
  const [flash, setFlash] = useState<{ seq: number; dir: 'up' | 'down' | ''; on: boolean }>(() => ({ seq: price.seq, dir: '', on: false }));
  if (price.seq !== flash.seq) setFlash({ seq: price.seq, dir: price.dir, on: price.dir !== '' });
  useEffect(() => {
    if (!flash.on) return;
    const timer = setTimeout(() => setFlash((f) => ({ ...f, on: false })), FLASH_MS);
    return () => clearTimeout(timer);
  }, [flash]);

  const text = price.status === 'closed' ? '' : formatOdds(price.odds, format, lng);
  const suspended = price.status === 'suspended';
  const off = suspended || !text;
  const state = suspended ? t('sports.suspended', 'Suspended') : !text ? t('sports.closed', 'Closed') : text;
  return (
    <>
      <button
        type={form ? 'submit' : 'button'}
        form={form}
        name={form ? 'pick' : undefined}
        value={form ? selection.selection_id : undefined}
        className={className ? `odds-btn ${className}` : 'odds-btn'}
        aria-pressed={picked}
        // A picked selection stays removable even when its market is suspended.
        disabled={off && !picked}
        // The name ends with what the button shows (its line and price), as WCAG 2.5.3 asks.
        aria-label={`${label}, ${line ? `${line} ` : ''}${state}`}
        data-move={flash.on && !off ? flash.dir : undefined}
        data-selection={selection.selection_id}
        onClick={(e) => {
          e.preventDefault();
          toggle({ ...item(), seen: price.odds, odds: price.odds, status: price.status });
        }}
      >
        {line ? (
          <>
            <span className="odds-line">{line}</span>{' '}
          </>
        ) : null}
        {suspended ? <Icon name="lock" className="h-4 w-4" /> : <span>{text || '–'}</span>}
      </button>
      {picked && <GoToSlip selectionId={selection.selection_id} />}
    </>
  );
});
