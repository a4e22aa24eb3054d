/**
 * An episode's own name, or null where it has none: an empty one, or the stand-in 'Episode 4'
 * that TMDB and the offline catalogue write for an unnamed episode, which the reader's language
 * words itself ('第4話', 'Folge 4').
 */
export function ownEpisodeName(name: string | null | undefined, episode: number): string | null {
  const trimmed = name?.trim() ?? '';
  return trimmed === '' || trimmed === `Episode ${episode}` ? null : trimmed;
}
