const DAY_MS = 86_400_000;

/**
 * The months of one year as day numbers (whole days since 1970-01-01, as ZoneCalendar counts
 * them), so each event's month is found from its day number without making a Date.
 */
export function monthOfDayIn(year: number): (day: number) => number | null {
  const starts = Array.from({ length: 13 }, (_, index) => Date.UTC(year, index, 1) / DAY_MS);
  const [first, end] = [starts[0] as number, starts[12] as number];
  return (day) => {
    if (!(day >= first && day < end)) return null;
    let month = 1;
    while (day >= (starts[month] as number)) month += 1;
    return month;
  };
}
