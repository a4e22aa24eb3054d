import type { ImportFormat, ImportLine } from '../../../../shared/lists-api';
import { apiKeyHeader, refusalFrom } from '../../../lib/api';
import { ChunkTimeoutError, readChunk } from '../../../lib/chunk-load';
import type { FileKind } from './import-file';
import { NdjsonLines } from './ndjson-lines';
import { unreachable } from './unreachable';

async function errorBodyOf(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * POST /api/lists/import with the file as the body. The answer streams NDJSON: progress lines,
 * then the report (or an error line); each is handed on as it arrives.
 */
export async function sendImport(
  file: Blob,
  format: ImportFormat,
  contentType: FileKind['contentType'],
  onLine: (line: ImportLine) => void,
): Promise<void> {
  const url = `/api/lists/import?format=${format}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      body: file,
      headers: {
        ...(await apiKeyHeader(url)),
        'Content-Type': contentType,
        Accept: 'application/x-ndjson, application/json',
      },
      credentials: 'same-origin',
    });
  } catch {
    throw unreachable();
  }
  if (!response.ok || !response.body) {
    throw await refusalFrom(response.status, await errorBodyOf(response));
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const lines = new NdjsonLines();
  for (;;) {
    // Progress comes after every 50 titles; 120 s without a byte is a lost server (spec §9).
    const { done, value } = await readChunk(reader).catch((error: unknown) => {
      throw error instanceof ChunkTimeoutError ? unreachable() : error;
    });
    const complete = done ? lines.end() : lines.push(decoder.decode(value, { stream: true }));
    for (const line of complete) onLine(JSON.parse(line) as ImportLine);
    if (done) return;
  }
}
