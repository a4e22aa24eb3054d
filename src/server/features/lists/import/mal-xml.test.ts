import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../http/http-error';
import { MAX_XML_DEPTH, parseMalExport } from './mal-xml';

const FIXTURE = fs.readFileSync(
  path.join(import.meta.dirname, 'fixtures/mal-animelist.xml'),
  'utf8',
);

function refusal(text: string): string {
  try {
    parseMalExport(text);
  } catch (error) {
    if (error instanceof HttpError) return `${error.statusCode} ${error.message}`;
    throw error;
  }
  throw new Error('the file was accepted');
}

const list = (anime: string) =>
  `<?xml version="1.0" encoding="UTF-8" ?><myanimelist><myinfo><user_export_type>1</user_export_type></myinfo>${anime}</myanimelist>`;

describe('a MyAnimeList export', () => {
  it('gives one entry per anime with its status, progress and id', () => {
    const { entries, skipped } = parseMalExport(FIXTURE);
    expect(skipped).toEqual([]);
    expect(
      entries.map((entry) => [entry.title, entry.patch.status, entry.patch.current_episode]),
    ).toEqual([
      ['Fullmetal Alchemist: Brotherhood', 'completed', 64],
      ['Death Note', 'watching', 12],
      ['Kimi no Na wa.', 'planToWatch', 0],
      ['Shingeki no Kyojin', 'onHold', 10],
      ['Naruto', 'dropped', 57],
      ['Sousou no Frieren', 'completed', 28],
    ]);
    expect(entries[0]?.lookup).toEqual({
      kind: 'catalogue',
      malId: 5114,
      anilistId: null,
      mediaType: 'tv',
      titles: ['Fullmetal Alchemist: Brotherhood'],
      year: null,
    });
    expect(entries[2]?.lookup).toMatchObject({ malId: 32281, mediaType: 'movie' });
    expect(entries.every((entry) => entry.patch.current_season === 1)).toBe(true);
  });

  it('keeps what the user kept on each line as written: score, dates, rewatches, notes, tags', () => {
    const { entries } = parseMalExport(FIXTURE);
    expect(entries[0]?.record).toEqual({
      score: 100,
      startedOn: '2019-02-01',
      finishedOn: '2019-03-15',
      watchedEpisodes: 64,
      timesWatched: 1,
      rewatching: false,
      notes: '',
      tags: '',
    });
    expect(entries[0]?.listed).toEqual({
      title: 'Fullmetal Alchemist: Brotherhood',
      type: 'TV',
      episodes: 64,
    });
    const tags = `Rewatch, ${'Favourite Of All Time '.repeat(8)}`.trimEnd();
    const [line] = parseMalExport(
      list(
        `<anime><series_animedb_id>21</series_animedb_id><series_title><![CDATA[One Piece]]></series_title><series_type>TV</series_type><series_episodes>0</series_episodes><my_watched_episodes>1200</my_watched_episodes><my_start_date>2021-00-00</my_start_date><my_finish_date>2024-05-00</my_finish_date><my_score>0</my_score><my_status>Watching</my_status><my_comments><![CDATA[  Two spaces first,
then a line. ]]></my_comments><my_times_watched>2</my_times_watched><my_tags><![CDATA[${tags}]]></my_tags><my_rewatching>1</my_rewatching></anime>`,
      ),
    ).entries;
    expect(tags.length).toBeGreaterThan(180);
    expect(line?.record).toEqual({
      score: null,
      startedOn: '2021-00-00',
      finishedOn: '2024-05-00',
      watchedEpisodes: 1200,
      timesWatched: 2,
      rewatching: true,
      notes: '  Two spaces first,\nthen a line. ',
      tags,
    });
  });

  it('reads numeric status codes and the predefined entities', () => {
    const { entries } = parseMalExport(
      list(
        '<anime><series_animedb_id>1</series_animedb_id><series_title>Tom &amp; Jerry</series_title><series_type>TV</series_type><my_watched_episodes>2</my_watched_episodes><my_status>3</my_status></anime>',
      ),
    );
    expect(entries[0]).toMatchObject({ title: 'Tom & Jerry', patch: { status: 'onHold' } });
  });

  it('skips an entry with an unknown status, saying why', () => {
    const { entries, skipped } = parseMalExport(
      list(
        '<anime><series_animedb_id>20</series_animedb_id><series_title>Naruto</series_title><my_status>Rewatching</my_status></anime>',
      ),
    );
    expect(entries).toEqual([]);
    expect(skipped).toEqual([{ title: 'Naruto', reason: 'Unknown status "Rewatching".' }]);
  });

  it('refuses DOCTYPEs and entity declarations before parsing anything', () => {
    const billionLaughs = `<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
]>
<myanimelist><anime><series_title>&lol3;</series_title><my_status>Watching</my_status></anime></myanimelist>`;
    expect(refusal(billionLaughs)).toMatch(/^400 .*DOCTYPE or entities/);
    const externalFile = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><myanimelist/>`;
    expect(refusal(externalFile)).toMatch(/^400 /);
  });

  it('refuses a file that is not well-formed, a manga list and a foreign root', () => {
    expect(refusal('<myanimelist><anime></myanimelist>')).toMatch(
      /^400 This is not a well-formed XML file/,
    );
    expect(
      refusal('<myanimelist><myinfo><user_export_type>2</user_export_type></myinfo></myanimelist>'),
    ).toMatch(/manga list/);
    expect(refusal('<rss><channel/></rss>')).toMatch(/root element should be <myanimelist>/);
  });

  it('reads only an entry’s own fields: one given twice or holding elements reads as empty', () => {
    const [line] = parseMalExport(
      list(
        '<anime><series_animedb_id>20</series_animedb_id><series_title>Naruto</series_title><my_status>Watching</my_status><my_comments>one</my_comments><my_comments>two</my_comments><my_tags>a<b>bold</b></my_tags><my_storage><my_score>9</my_score></my_storage></anime>',
      ),
    ).entries;
    expect(line?.record).toMatchObject({ notes: '', tags: '', score: null });
    expect(line?.lookup).toMatchObject({ malId: 20, titles: ['Naruto'] });
  });

  it('refuses text or a second element after the root', () => {
    expect(refusal(`${list('')}<myanimelist/>`)).toMatch(/^400 This is not a well-formed XML file/);
    expect(refusal(`${list('')}tail`)).toMatch(/^400 This is not a well-formed XML file/);
    expect(refusal(list('<anime><series_title>&lol;</series_title></anime>'))).toMatch(
      /^400 This is not a well-formed XML file \(line 1: .*entity/,
    );
  });

  it('is empty for a list without anime', () => {
    expect(parseMalExport(list(''))).toEqual({ entries: [], skipped: [] });
  });

  it('refuses 200,000 nested tags with a 400 naming the nesting limit (issue 33, finding 7)', () => {
    const deep = list(`${'<a>'.repeat(200_000)}${'</a>'.repeat(200_000)}`);
    expect(refusal(deep)).toBe(
      `400 This XML file nests elements more than ${MAX_XML_DEPTH} deep, past the import’s limit; a MyAnimeList export nests them 3 deep.`,
    );
  });
});
