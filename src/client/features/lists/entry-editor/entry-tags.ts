import { ENTRY_LIMITS } from '../../../../shared/list-entry';
import type { Translate } from '../../../i18n/messages';

/** Tags typed in one go: commas part them, spaces around each are dropped, repeats kept once. */
export function typedTags(text: string): string[] {
  const tags = text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0);
  return [...new Set(tags)];
}

export type TagsAdded = { tags: string[]; error: null } | { tags: string[]; error: string };

/**
 * The tags after adding those typed: kept as written (case too), each once, within the entry's
 * bounds. Nothing is added when one typed tag is out of bounds, so the user can correct it.
 */
export function withTypedTags(tags: readonly string[], text: string, t: Translate): TagsAdded {
  const added = typedTags(text).filter((tag) => !tags.includes(tag));
  const long = added.find((tag) => tag.length > ENTRY_LIMITS.tagLength);
  if (long !== undefined) {
    return {
      tags: [...tags],
      error: t('entry.tags.tooLong', { max: ENTRY_LIMITS.tagLength, length: long.length }),
    };
  }
  if (tags.length + added.length > ENTRY_LIMITS.tags) {
    return { tags: [...tags], error: t('entry.tags.tooMany', { max: ENTRY_LIMITS.tags }) };
  }
  return { tags: [...tags, ...added], error: null };
}

/** The tags the entry keeps that the API takes back: an import may have kept empty ones. */
export function writableTags(tags: readonly string[]): string[] {
  return tags.filter((tag) => tag.length > 0);
}
