/** A metric's labels, in a fixed order per metric so series keys stay stable. */
export type Labels = Record<string, string>;

interface Metric {
  render(): string[];
}

function escapeLabelValue(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');
}

function labelText(labels: Labels): string {
  const pairs = Object.entries(labels).map(([key, value]) => `${key}="${escapeLabelValue(value)}"`);
  return pairs.length === 0 ? '' : `{${pairs.join(',')}}`;
}

function header(name: string, help: string, type: string): string[] {
  return [`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`];
}

export class Counter implements Metric {
  private readonly series = new Map<string, { labels: Labels; value: number }>();

  constructor(
    private readonly name: string,
    private readonly help: string,
  ) {}

  increment(labels: Labels = {}, by = 1): void {
    const key = labelText(labels);
    const entry = this.series.get(key);
    if (entry) entry.value += by;
    else this.series.set(key, { labels, value: by });
  }

  render(): string[] {
    return [
      ...header(this.name, this.help, 'counter'),
      ...[...this.series.values()].map(
        ({ labels, value }) => `${this.name}${labelText(labels)} ${value}`,
      ),
    ];
  }
}

/** A value read when scraped, such as memory in use. */
export class Gauge implements Metric {
  constructor(
    private readonly name: string,
    private readonly help: string,
    private readonly read: () => number,
  ) {}

  render(): string[] {
    return [...header(this.name, this.help, 'gauge'), `${this.name} ${this.read()}`];
  }
}

interface HistogramSeries {
  labels: Labels;
  bucketCounts: number[];
  sum: number;
  count: number;
}

export class Histogram implements Metric {
  private readonly series = new Map<string, HistogramSeries>();

  constructor(
    private readonly name: string,
    private readonly help: string,
    /** Upper bounds, ascending; +Inf is implied. */
    private readonly buckets: readonly number[],
  ) {}

  observe(labels: Labels, value: number): void {
    const key = labelText(labels);
    let entry = this.series.get(key);
    if (!entry) {
      entry = { labels, bucketCounts: this.buckets.map(() => 0), sum: 0, count: 0 };
      this.series.set(key, entry);
    }
    const index = this.buckets.findIndex((bound) => value <= bound);
    if (index >= 0) entry.bucketCounts[index] = (entry.bucketCounts[index] ?? 0) + 1;
    entry.sum += value;
    entry.count += 1;
  }

  render(): string[] {
    const lines = header(this.name, this.help, 'histogram');
    for (const { labels, bucketCounts, sum, count } of this.series.values()) {
      let cumulative = 0;
      this.buckets.forEach((bound, index) => {
        cumulative += bucketCounts[index] ?? 0;
        lines.push(
          `${this.name}_bucket${labelText({ ...labels, le: String(bound) })} ${cumulative}`,
        );
      });
      lines.push(`${this.name}_bucket${labelText({ ...labels, le: '+Inf' })} ${count}`);
      lines.push(`${this.name}_sum${labelText(labels)} ${sum}`);
      lines.push(`${this.name}_count${labelText(labels)} ${count}`);
    }
    return lines;
  }
}

/** The metrics one scrape returns, in Prometheus's text exposition format (version 0.0.4). */
export class MetricsRegistry {
  private readonly metrics: Metric[] = [];

  add<M extends Metric>(metric: M): M {
    this.metrics.push(metric);
    return metric;
  }

  render(): string {
    return `${this.metrics.flatMap((metric) => metric.render()).join('\n')}\n`;
  }
}
