/** A stable 32-bit number for any text (FNV-1a): the same text gives the same number everywhere. */
export function textHash(text: string): number {
  let hash = 0x811c9dc5;
  for (const character of text) {
    hash ^= character.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
