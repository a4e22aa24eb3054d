import { useState, type FormEvent } from 'react';
import type { AlertSettings, AlertSettingsUpdate } from '../../../shared/alerts-api';
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
  const { webhook } = settings;
  const [draft, setDraft] = useState(webhook.url ?? '');
  const [checked, setChecked] = useState<FieldProblem | null>(null);
  const [savedMessage, setSavedMessage] = useState<string | null>(null);
  const save = useSaveAlertSettings((answer) => setDraft(answer.webhook.url ?? ''));
  const problem =
    checked ?? (save.isError ? problemFromError(save.error, WEBHOOK_FIELD_LABELS) : null);

  const send = (update: AlertSettingsUpdate, onSaved?: () => void) => {
    setSavedMessage(null);
    const check = checkWebhookUpdate(update);
    setChecked(check.ok ? null : check.problem);
    if (check.ok) save.mutate(check.update, { onSuccess: onSaved });
  };

  const switchTo = (enabled: boolean) => {
    const update = webhookSwitchUpdate(enabled, draft, webhook.url);
    send(enabled ? withZoneOnFirstEnable(settings, update, zone) : update);
  };

  const saveUrl = (event: FormEvent) => {
    event.preventDefault();
    send(webhookUrlUpdate(draft), () => setSavedMessage('Webhook URL saved.'));
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
      switchLabel="Send alerts to a webhook"
      switchHint={
        on
          ? 'Each alert is posted as JSON to the address below.'
          : 'Off. Works as-is with ntfy, and with Discord’s and Slack’s incoming webhooks.'
      }
      on={on}
      busy={save.isPending}
      onSwitch={switchTo}
      problem={generalProblem(problem)}
      canTest={webhook.enabled && webhook.url !== null}
    >
      <form className={formStyles.form} onSubmit={saveUrl} noValidate aria-label="Webhook URL">
        <div>
          <TextField
            label="Webhook URL"
            name="webhook-url"
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://ntfy.sh/your-topic"
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
            Save URL
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
          <span>Also send each list change</span>
          <span className={formStyles.hint}>
            {listChanges
              ? 'Status, progress, scores, notes and removals are posted too, a few seconds after each change; an import is one message.'
              : 'Only airing alerts are posted.'}
          </span>
        </span>
      </label>
      <WebhookSigningSecret />
    </ChannelBlock>
  );
}
