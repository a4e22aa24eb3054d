import { textHash } from '../../shared/text-hash';
import { titleInitials } from './title-initials';

/** Faint textures over the colour, so neighbouring covers differ in more than hue. */
const TEXTURES = [
  'repeating-linear-gradient(135deg, rgb(255 255 255 / 0.05) 0 10px, transparent 10px 22px)',
  'radial-gradient(circle at 85% 12%, rgb(255 255 255 / 0.18), transparent 48%)',
  'repeating-radial-gradient(circle at 100% 0, rgb(255 255 255 / 0.06) 0 8px, transparent 8px 18px)',
  'linear-gradient(160deg, transparent 55%, rgb(0 0 0 / 0.3) 55%)',
] as const;

export interface PlaceholderLook {
  /** CSS background for the cover. */
  background: string;
  /** For covers too small to set the title in: its first letters. */
  initials: string;
}

/**
 * A generated cover for a title without a poster: colours, angle and texture derived from the
 * title itself (the seed only when it has none), so the same title looks the same everywhere and
 * neighbours differ. Lightness stays low so the white title keeps a contrast above 4.5:1.
 */
export function placeholderLook(title: string, seed: string): PlaceholderLook {
  const hash = textHash(title.trim() === '' ? seed : title.normalize('NFC').toLowerCase());
  const hue = hash % 360;
  const secondHue = (hue + 30 + ((hash >>> 9) % 90)) % 360;
  const angle = 120 + ((hash >>> 17) % 90);
  const saturation = 45 + ((hash >>> 5) % 25);
  const texture = TEXTURES[(hash >>> 24) % TEXTURES.length];
  return {
    background: `${texture}, linear-gradient(${angle}deg, hsl(${hue} ${saturation}% 30%), hsl(${secondHue} 60% 16%))`,
    initials: titleInitials(title),
  };
}
