import { useId, type ReactNode } from 'react';
import { Form, Link, useLocation, useNavigation, useSearchParams } from 'react-router';
import { useTranslation } from '~/i18n/use-translation.ts';
import type { AnswerOf } from '#contract/index.ts';
import { PAGE_SIZE } from '#contract/wallet-constants.ts';
import { buttonClass } from '~/ui/button.tsx';
import { errorText } from '~/lib/browser/error-handler.ts';
import { EmptyState } from '~/ui/empty-state.tsx';
import { Panel } from '~/ui/panel.tsx';
import { ScrollTable } from '~/ui/scroll-table.tsx';
import { Pagination } from './pagination.tsx';

type HistoryPath = '/wallet/transactions' | '/wallet/statement' | '/wallet/bet_history';
type Row<P extends HistoryPath> = Extract<AnswerOf<P>, { value: unknown }>['value'][number];

export interface Column<R> {
  key: string;
  label: string;
  cell: (r: R) => ReactNode;
  align?: 'right';
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The call a history page's loader makes for its address (filters and page are search params). */
export function historyQuery(params: URLSearchParams, typeParam: 'type' | 'kind' | 'result', typeValues: readonly string[]) {
  const from = DATE.test(params.get('from') ?? '') ? params.get('from')! : '';
  const to = DATE.test(params.get('to') ?? '') ? params.get('to')! : '';
  const type = typeValues.includes(params.get('type') ?? '') ? params.get('type')! : '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const rangeError = !!(from && to && from > to);
  const body = { page, page_size: PAGE_SIZE, date_from: rangeError ? '' : from, date_to: rangeError ? '' : to, [typeParam]: type };
  return { from, to, type, page, rangeError, body };
}

/**
 * A history page: date range and type filters kept in the URL, a table, and the link-type
 * pagination (so every page of results has its own address).
 */
export function HistoryView<P extends HistoryPath>({
  list,
  typeParam,
  types,
  columns,
  testId,
}: {
  /** The loader's answer for this address: its rows and total, or the error. */
  list: { value: Row<P>[]; total: number } | { error: string };
  /** The request field the type filter sets. */
  typeParam: 'type' | 'kind' | 'result';
  types: { value: string; label: string }[];
  columns: Column<Row<P>>[];
  testId: string;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const ids = { from: useId(), to: useId(), type: useId() };
  const q = historyQuery(
    params,
    typeParam,
    types.map((x) => x.value),
  );
  const { from, to, type, page } = q;
  const rangeError = q.rangeError ? t('validation:dateRange', 'The start date is after the end date') : '';
  const data = 'error' in list ? null : list;
  const navigation = useNavigation();

  const keep = new URLSearchParams(params);
  keep.delete('page');
  const link = `${location.pathname}?${keep.toString() ? `${keep.toString()}&` : ''}page=[page]`;
  const filtered = !!(from || to || type);

  return (
    <div className="space-y-5">
      <Panel>
        <Form
          method="get"
          className="grid grid-cols-[minmax(0,1fr)] items-end gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto]"
          aria-label={t('wallet.filter', 'Filter')}
        >
          <div>
            <label htmlFor={ids.from} className="mb-1 block text-sm font-medium">
              {t('wallet.from', 'From')}
            </label>
            <input
              id={ids.from}
              type="date"
              name="from"
              defaultValue={from}
              key={`f${from}`}
              max={to || undefined}
              className="w-full min-w-0 rounded-theme border border-border bg-surface-2 px-3 py-2 text-text [color-scheme:inherit]"
            />
          </div>
          <div>
            <label htmlFor={ids.to} className="mb-1 block text-sm font-medium">
              {t('wallet.to', 'To')}
            </label>
            <input
              id={ids.to}
              type="date"
              name="to"
              defaultValue={to}
              key={`t${to}`}
              aria-invalid={rangeError ? true : undefined}
              aria-describedby={rangeError ? `${ids.to}-error` : undefined}
              className={`w-full rounded-theme border bg-surface-2 px-3 py-2 text-text ${rangeError ? 'border-danger' : 'border-border'}`}
            />
            {rangeError && (
              <p id={`${ids.to}-error`} role="alert" className="mt-1 text-sm text-danger">
                {rangeError}
              </p>
            )}
          </div>
          <div>
            <label htmlFor={ids.type} className="mb-1 block text-sm font-medium">
              {t('wallet.type', 'Type')}
            </label>
            <select
              id={ids.type}
              name="type"
              defaultValue={type}
              key={`y${type}`}
              className="w-full rounded-theme border border-border bg-surface-2 px-3 py-2 text-text"
            >
              <option value="">{t('wallet.allTypes', 'All')}</option>
              {types.map((x) => (
                <option key={x.value} value={x.value}>
                  {x.label}
                </option>
              ))}
            </select>
          </div>
          <div className="flex gap-2">
            <button type="submit" className={buttonClass('primary')}>
              {t('wallet.filter', 'Filter')}
            </button>
            {filtered && (
              <Link to={location.pathname} className={buttonClass('secondary')}>
                {t('wallet.reset', 'Reset')}
              </Link>
            )}
          </div>
        </Form>
      </Panel>

      <Panel>
        {'error' in list ? (
          <p role="alert" className="text-danger">
            {errorText(list.error, (k, d) => t(k, d ?? k))}
          </p>
        ) : !data ? null : !data.value.length ? (
          <EmptyState
            title={t('wallet.noRecords', 'No records for this period.')}
            text={filtered ? t('wallet.noRecordsFiltered', 'Try a wider date range or another type.') : undefined}
          />
        ) : (
          <>
            <p className="mb-3 text-sm text-muted" aria-live="polite">
              {t('wallet.resultCount', { count: data.total, defaultValue: '{{count}} records' })}
            </p>
            {/* Phones: one card per record, every column labelled. */}
            <ul className="space-y-2 md:hidden" aria-label={t('wallet.records', 'Records')}>
              {data.value.map((r, i) => (
                <li key={i} className="rounded-theme border border-border bg-surface-2 p-3">
                  <dl className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm [overflow-wrap:anywhere] [&_span]:whitespace-normal">
                    {columns.map((c) => (
                      <div key={c.key} className="contents">
                        <dt className="text-muted">{c.label}</dt>
                        <dd className="text-right">{c.cell(r)}</dd>
                      </div>
                    ))}
                  </dl>
                </li>
              ))}
            </ul>
            <ScrollTable label={t('wallet.records', 'Records')} className="-mx-5 hidden px-5 md:-mx-6 md:block md:px-6">
              <table className="w-full min-w-[36rem] text-sm" data-testid={testId} aria-busy={navigation.state === 'loading'}>
                <thead>
                  <tr className="border-b border-border text-left text-muted">
                    {columns.map((c) => (
                      <th key={c.key} scope="col" className={`px-2 py-2 font-medium ${c.align === 'right' ? 'text-right' : ''}`}>
                        {c.label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.value.map((r, i) => (
                    <tr key={i} className="border-b border-border/60 last:border-0">
                      {columns.map((c) => (
                        <td key={c.key} className={`px-2 py-2.5 ${c.align === 'right' ? 'text-right' : ''}`}>
                          {c.cell(r)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollTable>
            <Pagination type="link" link={link} total={data.total} page={page} pageSize={PAGE_SIZE} />
          </>
        )}
      </Panel>
    </div>
  );
}
