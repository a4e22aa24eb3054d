import { useState } from 'react';
import type { StatsAnswer } from '../../../shared/stats-api';
import { useMessages } from '../../i18n/messages';
import { BarChartFigure } from './BarChartFigure';
import { RankedList } from './RankedList';
import { ShareSummary } from './ShareSummary';
import {
  completionLabel,
  dayRangeLabel,
  formatName,
  hoursLabel,
  hoursOf,
  MONTH_LABELS,
  seasonName,
} from './figure-labels';
import styles from './stats.module.css';
import { formatCount } from '../../../shared/locale-format';

type Measure = 'episodes' | 'hours';

export function StatsFigures({ stats }: { stats: StatsAnswer }) {
  const t = useMessages();
  const [measure, setMeasure] = useState<Measure>('episodes');
  const streak = stats.longestStreak;
  const completion = completionLabel(stats.completion);
  const monthRows = stats.months.map((month) => ({
    label: MONTH_LABELS[month.month - 1] ?? String(month.month),
    value: measure === 'episodes' ? month.episodes : hoursOf(month.minutes),
  }));
  return (
    <div className={styles.figures}>
      <dl className={styles.totals}>
        <div className={styles.total}>
          <dt>Episodes</dt>
          <dd>{formatCount(stats.totals.episodes)}</dd>
        </div>
        <div className={styles.total}>
          <dt>Hours</dt>
          <dd>{formatCount(hoursOf(stats.totals.minutes))}</dd>
        </div>
        <div className={styles.total}>
          <dt>Titles watched</dt>
          <dd>{formatCount(stats.totals.titles)}</dd>
        </div>
        <div className={styles.total}>
          <dt>Longest streak</dt>
          <dd>
            {streak ? `${streak.days} ${streak.days === 1 ? 'day' : 'days'}` : '–'}
            {streak && (
              <span className={styles.detail}>{dayRangeLabel(streak.from, streak.to)}</span>
            )}
          </dd>
        </div>
        <div className={styles.total}>
          <dt>Completion rate</dt>
          <dd>
            {completion ?? '–'}
            <span className={styles.detail}>
              {stats.completion.completed} of {stats.completion.started} started, all years
            </span>
          </dd>
        </div>
      </dl>

      <section className={styles.section} aria-labelledby="stats-months">
        <div className={styles.sectionHead}>
          <h2 id="stats-months" className={styles.heading}>
            Watched per month in {stats.year}
          </h2>
          <div className={styles.toggle} role="group" aria-label="Count">
            {(['episodes', 'hours'] as const).map((each) => (
              <button
                key={each}
                type="button"
                className="button"
                aria-pressed={measure === each}
                onClick={() => setMeasure(each)}
              >
                {each === 'episodes' ? 'Episodes' : 'Hours'}
              </button>
            ))}
          </div>
        </div>
        <BarChartFigure
          caption={measure === 'episodes' ? 'Episodes per month' : 'Hours per month'}
          labelName="Month"
          valueName={measure === 'episodes' ? 'Episodes' : 'Hours'}
          rows={monthRows}
          format={(value) => (measure === 'episodes' ? String(value) : `${value} h`)}
        />
        {stats.assumedRuntimeTitles > 0 && (
          <p className={styles.muted}>
            Hours assume 24 minutes an episode and 100 minutes a film for the{' '}
            {stats.assumedRuntimeTitles} titles whose length we do not know.
          </p>
        )}
      </section>

      <div className={styles.columns}>
        <RankedList
          title="Genres"
          rows={stats.genres.map((genre) => ({ name: genre.name, titles: genre.titles }))}
        />
        <RankedList
          title="Formats"
          rows={stats.formats.map((format) => ({
            name: formatName(format, t),
            titles: format.titles,
          }))}
        />
        <RankedList
          title="Seasons"
          rows={stats.seasons.map((season) => ({
            name: seasonName(season),
            titles: season.titles,
          }))}
        />
      </div>

      <section className={styles.section} aria-labelledby="stats-scores">
        <h2 id="stats-scores" className={styles.heading}>
          Scores of what you watched
        </h2>
        <BarChartFigure
          caption="Titles by catalogue score"
          labelName="Score"
          valueName="Titles"
          rows={stats.scores.map((bucket) => ({
            label: String(bucket.score),
            value: bucket.titles,
          }))}
        />
        {stats.unscored > 0 && (
          <p className={styles.muted}>{stats.unscored} titles have no score yet.</p>
        )}
      </section>

      <ShareSummary year={stats.year} totalsLine={`${hoursLabel(stats.totals.minutes)} watched`} />
    </div>
  );
}
