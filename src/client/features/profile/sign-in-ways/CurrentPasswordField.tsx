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
  if (!useHasPassword()) {
    return (
      <p className={formStyles.hint}>
        Your account has no password, so this works within 5 minutes of signing in. If it was longer
        ago, sign out and in again first.
      </p>
    );
  }
  return (
    <TextField
      label="Current password"
      type="password"
      name={name}
      autoComplete="current-password"
      required
      value={value}
      onValueChange={onValueChange}
    />
  );
}
