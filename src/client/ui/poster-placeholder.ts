/** A stable number for any text (FNV-1a), so a title's placeholder looks the same every visit. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const character of text) {
    hash ^= character.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export interface PlaceholderLook {
  /** CSS background for the poster frame. */
  background: string;
  initials: string;
}

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
  return letters.join('').toLocaleUpperCase('en-US');
}

/**
 * A generated cover for titles without a poster: a diagonal gradient between two hues derived
 * from the seed. Lightness stays low so white initials keep a contrast above 4.5:1.
 */
export function placeholderLook(seed: string, title: string): PlaceholderLook {
  const hash = hashOf(seed);
  const hue = hash % 360;
  const secondHue = (hue + 40 + ((hash >>> 9) % 80)) % 360;
  const angle = 120 + ((hash >>> 17) % 90);
  return {
    background: `linear-gradient(${angle}deg, hsl(${hue} 55% 30%), hsl(${secondHue} 60% 18%))`,
    initials: titleInitials(title),
  };
}
