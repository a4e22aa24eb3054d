const MAL_STATUSES = ['Watching', 'Completed', 'On-Hold', 'Dropped', 'Plan to Watch'];

export interface GeneratedExport {
  /** The MyAnimeList ids of the lines, taken in turn (a long list repeats some, as seasons do). */
  malIds: number[];
  entries: number;
  /** Lines without a title match by id alone, never by a search of the catalogue's names. */
  titled: boolean;
  /** Pads each line's notes so the file comes to just under this many bytes. */
  bytes?: number;
}

/** Dates as users leave them: whole, a month, a year, or none. */
const DATES = ['2019-02-01', '2021-05-00', '2022-00-00', '0000-00-00'];

/**
 * One <anime> line with every field MyAnimeList writes, each varying as real lists do (scores,
 * partial dates, rewatches, tags), and `comment` as the user's notes.
 */
function animeLine(malId: number, title: string, index: number, comment: string): string {
  const rewatched = index % 7 === 0;
  return `
	<anime>
		<series_animedb_id>${malId}</series_animedb_id>
		<series_title><![CDATA[${title}]]></series_title>
		<series_type>TV</series_type>
		<series_episodes>24</series_episodes>
		<my_id>0</my_id>
		<my_watched_episodes>${index % 25}</my_watched_episodes>
		<my_start_date>${DATES[index % DATES.length]}</my_start_date>
		<my_finish_date>${DATES[(index + 1) % DATES.length]}</my_finish_date>
		<my_rated></my_rated>
		<my_score>${index % 11}</my_score>
		<my_storage></my_storage>
		<my_storage_value>0.00</my_storage_value>
		<my_status>${MAL_STATUSES[index % MAL_STATUSES.length]}</my_status>
		<my_comments><![CDATA[${comment}]]></my_comments>
		<my_times_watched>${rewatched ? 2 : 0}</my_times_watched>
		<my_rewatch_value></my_rewatch_value>
		<my_priority>LOW</my_priority>
		<my_tags><![CDATA[${index % 3 === 0 ? `Seasonal, Rewatch list ${index % 50}` : ''}]]></my_tags>
		<my_rewatching>${rewatched ? 1 : 0}</my_rewatching>
		<my_rewatching_ep>0</my_rewatching_ep>
		<my_discuss>1</my_discuss>
		<my_sns>default</my_sns>
		<update_on_import>0</update_on_import>
	</anime>`;
}

const HEAD = `<?xml version="1.0" encoding="UTF-8" ?>
<myanimelist>
	<myinfo>
		<user_id>4815162</user_id>
		<user_name><![CDATA[generated]]></user_name>
		<user_export_type>1</user_export_type>
	</myinfo>`;
const TAIL = '\n</myanimelist>\n';

/**
 * A MyAnimeList export as the site writes one, of any length; padded to a size, a gzip bomb of
 * real entries. Tests and the bench import it under load.
 */
export function generatedMalExport(options: GeneratedExport): string {
  const { malIds, entries, titled, bytes } = options;
  const lineOf = (index: number, notes: string) =>
    animeLine(
      malIds[index % malIds.length] ?? index + 1,
      titled ? `Generated title number ${index}` : '',
      index,
      notes,
    );
  const lines = Array.from({ length: entries }, (_, index) => lineOf(index, ''));
  // Every character is ASCII, so lengths are bytes.
  const plain = HEAD.length + TAIL.length + lines.reduce((sum, line) => sum + line.length, 0);
  const padding = bytes === undefined ? 0 : Math.floor((bytes - plain) / entries);
  if (padding < 0) throw new Error(`${entries} entries take ${plain} bytes, more than ${bytes}`);
  if (padding === 0) return HEAD + lines.join('') + TAIL;
  const notes = 'Rewatch with friends. '.repeat(Math.ceil(padding / 22)).slice(0, padding);
  return HEAD + lines.map((_, index) => lineOf(index, notes)).join('') + TAIL;
}
