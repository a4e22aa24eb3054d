import { useId } from 'react';
import {
  EMAIL_ALERT_MODES,
  type AlertSettings,
  type EmailAlertMode,
} from '../../../shared/alerts-api';
import { useMessages, type MessageId } from '../../i18n/messages';
import { FormError } from '../auth/forms/FormMessages';
import formStyles from '../auth/forms/forms.module.css';
import { useSaveAlertSettings } from './use-save-alert-settings';
import { ChannelBlock } from './ChannelBlock';
import { generalProblem, problemAt, problemFromError, type FieldLabels } from './field-problems';
import { withZoneOnFirstEnable } from './time-zone';
import styles from './alerts.module.css';

const MODE_LABELS: Record<EmailAlertMode, MessageId> = {
  episode: 'alerts.email.mode.episode',
  digest: 'alerts.email.mode.digest',
};

const FIELD_LABELS: FieldLabels = {
  'email.mode': 'alerts.email.how',
  'email.digestHour': 'alerts.email.digestHour',
  timeZone: 'alerts.field.timeZone',
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
  const t = useMessages();
  const modeName = useId();
  const hourId = useId();
  const save = useSaveAlertSettings();
  const problem = save.isError ? problemFromError(t, save.error, FIELD_LABELS) : null;
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
      switchLabel={t('alerts.email.switch')}
      switchHint={on ? t('alerts.email.on', { address }) : t('alerts.email.off')}
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
        <legend>{t('alerts.email.how')}</legend>
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
            <span>{t(MODE_LABELS[choice])}</span>
          </label>
        ))}
      </fieldset>
      <FormError message={problemAt(problem, 'email.mode')} />
      {mode === 'digest' && (
        <div className={formStyles.field}>
          <label htmlFor={hourId} className={formStyles.label}>
            {t('alerts.email.digestHour')}
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
            {t('alerts.email.digestZone', { zone })}
          </p>
          <FormError message={problemAt(problem, 'email.digestHour')} />
        </div>
      )}
    </ChannelBlock>
  );
}
