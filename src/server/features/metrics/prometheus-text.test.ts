import { describe, expect, it } from 'vitest';
import { Counter, Gauge, Histogram, MetricsRegistry } from './prometheus-text';

describe('Prometheus text format', () => {
  it('writes help, type and one line a series, escaping label values', () => {
    const registry = new MetricsRegistry();
    const counter = registry.add(new Counter('things_total', 'Things counted.'));
    counter.increment({ route: '/a"b\\c\nd' });
    counter.increment({ route: '/a"b\\c\nd' }, 2);
    registry.add(new Gauge('level', 'A level.', () => 7));
    expect(registry.render()).toBe(
      [
        '# HELP things_total Things counted.',
        '# TYPE things_total counter',
        'things_total{route="/a\\"b\\\\c\\nd"} 3',
        '# HELP level A level.',
        '# TYPE level gauge',
        'level 7',
        '',
      ].join('\n'),
    );
  });

  it('writes cumulative histogram buckets, +Inf, sum and count', () => {
    const registry = new MetricsRegistry();
    const histogram = registry.add(new Histogram('took_seconds', 'Time taken.', [0.1, 1]));
    for (const value of [0.05, 0.5, 0.7, 3]) histogram.observe({ route: '/x' }, value);
    expect(registry.render().split('\n').slice(2, -1)).toEqual([
      'took_seconds_bucket{route="/x",le="0.1"} 1',
      'took_seconds_bucket{route="/x",le="1"} 3',
      'took_seconds_bucket{route="/x",le="+Inf"} 4',
      'took_seconds_sum{route="/x"} 4.25',
      'took_seconds_count{route="/x"} 4',
    ]);
  });
});
