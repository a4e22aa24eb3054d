import { dayNumber, type DiscoverIndex } from './discover-index';

/** The days the "now" tiers turn on, as discover's seasonBounds gives them. */
export interface NowBounds {
  today: string;
  seasonStart: string;
  seasonEnd: string;
  lastSeasonStart: string;
  modernFrom: string;
  recentFrom: string;
}

/**
 * "Now" (decision 285, after 173): this season's shows and last season's still airing (a show
 * counts from its latest season's start) lead, unless they began over ten years ago; then what
 * aired in the last three months or airs now and began within those years; then older long
 * runners still on air; then everything else. NaN (no date) fails every comparison, as NULL.
 */
function nowTiers(index: DiscoverIndex, bounds: NowBounds): Uint8Array {
  const today = dayNumber(bounds.today);
  const seasonStart = dayNumber(bounds.seasonStart);
  const seasonEnd = dayNumber(bounds.seasonEnd);
  const lastSeasonStart = dayNumber(bounds.lastSeasonStart);
  const modernFrom = dayNumber(bounds.modernFrom);
  const recentFrom = dayNumber(bounds.recentFrom);
  const { startedFrom, airedTo, seasonStartedFrom } = index.columns;
  const tiers = new Uint8Array(index.size);
  for (let position = 0; position < tiers.length; position += 1) {
    const started = startedFrom[position] ?? Number.NaN;
    const aired = airedTo[position] ?? Number.NaN;
    const seasonStarted = seasonStartedFrom[position] ?? Number.NaN;
    const recent = aired >= recentFrom && started <= today;
    if (started < modernFrom) tiers[position] = recent ? 2 : 3;
    else if (seasonStarted >= seasonStart && seasonStarted <= seasonEnd) tiers[position] = 0;
    else if (seasonStarted >= lastSeasonStart && seasonStarted <= today && aired >= today) {
      tiers[position] = 0;
    } else tiers[position] = recent ? 1 : 3;
  }
  return tiers;
}

/** The day's tiers: the first tier's titles, the others already in order, and the nowRest ranks. */
interface DayTiers {
  today: string;
  firstTier: number[];
  others: Int32Array;
  restRank: Int32Array;
}

function dayTiers(index: DiscoverIndex, bounds: NowBounds): DayTiers {
  const tiers = nowTiers(index, bounds);
  const restRank = new Int32Array(index.size);
  const byTier: number[][] = [[], [], [], []];
  index.order('nowRest').forEach((position, rank) => {
    restRank[position] = rank;
    byTier[tiers[position] ?? 3]?.push(position);
  });
  const [firstTier = [], ...others] = byTier;
  return { today: bounds.today, firstTier, others: Int32Array.from(others.flat()), restRank };
}

/**
 * The "now" order: tier by tier, the first by how many follow each title this season, then its
 * score; ties and the other tiers by the stored nowRest order. The tiers are worked out once a
 * day, in one pass over the titles; the first tier only (this season's few hundred shows) is
 * sorted again when the counts change, which they do while the file does not.
 */
export class NowOrders {
  private kept: DayTiers | null = null;
  /** The last order made and the counts it was made with: the same until either changes. */
  private last: { order: Int32Array; followers: ReadonlyMap<number, number> | null } | null = null;

  constructor(private readonly index: DiscoverIndex) {}

  of(bounds: NowBounds, followers: ReadonlyMap<number, number>): Int32Array {
    if (this.kept?.today !== bounds.today) {
      this.kept = dayTiers(this.index, bounds);
      this.last = null;
    }
    // No counts at all are the same whichever empty map says so.
    const counts = followers.size > 0 ? followers : null;
    if (this.last?.followers === counts) return this.last.order;
    const { firstTier, others, restRank } = this.kept;
    const { malId, score } = this.index.columns;
    const followersOf = (position: number) => followers.get(malId[position] ?? Number.NaN) ?? 0;
    const leading = [...firstTier].sort(
      (a, b) =>
        followersOf(b) - followersOf(a) ||
        (score[b] || 0) - (score[a] || 0) ||
        (restRank[a] ?? 0) - (restRank[b] ?? 0),
    );
    const order = new Int32Array(this.index.size);
    order.set(leading);
    order.set(others, leading.length);
    this.last = { order, followers: counts };
    return order;
  }
}
