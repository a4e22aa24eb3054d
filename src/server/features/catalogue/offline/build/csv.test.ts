import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';

describe('parseCsv', () => {
  it('reads quoted fields with commas and doubled quotes, CRLF or LF', () => {
    expect(
      parseCsv('id,name,genre\r\n1,"Kimi no Na wa.","Drama, Romance"\n2,"Say ""hi""",\r\n'),
    ).toEqual([
      ['id', 'name', 'genre'],
      ['1', 'Kimi no Na wa.', 'Drama, Romance'],
      ['2', 'Say "hi"', ''],
    ]);
  });

  it('keeps a last row without a line ending and line breaks inside quotes', () => {
    expect(parseCsv('a,b\n"x\ny",z')).toEqual([
      ['a', 'b'],
      ['x\ny', 'z'],
    ]);
  });
});
