import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans } from '@lingui/react';
import { Copy, KeyRound } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  API_TOKEN_NAME_MAX,
  API_TOKEN_SCOPES,
  type ApiTokenScope,
  type ApiTokenSummary,
  type CreatedApiToken,
} from '../../../shared/api-tokens';
import { i18n } from '../../i18n/i18n';
import { useMessages, type MessageId } from '../../i18n/messages';
import type { Translate } from '../auth/auth-messages';
import { FormError } from '../auth/forms/FormMessages';
import { TextField } from '../auth/forms/TextField';
import { useAccountMutation } from '../auth/use-account-mutation';
import { ProfileSection } from '../profile/ProfileSection';
import { CurrentPasswordField } from '../profile/sign-in-ways/CurrentPasswordField';
import { API_TOKENS_QUERY_KEY, createApiToken, fetchApiTokens, revokeApiToken } from './tokens-api';
import formStyles from '../auth/forms/forms.module.css';
import styles from './tokens.module.css';

const formatTime = (at: string) =>
  new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(at),
  );

const scopeName = (scope: ApiTokenScope): MessageId => `tokens.scope.${scope}`;

function usedLabel(token: ApiTokenSummary, t: Translate): string {
  return token.lastUsedAt === null
    ? t('tokens.neverUsed')
    : t('tokens.lastUsed', { time: formatTime(token.lastUsedAt) });
}

/** The token just made: its only showing, with a copy button. */
function NewTokenNotice({ created }: { created: CreatedApiToken }) {
  const t = useMessages();
  const fieldId = useId();
  const fieldRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState('');
  const copy = () => {
    navigator.clipboard.writeText(created.secret).then(
      () => setCopied(t('tokens.copied')),
      () => {
        // Without clipboard access, select the token for the user to copy.
        fieldRef.current?.select();
        setCopied(t('tokens.selectAndCopy'));
      },
    );
  };
  return (
    <div className={styles.secret}>
      <label htmlFor={fieldId}>{t('tokens.newToken', { name: created.token.name })}</label>
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
          {t('tokens.copy')}
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
  const t = useMessages();
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
      title={t('tokens.title')}
      description={
        <Trans
          id={'tokens.description' satisfies MessageId}
          components={{ 0: <a href="/api/docs" /> }}
        />
      }
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={t('tokens.name')}
          name="api-token-name"
          maxLength={API_TOKEN_NAME_MAX}
          hint={t('tokens.nameHint')}
          required
          value={name}
          onValueChange={setName}
        />
        <fieldset className={styles.scopes}>
          <legend>{t('tokens.access')}</legend>
          {API_TOKEN_SCOPES.map((each) => (
            <label key={each} className={styles.scope}>
              <input
                type="radio"
                name="api-token-scope"
                value={each}
                checked={scope === each}
                onChange={() => setScope(each)}
              />
              {t(scopeName(each))}
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
            {create.isPending ? t('tokens.creating') : t('tokens.create')}
          </button>
        </div>
      </form>
      {created && <NewTokenNotice created={created} />}
      <FormError message={revoke.problem} />
      {tokens.isError && <p className={styles.note}>{t('tokens.loadFailed')}</p>}
      {tokens.data?.length === 0 && <p className={styles.note}>{t('tokens.none')}</p>}
      {tokens.data && tokens.data.length > 0 && (
        <ul className={styles.list} aria-label={t('tokens.list')}>
          {tokens.data.map((token) => (
            <li key={token.id} className={styles.token}>
              <div>
                <p>
                  <Trans
                    id={'tokens.summary' satisfies MessageId}
                    values={{ name: token.name, scope: t(scopeName(token.scope)) }}
                    components={{ 0: <strong /> }}
                  />
                </p>
                <p className={styles.meta}>
                  {t('tokens.meta', {
                    created: formatTime(token.createdAt),
                    used: usedLabel(token, t),
                  })}
                </p>
              </div>
              <button
                type="button"
                className="button"
                disabled={revoke.isPending}
                onClick={() => revoke.mutate(token.id)}
                aria-label={t('tokens.revokeToken', { name: token.name })}
              >
                {t('tokens.revoke')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </ProfileSection>
  );
}
