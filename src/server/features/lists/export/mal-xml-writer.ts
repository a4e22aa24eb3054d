import {
  LIST_STATUSES,
  LIST_STATUS_LABELS,
  type ListStatus,
} from '../../../../shared/tracked-title-basics';
import { malDateOf, malScoreOf, type PersonalRecord } from '../../../../shared/personal-record';

/** One MyAnimeList entry of the user's list, as the export writes it. */
export interface MalExportEntry {
  malId: number;
  title: string;
  /** MyAnimeList's type word: TV, Movie, OVA, ONA, Special, TV Special, Music… */
  type: string;
  /** The title's episode count, 0 when unknown. */
  episodes: number;
  status: ListStatus;
  record: PersonalRecord;
}

const XML_SPECIALS: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
/** Characters XML 1.0 cannot carry at all, even escaped. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const escaped = (text: string) =>
  text.replace(NOT_XML, '').replace(/[&<>"']/g, (special) => XML_SPECIALS[special] ?? special);

/** Text in CDATA as MyAnimeList writes it; a `]]>` inside is split across two sections. */
const cdata = (text: string) =>
  `<![CDATA[${text.replace(NOT_XML, '').replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

function animeElement(entry: MalExportEntry): string {
  const { record } = entry;
  const fields: [string, string | number][] = [
    ['series_animedb_id', entry.malId],
    ['series_title', cdata(entry.title)],
    ['series_type', escaped(entry.type)],
    ['series_episodes', entry.episodes],
    // Nothing in an entry belongs to one account, as in MyAnimeList's own exports.
    ['my_id', 0],
    ['my_watched_episodes', record.watchedEpisodes],
    ['my_start_date', malDateOf(record.startedOn)],
    ['my_finish_date', malDateOf(record.finishedOn)],
    ['my_rated', ''],
    ['my_score', malScoreOf(record.score)],
    ['my_storage', ''],
    ['my_storage_value', '0.00'],
    // MyAnimeList's my_status words are the labels the screens show.
    ['my_status', LIST_STATUS_LABELS[entry.status]],
    ['my_comments', cdata(record.notes)],
    ['my_times_watched', record.timesWatched],
    ['my_rewatch_value', ''],
    ['my_priority', 'LOW'],
    ['my_tags', cdata(record.tags)],
    ['my_rewatching', record.rewatching ? 1 : 0],
    ['my_rewatching_ep', 0],
    ['my_discuss', 1],
    ['my_sns', 'default'],
    // MyAnimeList's import then updates an entry the account already has (decision 378).
    ['update_on_import', 1],
  ];
  const lines = fields.map(([name, value]) => `\t\t<${name}>${value}</${name}>`);
  return `\t<anime>\n${lines.join('\n')}\n\t</anime>`;
}

function totalsOf(entries: MalExportEntry[]): string {
  const count = (status: ListStatus) => entries.filter((entry) => entry.status === status).length;
  const totals: Record<ListStatus, string> = {
    watching: 'user_total_watching',
    completed: 'user_total_completed',
    onHold: 'user_total_onhold',
    dropped: 'user_total_dropped',
    planToWatch: 'user_total_plantowatch',
  };
  return LIST_STATUSES.map(
    (status) => `\t\t<${totals[status]}>${count(status)}</${totals[status]}>`,
  ).join('\n');
}

/**
 * The user's MyAnimeList entries as MyAnimeList's own XML export (version 1.1.0) writes them,
 * so its import accepts the file: `myinfo` with export type 1 (anime), then one `anime` each.
 */
export function malXmlExport(entries: MalExportEntry[], userName: string): string {
  return `<?xml version="1.0" encoding="UTF-8" ?>
<!--
 Created by Tsuzuki in the format of MyAnimeList's XML export
 Version 1.1.0
-->
<myanimelist>
\t<myinfo>
\t\t<user_id>0</user_id>
\t\t<user_name>${cdata(userName)}</user_name>
\t\t<user_export_type>1</user_export_type>
\t\t<user_total_anime>${entries.length}</user_total_anime>
${totalsOf(entries)}
\t</myinfo>
${entries.map(animeElement).join('\n')}
</myanimelist>
`;
}
