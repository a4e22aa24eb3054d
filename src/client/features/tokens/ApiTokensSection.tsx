import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, KeyRound } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  API_TOKEN_NAME_MAX,
  API_TOKEN_SCOPE_LABELS,
  API_TOKEN_SCOPES,
  type ApiTokenScope,
  type ApiTokenSummary,
  type CreatedApiToken,
} from '../../../shared/api-tokens';
import { FormError } from '../auth/forms/FormMessages';
import { TextField } from '../auth/forms/TextField';
import { useAccountMutation } from '../auth/use-account-mutation';
import { ProfileSection } from '../profile/ProfileSection';
import { CurrentPasswordField } from '../profile/sign-in-ways/CurrentPasswordField';
import { API_TOKENS_QUERY_KEY, createApiToken, fetchApiTokens, revokeApiToken } from './tokens-api';
import formStyles from '../auth/forms/forms.module.css';
import styles from './tokens.module.css';

const formatTime = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

function usedLabel(token: ApiTokenSummary): string {
  return token.lastUsedAt === null
    ? 'Never used'
    : `Last used ${formatTime.format(new Date(token.lastUsedAt))}`;
}

/** The token just made: its only showing, with a copy button. */
function NewTokenNotice({ created }: { created: CreatedApiToken }) {
  const fieldId = useId();
  const fieldRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState('');
  const copy = () => {
    navigator.clipboard.writeText(created.secret).then(
      () => setCopied('Copied the token.'),
      () => {
        // Without clipboard access, select the token for the user to copy.
        fieldRef.current?.select();
        setCopied('Select and copy the token above.');
      },
    );
  };
  return (
    <div className={styles.secret}>
      <label htmlFor={fieldId}>
        Your new token “{created.token.name}”. Copy it now: it will not be shown again.
      </label>
      <div className={styles.secretRow}>
        <input
          ref={fieldRef}
          id={fieldId}
          readOnly
          value={created.secret}
          onFocus={(event) => event.target.select()}
        />
        <button type="button" className="button" onClick={copy}>
          <Copy aria-hidden size={16} />
          Copy token
        </button>
      </div>
      <p className={styles.note} role="status">
        {copied}
      </p>
    </div>
  );
}

/**
 * Personal access tokens for scripts using the public API (decision 235): made with a name,
 * a scope and the password, shown once, listed with their last use, and revoked here.
 */
export function ApiTokensSection() {
  const queryClient = useQueryClient();
  const tokens = useQuery({ queryKey: API_TOKENS_QUERY_KEY, queryFn: fetchApiTokens });
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScope>('read');
  const [password, setPassword] = useState('');
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: API_TOKENS_QUERY_KEY });

  const create = useAccountMutation(createApiToken, (answer) => {
    setCreated(answer);
    setName('');
    setPassword('');
    void refresh();
  });
  const revoke = useAccountMutation(revokeApiToken, (id) => {
    if (created?.token.id === id) setCreated(null);
    void refresh();
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setCreated(null);
    create.mutate({ name, scope, currentPassword: password });
  };

  return (
    <ProfileSection
      title="API tokens"
      description={
        <>
          Let your own scripts read or change your lists through the public API, described at{' '}
          <a href="/api/docs">/api/docs</a>. Treat a token like a password.
        </>
      }
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label="Token name"
          name="api-token-name"
          maxLength={API_TOKEN_NAME_MAX}
          hint="To tell your tokens apart, e.g. Backup script."
          required
          value={name}
          onValueChange={setName}
        />
        <fieldset className={styles.scopes}>
          <legend>Access</legend>
          {API_TOKEN_SCOPES.map((each) => (
            <label key={each} className={styles.scope}>
              <input
                type="radio"
                name="api-token-scope"
                value={each}
                checked={scope === each}
                onChange={() => setScope(each)}
              />
              {API_TOKEN_SCOPE_LABELS[each]}
            </label>
          ))}
        </fieldset>
        <CurrentPasswordField
          name="api-token-current-password"
          value={password}
          onValueChange={setPassword}
        />
        <FormError message={create.problem} />
        <div className={formStyles.actions}>
          <button type="submit" className="button button-primary" disabled={create.isPending}>
            <KeyRound aria-hidden size={16} />
            {create.isPending ? 'Creating…' : 'Create token'}
          </button>
        </div>
      </form>
      {created && <NewTokenNotice created={created} />}
      <FormError message={revoke.problem} />
      {tokens.isError && <p className={styles.note}>Your tokens could not be loaded.</p>}
      {tokens.data?.length === 0 && <p className={styles.note}>You have no tokens yet.</p>}
      {tokens.data && tokens.data.length > 0 && (
        <ul className={styles.list} aria-label="Your API tokens">
          {tokens.data.map((token) => (
            <li key={token.id} className={styles.token}>
              <div>
                <p>
                  <strong>{token.name}</strong> · {API_TOKEN_SCOPE_LABELS[token.scope]}
                </p>
                <p className={styles.meta}>
                  Created {formatTime.format(new Date(token.createdAt))} · {usedLabel(token)}
                </p>
              </div>
              <button
                type="button"
                className="button"
                disabled={revoke.isPending}
                onClick={() => revoke.mutate(token.id)}
                aria-label={`Revoke ${token.name}`}
              >
                Revoke
              </button>
            </li>
          ))}
        </ul>
      )}
    </ProfileSection>
  );
}
