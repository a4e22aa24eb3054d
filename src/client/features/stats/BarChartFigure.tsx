import { BarChart } from 'chartist';
import { useEffect, useId, useRef } from 'react';
import { useMessages } from '../../i18n/messages';
import styles from './stats.module.css';

export interface BarRow {
  label: string;
  value: number;
}

interface BarChartFigureProps {
  caption: string;
  /** The label column's heading in the table, e.g. "Month". */
  labelName: string;
  /** The value column's heading in the table, e.g. "Episodes". */
  valueName: string;
  rows: readonly BarRow[];
  /** Shown beside each value in the table, e.g. "12 h". */
  format?: (value: number) => string;
}

/**
 * A bar chart drawn by chartist, with the same figures as a table: the table is what screen
 * readers and keyboard users read, so the drawing itself is hidden from them.
 */
export function BarChartFigure({
  caption,
  labelName,
  valueName,
  rows,
  format = String,
}: BarChartFigureProps) {
  const t = useMessages();
  const chart = useRef<HTMLDivElement>(null);
  const captionId = useId();
  useEffect(() => {
    if (!chart.current) return;
    const drawn = new BarChart(
      chart.current,
      { labels: rows.map((row) => row.label), series: [rows.map((row) => row.value)] },
      {
        axisY: { onlyInteger: true, offset: 36 },
        axisX: { showGrid: false },
        chartPadding: { top: 12, right: 4, bottom: 0, left: 0 },
        height: '220px',
      },
    );
    return () => {
      drawn.detach();
    };
  }, [rows]);
  return (
    <figure className={styles.figure} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.figureTitle}>
        {caption}
      </figcaption>
      <div ref={chart} className={styles.chart} aria-hidden="true" data-testid="bar-chart" />
      <table className={styles.table}>
        <caption className="visually-hidden">{t('stats.table', { caption })}</caption>
        <thead>
          <tr>
            <th scope="col">{labelName}</th>
            <th scope="col">{valueName}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{format(row.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
