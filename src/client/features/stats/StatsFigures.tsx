import { useLingui } from '@lingui/react';
import { useState } from 'react';
import type { StatsAnswer } from '../../../shared/stats-api';
import { useMessages } from '../../i18n/messages';
import { BarChartFigure } from './BarChartFigure';
import { RankedList } from './RankedList';
import { ShareSummary } from './ShareSummary';
import { genreName } from '../../ui/genre-names';
import {
  completionLabel,
  dayRangeLabel,
  formatName,
  hoursOf,
  monthLabel,
  seasonName,
} from './figure-labels';
import styles from './stats.module.css';
import { formatCount } from '../../../shared/locale-format';

type Measure = 'episodes' | 'hours';

export function StatsFigures({ stats }: { stats: StatsAnswer }) {
  const t = useMessages();
  const { locale } = useLingui().i18n;
  const [measure, setMeasure] = useState<Measure>('episodes');
  const streak = stats.longestStreak;
  const completion = completionLabel(stats.completion, t);
  const monthRows = stats.months.map((month) => ({
    label: monthLabel(month.month, locale),
    value: measure === 'episodes' ? month.episodes : hoursOf(month.minutes),
  }));
  return (
    <div className={styles.figures}>
      <dl className={styles.totals}>
        <div className={styles.total}>
          <dt>{t('stats.total.episodes')}</dt>
          <dd>{formatCount(stats.totals.episodes)}</dd>
        </div>
        <div className={styles.total}>
          <dt>{t('stats.total.hours')}</dt>
          <dd>{formatCount(hoursOf(stats.totals.minutes))}</dd>
        </div>
        <div className={styles.total}>
          <dt>{t('stats.total.titles')}</dt>
          <dd>{formatCount(stats.totals.titles)}</dd>
        </div>
        <div className={styles.total}>
          <dt>{t('stats.total.streak')}</dt>
          <dd>
            {streak ? t('stats.total.streakDays', { days: streak.days }) : '–'}
            {streak && (
              <span className={styles.detail}>{dayRangeLabel(streak.from, streak.to, locale)}</span>
            )}
          </dd>
        </div>
        <div className={styles.total}>
          <dt>{t('stats.total.completion')}</dt>
          <dd>
            {completion ?? '–'}
            <span className={styles.detail}>
              {t('stats.total.completionDetail', {
                completed: formatCount(stats.completion.completed),
                started: formatCount(stats.completion.started),
              })}
            </span>
          </dd>
        </div>
      </dl>

      <section className={styles.section} aria-labelledby="stats-months">
        <div className={styles.sectionHead}>
          <h2 id="stats-months" className={styles.heading}>
            {t('stats.months.heading', { year: String(stats.year) })}
          </h2>
          <div className={styles.toggle} role="group" aria-label={t('stats.months.count')}>
            {(['episodes', 'hours'] as const).map((each) => (
              <button
                key={each}
                type="button"
                className="button"
                aria-pressed={measure === each}
                onClick={() => setMeasure(each)}
              >
                {t(each === 'episodes' ? 'stats.total.episodes' : 'stats.total.hours')}
              </button>
            ))}
          </div>
        </div>
        <BarChartFigure
          caption={t(
            measure === 'episodes' ? 'stats.months.episodesCaption' : 'stats.months.hoursCaption',
          )}
          labelName={t('stats.months.month')}
          valueName={t(measure === 'episodes' ? 'stats.total.episodes' : 'stats.total.hours')}
          rows={monthRows}
          format={(value) =>
            measure === 'episodes'
              ? formatCount(value)
              : t('stats.hours', { hours: formatCount(value) })
          }
        />
        {stats.assumedRuntimeTitles > 0 && (
          <p className={styles.muted}>
            {t('stats.assumedRuntime', { count: stats.assumedRuntimeTitles })}
          </p>
        )}
      </section>

      <div className={styles.columns}>
        <RankedList
          title={t('stats.genres')}
          rows={stats.genres.map((genre) => ({
            name: genreName(genre.name, t),
            titles: genre.titles,
          }))}
        />
        <RankedList
          title={t('stats.formats')}
          rows={stats.formats.map((format) => ({
            name: formatName(format, t),
            titles: format.titles,
          }))}
        />
        <RankedList
          title={t('stats.seasons')}
          rows={stats.seasons.map((season) => ({
            name: seasonName(season, t),
            titles: season.titles,
          }))}
        />
      </div>

      <section className={styles.section} aria-labelledby="stats-scores">
        <h2 id="stats-scores" className={styles.heading}>
          {t('stats.scores.heading')}
        </h2>
        <BarChartFigure
          caption={t('stats.scores.caption')}
          labelName={t('stats.scores.score')}
          valueName={t('stats.scores.titles')}
          rows={stats.scores.map((bucket) => ({
            label: String(bucket.score),
            value: bucket.titles,
          }))}
        />
        {stats.unscored > 0 && (
          <p className={styles.muted}>{t('stats.scores.unscored', { count: stats.unscored })}</p>
        )}
      </section>

      <ShareSummary
        year={stats.year}
        totalsLine={t('stats.hoursWatched', {
          hours: formatCount(hoursOf(stats.totals.minutes)),
        })}
      />
    </div>
  );
}
