import { useQueryClient } from '@tanstack/react-query';
import { ArrowDownUp, RefreshCw } from 'lucide-react';
import { useCallback, useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { loadMessages } from '../../i18n/i18n';
import { useDeferredDialog } from '../../shell/deferred-dialog';
import { useMessages } from '../../i18n/messages';
import { useTitleLanguage } from '../../lib/title-language/use-title-names';
import { Page } from '../../ui/Page';
import { ErrorState } from '../../ui/StatusMessage';
import {
  LIST_SORTS,
  entriesFor,
  listViewFrom,
  listViewParams,
  openingTab,
  tagsOf,
  type ListSort,
  type ListTab,
  type ListView,
} from './list-view';
import { NoticeRegion, useNotice } from './ListNotice';
import { listSortLabel, listTabLabel } from './list-words';
import { EntryList } from './my-lists/EntryList';
import { ListEmptyState } from './my-lists/ListEmptyState';
import { StatusTabs, tabIdOf } from './my-lists/StatusTabs';
import { useEntryActions } from './my-lists/use-entry-actions';
import { useEntryEditor } from './entry-editor/use-entry-editor';
import { useProgressDialog } from './progress/use-progress-dialog';
import { resumeLoading } from './tracked-list-query';
import { countsOf, isComplete } from './tracked-list-state';
import { useReportedWrites } from './use-reported-writes';
import { useTrackedList } from './use-tracked-list';
import styles from './my-lists/my-lists.module.css';

/** The panel's code and its words, in the user's language, fetched together. */
const loadImportExport = () =>
  Promise.all([import('./import-export/ImportExportDialog'), loadMessages('import')]).then(
    ([module]) => module.ImportExportDialog,
  );

function LoadingRows() {
  const t = useMessages();
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{t('lists.page.loading')}</span>
      <ul className={styles.entries} aria-hidden>
        {Array.from({ length: 6 }, (_, index) => (
          <li key={index} className={`${styles.entry} ${styles.skeleton}`} />
        ))}
      </ul>
    </div>
  );
}

/** Spec §2 /mylists: the signed-in user's lists by status, with progress, kept live. */
export function MyListsPage() {
  const t = useMessages();
  const [params, setParams] = useSearchParams();
  const view = listViewFrom(params);
  const setView = (change: Partial<ListView>) =>
    setParams(listViewParams({ ...view, ...change }, params), { replace: true });
  const query = useDeferredValue(view.query);

  const list = useTrackedList();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useNotice();
  const writes = useReportedWrites(setNotice);
  const { openProgress, progressDialog } = useProgressDialog(setNotice);
  const { openEntry, entryEditor } = useEntryEditor(writes, setNotice);
  const panelRef = useRef<HTMLDivElement>(null);
  const focusList = useCallback(() => panelRef.current?.focus(), []);
  const actions = useEntryActions({ writes, openProgress, openEntry, focusList, t });
  const importExport = useDeferredDialog(loadImportExport, t('lists.page.importExportFailed'));
  const ids = useId();

  const state = list.data;
  // Chosen once, when the lists first arrive: later changes must not switch the tab under the user.
  const [opening, setOpening] = useState<ListTab | null>(null);
  if (opening === null && state) setOpening(openingTab(countsOf(state)));
  const status = view.status ?? opening ?? 'watching';
  const { sort, tag } = view;
  const language = useTitleLanguage();
  const entries = useMemo(
    () => (state ? entriesFor(state.items.values(), { status, sort, query, tag }, language) : []),
    [state, status, sort, query, tag, language],
  );
  const tags = useMemo(() => (state ? tagsOf(state.items.values()) : []), [state]);
  // A tag from the address that no title has (any more) stays chosen, so the select tells why.
  const tagOptions = tag === '' || tags.includes(tag) ? tags : [tag, ...tags];

  let content;
  if (!state) {
    content =
      list.isError && !list.isFetching ? (
        <ErrorState message={t('lists.loadFailed')} onRetry={() => void list.refetch()} />
      ) : (
        <LoadingRows />
      );
  } else {
    const counts = countsOf(state);
    const complete = isComplete(state);
    const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
    const panelId = `${ids}-panel`;
    content = (
      <>
        <StatusTabs
          current={status}
          counts={counts}
          panelId={panelId}
          onSelect={(next) => setView({ status: next })}
        />
        <div
          ref={panelRef}
          id={panelId}
          role="tabpanel"
          aria-labelledby={tabIdOf(status)}
          tabIndex={-1}
          className={styles.panel}
        >
          {state.pagesFailed ? (
            <div className={styles.loadingLine} role="alert">
              <span>{t('lists.page.someFailed')}</span>
              <button
                type="button"
                className="button"
                onClick={() => resumeLoading(queryClient, list.uid)}
              >
                <RefreshCw aria-hidden size={16} />
                {t('lists.retry')}
              </button>
            </div>
          ) : (
            !complete && (
              <p className={styles.loadingLine} role="status">
                {t('lists.page.loadingCount', { loaded: state.items.size, total })}
              </p>
            )
          )}
          {entries.length > 0 ? (
            <EntryList
              entries={entries}
              label={t('lists.page.entries', {
                list: listTabLabel(t, status),
                count: entries.length,
              })}
              actions={actions}
            />
          ) : (
            (complete || state.pagesFailed) && (
              <ListEmptyState
                status={status}
                query={view.query}
                tag={tag}
                nothingTracked={state.items.size === 0}
                onClearFilter={() => setView({ query: '', tag: '' })}
                onImport={importExport.triggerProps.onClick}
              />
            )
          )}
        </div>
      </>
    );
  }

  return (
    <Page title={t('lists.page.title')} lead={t('lists.page.lead')}>
      <div className={styles.toolbar}>
        <div className={styles.field}>
          <label htmlFor={`${ids}-filter`}>{t('lists.page.filterTitle')}</label>
          <input
            id={`${ids}-filter`}
            type="search"
            value={view.query}
            onChange={(event) => setView({ query: event.target.value })}
            autoComplete="off"
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${ids}-sort`}>{t('lists.page.sortBy')}</label>
          <select
            id={`${ids}-sort`}
            value={sort}
            onChange={(event) => setView({ sort: event.target.value as ListSort })}
          >
            {LIST_SORTS.map((option) => (
              <option key={option} value={option}>
                {listSortLabel(t, option)}
              </option>
            ))}
          </select>
        </div>
        {tagOptions.length > 0 && (
          <div className={styles.field}>
            <label htmlFor={`${ids}-tag`}>{t('lists.page.filterTag')}</label>
            <select
              id={`${ids}-tag`}
              value={tag}
              onChange={(event) => setView({ tag: event.target.value })}
            >
              <option value="">{t('lists.page.anyTag')}</option>
              {tagOptions.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </div>
        )}
        <button {...importExport.triggerProps} className={`button ${styles.importButton}`}>
          <ArrowDownUp aria-hidden size={16} />
          {t('lists.page.importExport')}
        </button>
      </div>
      {content}
      {importExport.dialog}
      {progressDialog}
      {entryEditor}
      <NoticeRegion notice={notice} onDismiss={() => setNotice(null)} floating />
    </Page>
  );
}
