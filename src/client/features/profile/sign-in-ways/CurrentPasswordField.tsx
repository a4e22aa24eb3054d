import { useMessages } from '../../../i18n/messages';
import { TextField } from '../../auth/forms/TextField';
import formStyles from '../../auth/forms/forms.module.css';
import { useHasPassword } from './linked-ways-query';

interface CurrentPasswordFieldProps {
  name: string;
  value: string;
  onValueChange: (value: string) => void;
}

/**
 * The re-authentication of sensitive changes: the current password, or for an account without
 * one a sign-in within the last five minutes (decision 128).
 */
export function CurrentPasswordField({ name, value, onValueChange }: CurrentPasswordFieldProps) {
  const t = useMessages();
  if (!useHasPassword()) return <p className={formStyles.hint}>{t('profile.password.none')}</p>;
  return (
    <TextField
      label={t('profile.password.current')}
      type="password"
      name={name}
      autoComplete="current-password"
      required
      value={value}
      onValueChange={onValueChange}
    />
  );
}
