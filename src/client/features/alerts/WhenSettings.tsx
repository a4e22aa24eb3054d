import { useId, useMemo, useState, type FormEvent } from 'react';
import type { AlertSettings } from '../../../shared/alerts-api';
import { useMessages } from '../../i18n/messages';
import { FormError, FormSuccess } from '../auth/forms/FormMessages';
import { TextField } from '../auth/forms/TextField';
import formStyles from '../auth/forms/forms.module.css';
import { useSaveAlertSettings } from './use-save-alert-settings';
import {
  generalProblem,
  problemAt,
  problemFromError,
  type FieldLabels,
  type FieldProblem,
} from './field-problems';
import {
  QUIET_HOURS_LABELS,
  quietHoursFields,
  readQuietHours,
  type QuietHoursFields,
} from './quiet-hours';
import { anyChannelOn, browserTimeZone, supportedTimeZones, timeZoneChoices } from './time-zone';
import styles from './alerts.module.css';

const FIELD_LABELS: FieldLabels = {
  timeZone: 'alerts.field.timeZone',
  'quietHours.start': QUIET_HOURS_LABELS.start,
  'quietHours.end': QUIET_HOURS_LABELS.end,
  quietHours: 'alerts.field.quietHours',
  includePlanToWatch: 'alerts.field.planToWatch',
};

interface WhenSettingsProps {
  settings: AlertSettings;
  zone: string;
  onZoneChange: (zone: string) => void;
}

function PlanToWatchSwitch({ settings }: { settings: AlertSettings }) {
  const t = useMessages();
  const save = useSaveAlertSettings();
  const shown = save.isPending
    ? (save.variables.includePlanToWatch ?? settings.includePlanToWatch)
    : settings.includePlanToWatch;
  return (
    <>
      <label className={`${formStyles.checkbox} ${styles.choice}`}>
        <input
          type="checkbox"
          checked={shown}
          disabled={save.isPending}
          onChange={(event) => save.mutate({ includePlanToWatch: event.target.checked })}
        />
        <span className={formStyles.checkboxText}>
          <span>{t('alerts.when.planToWatch')}</span>
          <span className={formStyles.hint}>
            {t(shown ? 'alerts.when.planToWatchOn' : 'alerts.when.planToWatchOff')}
          </span>
        </span>
      </label>
      <FormError
        message={save.isError ? problemFromError(t, save.error, FIELD_LABELS).message : null}
      />
    </>
  );
}

/** Which titles alert, in which time zone, and the hours they keep quiet. */
export function WhenSettings({ settings, zone, onZoneChange }: WhenSettingsProps) {
  const t = useMessages();
  const headingId = useId();
  const zoneId = useId();
  // What is typed in the searchable field; the zone changes only once it names a real one.
  const [typedZone, setTypedZone] = useState(zone);
  const [quiet, setQuiet] = useState<QuietHoursFields>(() => quietHoursFields(settings.quietHours));
  const [checked, setChecked] = useState<FieldProblem | null>(null);
  const [savedMessage, setSavedMessage] = useState<string | null>(null);
  const save = useSaveAlertSettings(() => setSavedMessage(t('alerts.when.saved')));
  const problem = checked ?? (save.isError ? problemFromError(t, save.error, FIELD_LABELS) : null);
  const here = browserTimeZone();
  const zones = useMemo(
    () => timeZoneChoices(supportedTimeZones(), settings.timeZone, here, zone),
    [settings.timeZone, here, zone],
  );

  const edit = (fields: Partial<QuietHoursFields>) => {
    setQuiet((current) => ({ ...current, ...fields }));
    setChecked(null);
    setSavedMessage(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSavedMessage(null);
    const reading = readQuietHours(t, quiet);
    if (!reading.ok) {
      setChecked({ field: `quietHours.${reading.field}`, message: reading.problem });
      return;
    }
    if (typedZone.trim() !== zone) {
      setChecked({
        field: 'timeZone',
        message: t('alerts.when.chooseZone'),
      });
      return;
    }
    setChecked(null);
    save.mutate({ timeZone: zone, quietHours: reading.quietHours });
  };

  return (
    <div role="group" aria-labelledby={headingId} className={styles.channel}>
      <h3 id={headingId} className={styles.channelHeading}>
        {t('alerts.when.heading')}
      </h3>
      <PlanToWatchSwitch settings={settings} />
      <form
        className={formStyles.form}
        onSubmit={submit}
        noValidate
        aria-label={t('alerts.when.form')}
      >
        <div className={formStyles.field}>
          <label htmlFor={zoneId} className={formStyles.label}>
            {t('alerts.field.timeZone')}
          </label>
          <input
            id={zoneId}
            className={formStyles.input}
            list={`${zoneId}-zones`}
            autoComplete="off"
            spellCheck={false}
            value={typedZone}
            aria-describedby={`${zoneId}-hint`}
            onChange={(event) => {
              const typed = event.target.value;
              setTypedZone(typed);
              if (zones.includes(typed.trim())) onZoneChange(typed.trim());
              setChecked(null);
              setSavedMessage(null);
            }}
          />
          <datalist id={`${zoneId}-zones`}>
            {zones.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
          <p id={`${zoneId}-hint`} className={formStyles.hint}>
            {anyChannelOn(settings)
              ? t('alerts.when.zoneHintOn', { zone: here })
              : t('alerts.when.zoneHintOff')}
          </p>
          <FormError message={problemAt(problem, 'timeZone')} />
        </div>
        <label className={`${formStyles.checkbox} ${styles.choice}`}>
          <input
            type="checkbox"
            checked={quiet.on}
            onChange={(event) => edit({ on: event.target.checked })}
          />
          <span className={formStyles.checkboxText}>
            <span>{t('alerts.field.quietHours')}</span>
            <span className={formStyles.hint}>{t('alerts.when.quietHint')}</span>
          </span>
        </label>
        {quiet.on && (
          <div className={styles.times}>
            {(['start', 'end'] as const).map((field) => (
              <div key={field}>
                <TextField
                  label={t(QUIET_HOURS_LABELS[field])}
                  name={`quiet-${field}`}
                  type="time"
                  required
                  value={quiet[field]}
                  onValueChange={(value) => edit({ [field]: value })}
                  aria-invalid={problem?.field === `quietHours.${field}` ? true : undefined}
                />
                <FormError message={problemAt(problem, `quietHours.${field}`)} />
              </div>
            ))}
          </div>
        )}
        <FormError message={problemAt(problem, 'quietHours') ?? generalProblem(problem)} />
        <FormSuccess message={savedMessage} />
        <div className={formStyles.actions}>
          <button type="submit" className="button button-primary" disabled={save.isPending}>
            {t(save.isPending ? 'alerts.when.saving' : 'alerts.when.save')}
          </button>
        </div>
      </form>
    </div>
  );
}
