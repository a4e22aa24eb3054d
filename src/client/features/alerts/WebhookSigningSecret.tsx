import { useState } from 'react';
import { TextField } from '../auth/forms/TextField';
import formStyles from '../auth/forms/forms.module.css';
import { fetchWebhookSecret, rotateWebhookSecret } from './alerts-api';
import styles from './alerts.module.css';

/**
 * The secret each webhook is signed with (X-Tsuzuki-Signature, decision 368): shown on request,
 * replaced by "New secret" for a receiver that leaked it.
 */
export function WebhookSigningSecret() {
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
      .catch(() => setMessage('The signing secret could not be loaded. Please try again.'))
      .finally(() => setBusy(false));
  };

  return (
    <div className={formStyles.form}>
      <p className={styles.last}>
        Each webhook is signed: check its X-Tsuzuki-Signature header with this secret.
      </p>
      {secret === null ? (
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => run(fetchWebhookSecret, '')}
        >
          Show signing secret
        </button>
      ) : (
        <>
          <TextField
            label="Signing secret"
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
            onClick={() =>
              run(rotateWebhookSecret, 'New secret made. Webhooks are signed with it from now on.')
            }
          >
            New secret
          </button>
        </>
      )}
      <p role="status" className={styles.last}>
        {message}
      </p>
    </div>
  );
}
