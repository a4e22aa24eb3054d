/**
 * The bot check's header for a call to `path`, for `apiFetch`'s `lateHeaders`; the bot check's
 * code loads only with the screens that make such calls.
 */
export async function botCheckHeader(path: string): Promise<Record<string, string>> {
  const { attestationHeader } = await import('./attestation');
  return attestationHeader(path);
}
