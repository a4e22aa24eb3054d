import { Frown, Meh, Smile, Star } from 'lucide-react';
import type { Ref } from 'react';
import {
  SCALE_MAX,
  scoreText,
  toCanonicalScore,
  type ScoreScale,
} from '../../../../shared/score-scale';
import { useMessages } from '../../../i18n/messages';
import { scoreWordsOf } from '../list-words';
import { isTypedScale } from './entry-draft';
import progress from '../progress/progress-dialog.module.css';
import styles from './entry-editor.module.css';
import { FieldError } from '../progress/FieldError';

interface ScoreFieldProps {
  id: string;
  scale: ScoreScale;
  /** In the user's scale; empty is no score. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** The three smileys' faces, lowest first, as SMILEY_LABELS names them. */
const SMILEY_ICONS = [Frown, Meh, Smile] as const;

/** The 10 and 100 point scales, and 10 with a decimal: a number, with a way back to none. */
function TypedScore({ id, scale, value, onChange, error, inputRef }: ScoreFieldProps) {
  const t = useMessages();
  const max = SCALE_MAX[scale];
  const decimal = scale === 'POINT_10_DECIMAL';
  return (
    <div className={progress.field}>
      <label htmlFor={id}>{t('entry.score.outOf', { max })}</label>
      <div className={styles.inline}>
        <input
          ref={inputRef}
          id={id}
          className={styles.scoreInput}
          type="number"
          inputMode={decimal ? 'decimal' : 'numeric'}
          min={0}
          max={max}
          step={decimal ? 0.1 : 1}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        />
        <button
          type="button"
          className="button"
          disabled={value === ''}
          onClick={() => onChange('')}
        >
          {t('entry.score.none')}
        </button>
      </div>
      <p id={`${id}-hint`} className={progress.hint}>
        {t(decimal ? 'entry.score.decimalHint' : 'entry.score.hint')}
      </p>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** Five stars or three smileys, as AniList offers them: one pick, or none, always a valid one. */
function PickedScore({ id, scale, value, onChange }: ScoreFieldProps) {
  const t = useMessages();
  const picked = value === '' ? 0 : Number(value);
  const options = Array.from({ length: SCALE_MAX[scale] }, (_, index) => index + 1);
  const words = scoreWordsOf(t);
  return (
    <fieldset className={styles.picks}>
      <legend>{t('entry.score.legend')}</legend>
      <div className={styles.pickRow}>
        <label className={styles.pick}>
          <input
            type="radio"
            name={id}
            value=""
            checked={picked === 0}
            onChange={() => onChange('')}
          />
          <span>{t('entry.score.none')}</span>
        </label>
        {options.map((option) => {
          const smiley = scale === 'POINT_3';
          // The words the lists show for the same score: "4 of 5 stars", "Liked it".
          const name = scoreText(toCanonicalScore(option, scale), scale, words);
          const Icon = smiley ? (SMILEY_ICONS[option - 1] ?? Smile) : Star;
          // Stars fill up to the one picked; a smiley lights alone.
          const lit = smiley ? option === picked : option <= picked;
          return (
            <label key={option} className={styles.pick} data-lit={lit || undefined}>
              <input
                type="radio"
                name={id}
                value={option}
                checked={option === picked}
                onChange={() => onChange(String(option))}
              />
              <Icon aria-hidden size={22} fill={lit && !smiley ? 'currentColor' : 'none'} />
              <span className="visually-hidden">{name}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The score in the scale the user picked on their profile. */
export function ScoreField(props: ScoreFieldProps) {
  return isTypedScale(props.scale) ? <TypedScore {...props} /> : <PickedScore {...props} />;
}
