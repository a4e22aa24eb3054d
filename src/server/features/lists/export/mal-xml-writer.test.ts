import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { EMPTY_PERSONAL_RECORD } from '../../../../shared/personal-record';
import { parseMalExport } from '../import/mal-xml';
import { identicalShare, malFieldsOf } from './mal-export-fields';
import { malXmlExport, type MalExportEntry } from './mal-xml-writer';

const REAL_EXPORTS = path.join(import.meta.dirname, '../import/fixtures/real-mal-exports');

/** What an import keeps of each line, handed straight to the writer. */
function reexported(xml: string): string {
  const entries: MalExportEntry[] = parseMalExport(xml).entries.map((entry) => {
    if (entry.lookup.kind !== 'catalogue' || !entry.record || !entry.listed || !entry.patch.status)
      throw new Error(`${entry.title} lost its MyAnimeList fields`);
    return {
      malId: entry.lookup.malId ?? 0,
      ...entry.listed,
      status: entry.patch.status,
      record: entry.record,
    };
  });
  return malXmlExport(entries, 'exporter');
}

describe('the MyAnimeList XML writer', () => {
  it.each(fs.readdirSync(REAL_EXPORTS).filter((name) => name.endsWith('.xml.gz')))(
    '%s: every entry of a real export read and written again keeps every field',
    (name) => {
      const xml = gunzipSync(fs.readFileSync(path.join(REAL_EXPORTS, name))).toString('utf8');
      const original = malFieldsOf(xml);
      const again = reexported(xml);
      expect(malFieldsOf(again)).toEqual(original);
      expect(identicalShare(original, malFieldsOf(again))).toBe(1);
      expect(reexported(again)).toBe(again);
    },
  );

  const entry = (record: Partial<MalExportEntry['record']>): MalExportEntry => ({
    malId: 1535,
    title: 'Death Note',
    type: 'TV',
    episodes: 37,
    status: 'watching',
    record: { ...EMPTY_PERSONAL_RECORD, ...record },
  });

  it('writes the account-free header MyAnimeList’s import reads, with its totals', () => {
    const xml = malXmlExport([entry({}), { ...entry({}), malId: 5114, status: 'completed' }], 'ai');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8" \?>/);
    expect(xml).toContain('<user_id>0</user_id>');
    expect(xml).toContain('<user_export_type>1</user_export_type>');
    expect(xml).toContain('<user_total_anime>2</user_total_anime>');
    expect(xml).toContain('<user_total_watching>1</user_total_watching>');
    expect(xml).toContain('<user_total_completed>1</user_total_completed>');
    expect(xml.match(/<my_id>0<\/my_id>/g)).toHaveLength(2);
  });

  it('writes no date and no score as MyAnimeList does, partial dates as written', () => {
    const [none] = malFieldsOf(malXmlExport([entry({})], 'ai'));
    expect(none).toMatchObject({ my_start_date: '0000-00-00', my_score: '0', my_rewatching: '0' });
    const [partial] = malFieldsOf(
      malXmlExport(
        [entry({ startedOn: '2021-00-00', finishedOn: '2024-05-00', score: 70, rewatching: true })],
        'ai',
      ),
    );
    expect(partial).toMatchObject({
      my_start_date: '2021-00-00',
      my_finish_date: '2024-05-00',
      my_score: '7',
      my_rewatching: '1',
    });
  });

  it('keeps markup, a CDATA end and characters XML cannot carry from breaking the file', () => {
    const notes = 'A <b>bold</b> & "quoted" note ]]> with a bell\u0007 inside';
    const xml = malXmlExport([{ ...entry({ notes, tags: 'a]]>b' }), type: 'TV & more' }], 'ai');
    const [fields] = parseMalExport(xml).entries;
    expect(fields?.record).toMatchObject({ notes: notes.replace('\u0007', ''), tags: 'a]]>b' });
    expect(fields?.listed?.type).toBe('TV & more');
  });
});
