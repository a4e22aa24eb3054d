import { useState } from 'react';
import { useMessages } from '../../i18n/messages';
import { TextField } from '../auth/forms/TextField';
import formStyles from '../auth/forms/forms.module.css';
import { fetchWebhookSecret, rotateWebhookSecret } from './alerts-api';
import styles from './alerts.module.css';

/**
 * The secret each webhook is signed with (X-Tsuzuki-Signature, decision 368): shown on request,
 * replaced by "New secret" for a receiver that leaked it.
 */
export function WebhookSigningSecret() {
  const t = useMessages();
  const [secret, setSecret] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');

  const run = (call: () => Promise<string>, done: string) => {
    setBusy(true);
    setMessage('');
    call()
      .then((value) => {
        setSecret(value);
        setMessage(done);
      })
      .catch(() => setMessage(t('alerts.secret.failed')))
      .finally(() => setBusy(false));
  };

  return (
    <div className={formStyles.form}>
      <p className={styles.last}>{t('alerts.secret.about')}</p>
      {secret === null ? (
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => run(fetchWebhookSecret, '')}
        >
          {t('alerts.secret.show')}
        </button>
      ) : (
        <>
          <TextField
            label={t('alerts.secret.label')}
            readOnly
            spellCheck={false}
            value={secret}
            onValueChange={() => undefined}
            onFocus={(event) => event.target.select()}
          />
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => run(rotateWebhookSecret, t('alerts.secret.made'))}
          >
            {t('alerts.secret.new')}
          </button>
        </>
      )}
      <p role="status" className={styles.last}>
        {message}
      </p>
    </div>
  );
}
