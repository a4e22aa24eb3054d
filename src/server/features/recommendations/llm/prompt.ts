import { LIST_STATUS_LABELS, LIST_STATUSES } from '../../../../shared/tracked-title';
import type { RecommendationItem } from '../../../../shared/recommendations-api';
import type { ChatMessage } from './chat-completion';

/** Titles listed per status: enough for taste, small enough for a local model's context. */
const TITLES_PER_STATUS = 25;
const MAX_AVOIDED = 60;

const SYSTEM_PROMPT = [
  'You recommend Japanese animation (anime series and films) for a tracking app.',
  'Answer with one JSON object and nothing else, in exactly this shape:',
  '{"recommendations":[{"title":"English or romaji title","year":2011,"media_type":"tv","tmdb_id":12345,"reason":"one short sentence"}]}',
  'media_type is "tv" for series, OVAs and specials, "movie" for films. tmdb_id is the title\'s',
  'The Movie Database id if you know it, otherwise null. year is the first air or release year.',
  "Recommend titles that are not in the user's lists. Prefer sequels of completed series first, then",
  'titles close to their favourites, then to what they completed and rated highly; avoid what',
  'resembles dropped titles.',
  'The reason speaks to the user in one line, naming a title of theirs where it helps.',
].join(' ');

function describe(item: RecommendationItem): string {
  const genres = item.genres.map((genre) => (typeof genre === 'string' ? genre : genre.name));
  const vote = item.vote_average ? `, rated ${item.vote_average.toFixed(1)}` : '';
  return `- ${item.title}${genres.length > 0 ? ` (${genres.slice(0, 5).join(', ')}${vote})` : ''}`;
}

/**
 * The chat messages: fixed instructions, then the titles the user marked as favourites (decision
 * 397) and the user's lists grouped by status.
 */
export function recommendationMessages(
  items: readonly RecommendationItem[],
  avoid: readonly string[],
  count: number,
  favourites: readonly string[],
): ChatMessage[] {
  const sections: string[] = [];
  if (favourites.length > 0) {
    const named = favourites.slice(0, TITLES_PER_STATUS).map((title) => `- ${title}`);
    sections.push(`Favourites:\n${named.join('\n')}`);
  }
  for (const status of LIST_STATUSES) {
    const titles = items
      .filter((item) => item.status === status)
      .sort((a, b) => (b.vote_average ?? 0) - (a.vote_average ?? 0))
      .slice(0, TITLES_PER_STATUS);
    if (titles.length > 0) {
      sections.push(`${LIST_STATUS_LABELS[status]}:\n${titles.map(describe).join('\n')}`);
    }
  }
  const avoided =
    avoid.length > 0
      ? `\n\nAlready suggested, do not repeat:\n${avoid
          .slice(0, MAX_AVOIDED)
          .map((title) => `- ${title}`)
          .join('\n')}`
      : '';
  return [
    { role: 'system', content: SYSTEM_PROMPT },
    {
      role: 'user',
      content: `My lists:\n\n${sections.join('\n\n')}${avoided}\n\nRecommend ${count} titles.`,
    },
  ];
}
