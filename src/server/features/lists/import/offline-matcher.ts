import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ImportMatchRule } from '../../../../shared/lists-api';
import {
  trackedTitleKeyText,
  type TrackedFieldsPatch,
  type TrackedTitleKey,
} from '../../../../shared/tracked-title';
import type {
  CatalogueIds,
  CatalogueTitle,
  KnownIds,
  NameCandidates,
} from '../../catalogue/catalogue-ids';
import type { CatalogueProvider, TitleBasicsAnswer } from '../../catalogue/provider';
import { TimeSlice } from '../../../lib/time-slice';
import { fieldsOfDetails } from './catalogue-fields';
import { ambiguousReason, chooseExact } from './exact-title';
import type { CatalogueLookup } from './import-entry';
import {
  unknownIdsReason,
  type MatchResult,
  type MatchedTitle,
  type TitleMatcher,
} from './match-result';

const candidateOf = (title: CatalogueTitle) => ({
  key: title.key,
  season: title.season,
  mediaType: title.key.media_type,
  year: title.year,
  malId: title.malId,
  anilistId: title.anilistId,
});

interface FieldsBatch {
  keys: Map<string, TrackedTitleKey>;
  fields: Promise<Map<string, TrackedFieldsPatch>>;
}

/**
 * Matches against the offline catalogue itself (decision 175): the MyAnimeList id, then the
 * AniList id, then an exact name among titles of the line's type and year, found through the
 * catalogue's name index (decision 325).
 */
export class OfflineMatcher implements TitleMatcher {
  /** One import asks for each title once, however many of its lines (seasons, repeats) lead to it. */
  private readonly fieldsByKey = new Map<string, Promise<TrackedFieldsPatch>>();
  /**
   * The titles asked for in this turn, whose fields come in one message to the catalogue thread
   * on the next: a batch of lines matched together costs one query, not one per title.
   */
  private batch: FieldsBatch | null = null;
  /** Read on the first line, once for the whole import. */
  private known: Promise<KnownIds> | null = null;
  private readonly slice = new TimeSlice();

  constructor(
    private readonly ids: CatalogueIds,
    private readonly provider: CatalogueProvider,
    /** Built on the first line that needs a name, not for an import its ids resolve. */
    private readonly names?: () => Promise<NameCandidates>,
  ) {}

  async match(lookup: CatalogueLookup): Promise<MatchResult> {
    const { malId, anilistId } = lookup;
    // An id no title carries costs a query all the same, a tenth of a millisecond or more.
    this.known ??= this.ids.knownIds(() => this.slice.pause());
    const known = await this.known;
    const byMal = malId !== null && known.malIds.has(malId) ? this.ids.byMalId(malId) : null;
    if (byMal) return this.matched(byMal.key, byMal.season, 'mal-id');
    const byAnilist =
      anilistId !== null && known.anilistIds.has(anilistId)
        ? this.ids.byAnilistId(anilistId)
        : null;
    if (byAnilist) return this.matched(byAnilist.key, byAnilist.season, 'anilist-id');

    const index = await this.names?.();
    const named = lookup.titles.flatMap((title) => this.ids.named(title, index).map(candidateOf));
    const choice = chooseExact(named, lookup);
    if (choice.kind === 'one') return this.matched(choice.key, choice.season, 'title');
    const reasons = [
      unknownIdsReason(lookup),
      choice.kind === 'ambiguous' ? ambiguousReason(choice.count, lookup) : null,
    ].filter((reason) => reason !== null);
    return {
      kind: 'unmatched',
      reason: reasons.join(' ') || 'No title of this exact name and type in the catalogue.',
    };
  }

  private async matched(
    key: MatchedTitle['key'],
    season: number | null,
    rule: ImportMatchRule,
  ): Promise<MatchedTitle> {
    return { kind: 'matched', key, season, rule, fields: await this.fieldsOf(key) };
  }

  private fieldsOf(key: TrackedTitleKey): Promise<TrackedFieldsPatch> {
    const keyText = trackedTitleKeyText(key);
    const known = this.fieldsByKey.get(keyText);
    if (known) return known;
    const batch = this.batch ?? this.nextBatch();
    batch.keys.set(keyText, key);
    const fields = batch.fields.then((byKey) => byKey.get(keyText) ?? {});
    this.fieldsByKey.set(keyText, fields);
    // A failed look-up is not remembered: the title's next line asks again.
    fields.catch(() => this.fieldsByKey.delete(keyText));
    return fields;
  }

  /** A batch asked for on the next turn, with every title asked for until then. */
  private nextBatch(): FieldsBatch {
    const keys = new Map<string, TrackedTitleKey>();
    const fields = nextTurn().then(() => {
      this.batch = null;
      return this.fieldsOfMany([...keys.values()]);
    });
    this.batch = { keys, fields };
    return this.batch;
  }

  /** The titles' fields by key; none for a title the catalogue does not answer. */
  private async fieldsOfMany(keys: TrackedTitleKey[]): Promise<Map<string, TrackedFieldsPatch>> {
    const answer = await this.provider.get({ kind: 'title-basics', keys }, {});
    const results = answer.status === 200 ? (answer.body as TitleBasicsAnswer).results : [];
    return new Map(
      keys.map((key, index) => {
        const basics = results[index];
        return [trackedTitleKeyText(key), basics ? fieldsOfDetails(key.media_type, basics) : {}];
      }),
    );
  }
}
