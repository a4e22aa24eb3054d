export interface DayRun {
  days: number;
  firstDay: number;
  lastDay: number;
}

/** The longest run of consecutive day numbers; the earliest wins a tie. Null for no days. */
export function longestStreak(dayNumbers: Iterable<number>): DayRun | null {
  const days = [...new Set(dayNumbers)].sort((a, b) => a - b);
  let best: DayRun | null = null;
  let runStart = 0;
  for (let index = 0; index < days.length; index++) {
    const day = days[index] as number;
    if (index > 0 && day !== (days[index - 1] as number) + 1) runStart = index;
    const length = index - runStart + 1;
    if (!best || length > best.days) {
      best = { days: length, firstDay: days[runStart] as number, lastDay: day };
    }
  }
  return best;
}
