import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument } from './csv';

describe('CSV cells', () => {
  it('quote commas, quotes and line breaks as RFC 4180 says', () => {
    expect(csvCell('Steins;Gate')).toBe('Steins;Gate');
    expect(csvCell('Love, Chunibyo')).toBe('"Love, Chunibyo"');
    expect(csvCell('The "Hero"')).toBe('"The ""Hero"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('carriage\rreturn')).toBe('"carriage\rreturn"');
  });

  it('defuse text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-cmd')).toBe("'-cmd");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tindent')).toBe("'\tindent");
  });

  it('defuse formulas behind leading spaces and in full-width forms', () => {
    expect(csvCell(' =1+1')).toBe("' =1+1");
    expect(csvCell('\u3000=1+1')).toBe("'\u3000=1+1");
    expect(csvCell('\u00a0@SUM(A1)')).toBe("'\u00a0@SUM(A1)");
    for (const start of ['＝', '＋', '－', '＠', ' ＝']) {
      expect(csvCell(`${start}HYPERLINK(1)`)).toBe(`'${start}HYPERLINK(1)`);
    }
    expect(csvCell('Re:Zero − Starting Life')).toBe('Re:Zero − Starting Life');
    expect(csvCell(' Spaced title')).toBe(' Spaced title');
  });

  it('write numbers as numbers and nothing for null', () => {
    expect(csvCell(8.5)).toBe('8.5');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(null)).toBe('');
  });

  it('end every record with CRLF, the header first', () => {
    expect(
      csvDocument(
        ['a', 'b'],
        [
          ['x', 1],
          [null, 'y,z'],
        ],
      ),
    ).toBe('a,b\r\nx,1\r\n,"y,z"\r\n');
  });
});
