import { ANILIST_QUERIES, type AnilistQueryName } from '../../../shared/anilist-queries';

/**
 * GraphQL ignores whitespace and commas between tokens, so two spellings of one document
 * compare equal once runs of them become one space and spaces beside punctuators go.
 * The pass-through forwards its own copy of the document, never the caller's text.
 */
export function normaliseGraphql(document: string): string {
  return document
    .replace(/[\s,]+/g, ' ')
    .replace(/ ?([{}()[\]:!=$@|&]) ?/g, '$1')
    .trim();
}

const queryByDocument = new Map<string, AnilistQueryName>(
  (Object.keys(ANILIST_QUERIES) as AnilistQueryName[]).map((name) => [
    normaliseGraphql(ANILIST_QUERIES[name].document),
    name,
  ]),
);

/** Which of the product's queries a document is, or null for any other document. */
export function identifyAnilistQuery(document: string): AnilistQueryName | null {
  return queryByDocument.get(normaliseGraphql(document)) ?? null;
}
