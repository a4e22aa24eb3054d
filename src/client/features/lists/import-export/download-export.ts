import type { EXPORT_FORMATS } from '../../../../shared/lists-api';
import { apiKeyHeader, refusalFrom } from '../../../lib/api';
import { unreachable } from './unreachable';

export type ExportFormat = (typeof EXPORT_FORMATS)[number];

function fileNameOf(response: Response, format: ExportFormat): string {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? `tsuzuki-lists.${format}`;
}

/**
 * Downloads GET /api/lists/export. Fetched rather than linked, so the instance's X-Api-Key can
 * go with it; the file is then handed to the browser as a download.
 */
export async function downloadExport(format: ExportFormat): Promise<string> {
  const url = `/api/lists/export?format=${format}`;
  let response: Response;
  try {
    response = await fetch(url, { headers: await apiKeyHeader(url), credentials: 'same-origin' });
  } catch {
    throw unreachable();
  }
  if (!response.ok) {
    throw await refusalFrom(response.status, await response.json().catch(() => null));
  }
  const name = fileNameOf(response, format);
  const address = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = address;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the file a moment after the click; the memory is freed once they have.
  setTimeout(() => URL.revokeObjectURL(address), 30_000);
  return name;
}
