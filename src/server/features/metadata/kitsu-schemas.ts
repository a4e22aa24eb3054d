import { z } from 'zod';

/**
 * Kitsu's JSON:API answers, as far as we read them (shapes recorded in
 * src/server/testing/fakes/kitsu-fixtures.SOURCES.md). Every list and text is bounded: an
 * answer is at most MAX_ANSWER_BYTES anyway, but what we keep must stay small.
 */
const MAX_SYNOPSIS_CHARS = 5000;
const MAX_TITLE_CHARS = 300;
const MAX_URL_CHARS = 2000;
export const MAX_PAGE_ITEMS = 20;
const MAX_INCLUDED = 200;

/** Longer texts are cut rather than refused: a long synopsis is still a synopsis. */
const text = (max: number) => z.string().transform((value) => value.slice(0, max));
const optionalText = (max: number) => text(max).nullish();
const count = z.number().int().min(0).max(1_000_000_000).nullish();
const id = z.string().regex(/^\d{1,12}$/);

const imageSet = z
  .object({
    large: z.string().max(MAX_URL_CHARS).nullish(),
    original: z.string().max(MAX_URL_CHARS).nullish(),
  })
  .nullish();

export const kitsuAnimeSchema = z.object({
  id,
  type: z.literal('anime'),
  attributes: z.object({
    synopsis: optionalText(MAX_SYNOPSIS_CHARS),
    description: optionalText(MAX_SYNOPSIS_CHARS),
    episodeCount: count,
    status: z.string().max(32).nullish(),
    userCount: count,
    popularityRank: count,
    posterImage: imageSet,
  }),
  relationships: z
    .object({
      mappings: z
        .object({
          data: z
            .array(z.object({ type: z.string(), id }))
            .max(MAX_INCLUDED)
            .optional(),
        })
        .optional(),
    })
    .optional(),
});
export type KitsuAnime = z.infer<typeof kitsuAnimeSchema>;

const mappingSchema = z.object({
  id,
  type: z.literal('mappings'),
  attributes: z.object({
    externalSite: z.string().max(64),
    externalId: z.string().max(64),
  }),
});

/** `included` may hold other kinds too; those are skipped, not refused. */
const includedSchema = z
  .array(z.object({ type: z.string().max(64) }).passthrough())
  .max(MAX_INCLUDED)
  .optional();

const linksSchema = z
  .object({ next: z.string().max(MAX_URL_CHARS).optional() })
  .passthrough()
  .optional();

/** `/mappings?filter[externalSite]=myanimelist/anime&filter[externalId]=N&include=item` */
export const mappingAnswerSchema = z.object({
  data: z.array(z.object({ id, type: z.literal('mappings') }).passthrough()).max(MAX_PAGE_ITEMS),
  included: includedSchema,
});

/** `/anime/{id}` */
export const animeAnswerSchema = z.object({ data: kitsuAnimeSchema });

const episodeSchema = z.object({
  id,
  type: z.literal('episodes'),
  attributes: z.object({
    canonicalTitle: optionalText(MAX_TITLE_CHARS),
    seasonNumber: count,
    number: count,
    relativeNumber: count,
    airdate: z.string().max(32).nullish(),
    length: count,
  }),
});
export type KitsuEpisode = z.infer<typeof episodeSchema>;

/** `/anime/{id}/episodes?page[limit]=20` */
export const episodesAnswerSchema = z.object({
  data: z.array(episodeSchema).max(MAX_PAGE_ITEMS),
  links: linksSchema,
});

/** `/anime?filter[season]=…&filter[seasonYear]=…&sort=-userCount&include=mappings` */
export const seasonAnswerSchema = z.object({
  data: z.array(kitsuAnimeSchema).max(MAX_PAGE_ITEMS),
  included: includedSchema,
  links: linksSchema,
});

/** The included resources that are anime, or mappings, each checked on its own. */
export function includedOf<Item>(
  included: readonly unknown[] | undefined,
  schema: z.ZodType<Item>,
): Item[] {
  return (included ?? []).flatMap((entry) => {
    const parsed = schema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

export const includedMapping = mappingSchema;
export const includedAnime = kitsuAnimeSchema;
