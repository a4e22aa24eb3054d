import type { ImportFormat } from '../../../../shared/lists-api';
import { badRequest } from '../../../http/http-error';
import { parseAnilistExport } from './anilist-json';
import { importText } from './import-body';
import type { ParsedImport } from './import-entry';
import { parseMalExport } from './mal-xml';
import { parseTsuzukiExport } from './tsuzuki-json';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('This file is not valid JSON.', 'invalid-import');
  }
}

/**
 * The uploaded file, unpacked and read as its format: the entries to match, or an HttpError
 * saying why the file is refused. Seconds of CPU for the largest files, so the import worker
 * runs it (decision 155).
 */
export function parseImportFile(format: ImportFormat, body: Uint8Array, now: number): ParsedImport {
  const text = importText(body);
  switch (format) {
    case 'mal':
      return parseMalExport(text);
    case 'anilist':
      return parseAnilistExport(parseJson(text));
    case 'tsuzuki':
      return parseTsuzukiExport(parseJson(text), now);
  }
}
