import { useId } from 'react';
import {
  EMAIL_ALERT_MODES,
  type AlertSettings,
  type EmailAlertMode,
} from '../../../shared/alerts-api';
import { FormError } from '../auth/forms/FormMessages';
import formStyles from '../auth/forms/forms.module.css';
import { useSaveAlertSettings } from './use-save-alert-settings';
import { ChannelBlock } from './ChannelBlock';
import { generalProblem, problemAt, problemFromError } from './field-problems';
import { withZoneOnFirstEnable } from './time-zone';
import styles from './alerts.module.css';

const MODE_LABELS: Record<EmailAlertMode, string> = {
  episode: 'One e-mail for each episode, as it airs',
  digest: 'One daily digest',
};

const FIELD_LABELS = {
  'email.mode': 'How to send',
  'email.digestHour': 'Digest hour',
  timeZone: 'Time zone',
};

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

interface EmailChannelProps {
  settings: AlertSettings;
  /** The time zone saved with the first channel turned on. */
  zone: string;
  address: string;
}

export function EmailChannel({ settings, zone, address }: EmailChannelProps) {
  const modeName = useId();
  const hourId = useId();
  const save = useSaveAlertSettings();
  const problem = save.isError ? problemFromError(save.error, FIELD_LABELS) : null;
  // Shown as chosen while the change is on its way, as saved once the server answers.
  const sending = save.isPending ? save.variables.email : undefined;
  const { email } = settings;
  const on = sending?.enabled ?? email.enabled;
  const mode = sending?.mode ?? email.mode;
  const digestHour = sending?.digestHour ?? email.digestHour;

  return (
    <ChannelBlock
      channel="email"
      settings={settings}
      switchLabel="Send alerts by e-mail"
      switchHint={on ? `Alerts go to ${address}.` : 'Off.'}
      on={on}
      busy={save.isPending}
      onSwitch={(enabled) =>
        save.mutate(
          enabled
            ? withZoneOnFirstEnable(settings, { email: { enabled } }, zone)
            : { email: { enabled } },
        )
      }
      problem={generalProblem(problem)}
      canTest={email.enabled}
    >
      <fieldset className={styles.choices}>
        <legend>How to send</legend>
        {EMAIL_ALERT_MODES.map((choice) => (
          <label key={choice} className={`${formStyles.checkbox} ${styles.choice}`}>
            <input
              type="radio"
              name={modeName}
              value={choice}
              checked={mode === choice}
              disabled={save.isPending}
              onChange={() => save.mutate({ email: { mode: choice } })}
            />
            <span>{MODE_LABELS[choice]}</span>
          </label>
        ))}
      </fieldset>
      <FormError message={problemAt(problem, 'email.mode')} />
      {mode === 'digest' && (
        <div className={formStyles.field}>
          <label htmlFor={hourId} className={formStyles.label}>
            Digest hour
          </label>
          <select
            id={hourId}
            className={formStyles.input}
            value={digestHour}
            disabled={save.isPending}
            aria-describedby={`${hourId}-hint`}
            onChange={(event) => save.mutate({ email: { digestHour: Number(event.target.value) } })}
          >
            {HOURS.map((hour) => (
              <option key={hour} value={hour}>
                {clock(hour)}
              </option>
            ))}
          </select>
          <p id={`${hourId}-hint`} className={formStyles.hint}>
            In your time zone, {zone}.
          </p>
          <FormError message={problemAt(problem, 'email.digestHour')} />
        </div>
      )}
    </ChannelBlock>
  );
}
