/**
 * Up to two letters standing for the title: the first letters of its first two words, skipping
 * punctuation; a Japanese title without spaces gives its first character.
 */
export function titleInitials(title: string): string {
  const words = title
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
  const letters = words.slice(0, 2).map((word) => Array.from(word)[0] ?? '');
  // toUpperCase, not toLocaleUpperCase: the same letters, without loading a locale's case rules.
  return letters.join('').toUpperCase();
}
