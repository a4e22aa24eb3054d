import { comparableText } from '../../../shared/normalise';
import type { ListCounts } from '../../../shared/lists-api';
import type { TitleLanguage } from '../../../shared/i18n/title-language';
import { shownNames, trackedNames } from '../../../shared/title-display-name';
import { LIST_STATUSES } from '../../../shared/tracked-title-basics';
import type { ListStatus, TrackedTitle } from '../../../shared/tracked-title';
import { i18n } from '../../i18n/i18n';
import {
  titleFinishedOn,
  titleScoreOf,
  titleStartedOn,
  titleTagsOf,
} from '../../../shared/title-entries';

export const LIST_SORTS = [
  'updated',
  'title',
  'airDate',
  'score',
  'started',
  'finished',
  'lastWatched',
] as const;
export type ListSort = (typeof LIST_SORTS)[number];

/** One list, or every title at once. */
export type ListTab = ListStatus | 'all';
export const LIST_TABS: readonly ListTab[] = ['all', ...LIST_STATUSES];

/**
 * What the lists screen shows, as its address holds it (?status=&sort=&q=&tag=). Without a
 * status in the address, the screen opens on the first list that has titles (see openingTab).
 */
export interface ListView {
  status: ListTab | null;
  sort: ListSort;
  query: string;
  /** One of the user's tags, or '' for titles with any tags or none. */
  tag: string;
}

const isTab = (value: string | null): value is ListTab =>
  (LIST_TABS as readonly (string | null)[]).includes(value);
const isSort = (value: string | null): value is ListSort =>
  (LIST_SORTS as readonly (string | null)[]).includes(value);

/** Unknown values fall back to the defaults, so an old or hand-typed address still opens. */
export function listViewFrom(params: URLSearchParams): ListView {
  const status = params.get('status');
  const sort = params.get('sort');
  return {
    status: isTab(status) ? status : null,
    sort: isSort(sort) ? sort : 'updated',
    query: params.get('q') ?? '',
    tag: params.get('tag') ?? '',
  };
}

/** The address's query for a view: defaults are left out, other parameters kept. */
export function listViewParams(view: ListView, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (name: string, value: string | null, fallback: string | null) => {
    if (value === fallback || value === null) next.delete(name);
    else next.set(name, value);
  };
  set('status', view.status, null);
  set('sort', view.sort, 'updated');
  set('q', view.query, '');
  set('tag', view.tag, '');
  return next;
}

/** The list to open on: the first with titles, in the lists' order; Watching when all are empty. */
export function openingTab(counts: ListCounts): ListStatus {
  return LIST_STATUSES.find((status) => counts[status] > 0) ?? 'watching';
}

const searchTexts = new WeakMap<TrackedTitle, string>();

/** Every name of the title, so it is found by whichever one the reader knows it under. */
function searchTextOf(item: TrackedTitle): string {
  let text = searchTexts.get(item);
  if (text === undefined) {
    const names = [item.title, item.name, ...Object.values(item.names ?? {})];
    text = comparableText(names.filter(Boolean).join(' '));
    searchTexts.set(item, text);
  }
  return text;
}

const mainNames = new WeakMap<TrackedTitle, { language: TitleLanguage; name: string }>();

/** The name the row leads with in the title language (decision 446), worked out once per title. */
function mainNameOf(item: TrackedTitle, language: TitleLanguage): string {
  let known = mainNames.get(item);
  if (known?.language !== language) {
    known = { language, name: shownNames(trackedNames(item), language).main };
    mainNames.set(item, known);
  }
  return known.name;
}

let readerOrder: { language: string; collator: Intl.Collator } | undefined;

/**
 * Names as a reader of the interface's language orders them, "Season 2" before "Season 10". The
 * collator is made on first use, and again after the language changes: making it loads the
 * locale's data, 10–20 ms of the lists screen's first task, and the default order by last update
 * only needs it for a tie.
 */
function collator(): Intl.Collator {
  const language = i18n.locale;
  if (readerOrder?.language !== language)
    readerOrder = {
      language,
      collator: new Intl.Collator(language, { sensitivity: 'base', numeric: true }),
    };
  return readerOrder.collator;
}

/** By the names the rows lead with, so the title sort reads in order on the screen. */
function compareTitles(language: TitleLanguage) {
  return (a: TrackedTitle, b: TrackedTitle) =>
    collator().compare(mainNameOf(a, language), mainNameOf(b, language));
}

function airDateOf(item: TrackedTitle): string {
  return item.first_air_date || item.release_date || '';
}

/** What the entries' sorts and tag filter read of a title's seasons, worked out once per title. */
interface EntryFacts {
  score: number;
  started: string;
  finished: string;
  tags: readonly string[];
}

const entryFacts = new WeakMap<TrackedTitle, EntryFacts>();

function factsOf(item: TrackedTitle): EntryFacts {
  let facts = entryFacts.get(item);
  if (facts === undefined) {
    facts = {
      score: titleScoreOf(item.seasons),
      started: titleStartedOn(item.seasons) ?? '',
      finished: titleFinishedOn(item.seasons) ?? '',
      tags: titleTagsOf(item.seasons),
    };
    entryFacts.set(item, facts);
  }
  return facts;
}

/** The latest scored season's score, as the row shows it; 0 when none is scored (decision 396). */
export function entryScoreOf(item: TrackedTitle): number {
  return factsOf(item).score;
}

/** Highest (or newest) first; the titles without one ('' or 0) go last. */
function highestFirst<T extends string | number>(of: (item: TrackedTitle) => T, none: T) {
  return (a: TrackedTitle, b: TrackedTitle) => {
    const [first, second] = [of(a), of(b)];
    if (first === second) return 0;
    if (first === none) return 1;
    if (second === none) return -1;
    return first < second ? 1 : -1;
  };
}

type Compare = (a: TrackedTitle, b: TrackedTitle) => number;

const COMPARE: Record<Exclude<ListSort, 'title'>, Compare> = {
  updated: (a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0),
  airDate: highestFirst(airDateOf, ''),
  score: highestFirst(entryScoreOf, 0),
  started: highestFirst((item) => factsOf(item).started, ''),
  finished: highestFirst((item) => factsOf(item).finished, ''),
  lastWatched: highestFirst((item) => item.lastWatchedAt ?? '', ''),
};

/** The tags on the user's titles, each once, as a reader orders them. */
export function tagsOf(items: Iterable<TrackedTitle>): string[] {
  const tags = new Set<string>();
  for (const item of items) for (const tag of factsOf(item).tags) tags.add(tag);
  return [...tags].sort(collator().compare);
}

/**
 * The titles of one list (or all) that match the filter text and tag, in the chosen order; by
 * title, and between equals, in the order of the names the title language leads with.
 */
export function entriesFor(
  items: Iterable<TrackedTitle>,
  view: { status: ListTab; sort: ListSort; query: string; tag?: string },
  language: TitleLanguage,
): TrackedTitle[] {
  const needle = comparableText(view.query);
  const tag = view.tag ?? '';
  const entries: TrackedTitle[] = [];
  for (const item of items) {
    if (view.status !== 'all' && item.status !== view.status) continue;
    if (needle !== '' && !searchTextOf(item).includes(needle)) continue;
    if (tag !== '' && !factsOf(item).tags.includes(tag)) continue;
    entries.push(item);
  }
  const byTitle = compareTitles(language);
  const compare = view.sort === 'title' ? byTitle : COMPARE[view.sort];
  return entries.sort((a, b) => compare(a, b) || byTitle(a, b));
}
