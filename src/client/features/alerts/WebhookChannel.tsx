import { useState, type FormEvent } from 'react';
import type { AlertSettings, AlertSettingsUpdate } from '../../../shared/alerts-api';
import { useMessages } from '../../i18n/messages';
import { FormError, FormSuccess } from '../auth/forms/FormMessages';
import { TextField } from '../auth/forms/TextField';
import { WebhookSigningSecret } from './WebhookSigningSecret';
import formStyles from '../auth/forms/forms.module.css';
import styles from './alerts.module.css';
import { useSaveAlertSettings } from './use-save-alert-settings';
import { ChannelBlock } from './ChannelBlock';
import { generalProblem, problemAt, problemFromError, type FieldProblem } from './field-problems';
import { withZoneOnFirstEnable } from './time-zone';
import {
  WEBHOOK_FIELD_LABELS,
  checkWebhookUpdate,
  webhookSwitchUpdate,
  webhookUrlUpdate,
} from './webhook-url';

interface WebhookChannelProps {
  settings: AlertSettings;
  /** The time zone saved with the first channel turned on. */
  zone: string;
}

export function WebhookChannel({ settings, zone }: WebhookChannelProps) {
  const t = useMessages();
  const { webhook } = settings;
  const [draft, setDraft] = useState(webhook.url ?? '');
  const [checked, setChecked] = useState<FieldProblem | null>(null);
  const [savedMessage, setSavedMessage] = useState<string | null>(null);
  const save = useSaveAlertSettings((answer) => setDraft(answer.webhook.url ?? ''));
  const problem =
    checked ?? (save.isError ? problemFromError(t, save.error, WEBHOOK_FIELD_LABELS) : null);

  const send = (update: AlertSettingsUpdate, onSaved?: () => void) => {
    setSavedMessage(null);
    const check = checkWebhookUpdate(t, update);
    setChecked(check.ok ? null : check.problem);
    if (check.ok) save.mutate(check.update, { onSuccess: onSaved });
  };

  const switchTo = (enabled: boolean) => {
    const update = webhookSwitchUpdate(enabled, draft, webhook.url);
    send(enabled ? withZoneOnFirstEnable(settings, update, zone) : update);
  };

  const saveUrl = (event: FormEvent) => {
    event.preventDefault();
    send(webhookUrlUpdate(draft), () => setSavedMessage(t('alerts.webhook.saved')));
  };

  const on = save.isPending
    ? (save.variables.webhook?.enabled ?? webhook.enabled)
    : webhook.enabled;
  const listChanges = save.isPending
    ? (save.variables.webhook?.listChanges ?? webhook.listChanges)
    : webhook.listChanges;
  return (
    <ChannelBlock
      channel="webhook"
      settings={settings}
      switchLabel={t('alerts.webhook.switch')}
      switchHint={t(on ? 'alerts.webhook.on' : 'alerts.webhook.off')}
      on={on}
      busy={save.isPending}
      onSwitch={switchTo}
      problem={generalProblem(problem)}
      canTest={webhook.enabled && webhook.url !== null}
    >
      <form
        className={formStyles.form}
        onSubmit={saveUrl}
        noValidate
        aria-label={t('alerts.field.webhookUrl')}
      >
        <div>
          <TextField
            label={t('alerts.field.webhookUrl')}
            name="webhook-url"
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder={t('alerts.webhook.placeholder')}
            value={draft}
            onValueChange={(value) => {
              setDraft(value);
              setChecked(null);
            }}
            aria-invalid={problem?.field === 'webhook.url' ? true : undefined}
          />
          <FormError message={problemAt(problem, 'webhook.url')} />
        </div>
        <FormSuccess message={savedMessage} />
        <div className={formStyles.actions}>
          <button
            type="submit"
            className="button"
            disabled={save.isPending || (!webhook.paused && draft.trim() === (webhook.url ?? ''))}
          >
            {t('alerts.webhook.save')}
          </button>
        </div>
      </form>
      <label className={`${formStyles.checkbox} ${styles.choice}`}>
        <input
          type="checkbox"
          checked={listChanges}
          disabled={save.isPending}
          onChange={(event) => send({ webhook: { listChanges: event.target.checked } })}
        />
        <span className={formStyles.checkboxText}>
          <span>{t('alerts.webhook.listChanges')}</span>
          <span className={formStyles.hint}>
            {t(listChanges ? 'alerts.webhook.listChangesOn' : 'alerts.webhook.listChangesOff')}
          </span>
        </span>
      </label>
      <WebhookSigningSecret />
    </ChannelBlock>
  );
}
