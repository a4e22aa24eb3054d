export interface Figure {
  name: string;
  measured: string;
  budget: string;
  /** null when the figure has no budget to meet. */
  withinBudget: boolean | null;
}

export function printFigures(figures: Figure[]): void {
  const rows = figures.map((figure) => [
    figure.name,
    figure.measured,
    figure.budget,
    figure.withinBudget === null ? '' : figure.withinBudget ? 'ok' : 'OVER BUDGET',
  ]);
  const header = ['figure', 'measured', 'budget', ''];
  const widths = header.map((_, column) =>
    Math.max(...[header, ...rows].map((row) => (row[column] ?? '').length)),
  );
  const line = (row: string[]) =>
    row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  console.log(`\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const row of rows) console.log(line(row));
}

export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}
