import { Minus, Plus } from 'lucide-react';
import type { Ref } from 'react';
import styles from './progress-dialog.module.css';
import { FieldError } from './FieldError';

interface NumberStepperProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  min: number;
  max: number;
  /** e.g. "One episode less"; the buttons show only − and +. */
  lessLabel: string;
  moreLabel: string;
  hint?: string;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A whole-number field with − and + buttons that stop at its bounds. */
export function NumberStepper({
  id,
  label,
  value,
  onChange,
  min,
  max,
  lessLabel,
  moreLabel,
  hint,
  error,
  inputRef,
}: NumberStepperProps) {
  const number = Number(value);
  const known = value.trim() !== '' && Number.isFinite(number);
  const step = (delta: 1 | -1) => {
    const base = known ? Math.round(number) : min;
    onChange(String(Math.min(Math.max(base + delta, min), max)));
  };
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.stepper}>
        <button
          type="button"
          className="icon-button"
          aria-label={lessLabel}
          disabled={known && number <= min}
          onClick={() => step(-1)}
        >
          <Minus aria-hidden size={18} />
        </button>
        <input
          ref={inputRef}
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        <button
          type="button"
          className="icon-button"
          aria-label={moreLabel}
          disabled={known && number >= max}
          onClick={() => step(1)}
        >
          <Plus aria-hidden size={18} />
        </button>
      </div>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}
