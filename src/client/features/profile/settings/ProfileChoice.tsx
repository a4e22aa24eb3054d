import { useId } from 'react';
import { useAuth } from '../../auth/auth-context';
import { FormError } from '../../auth/forms/FormMessages';
import { useAccountMutation } from '../../auth/use-account-mutation';
import { updateProfile } from '../profile-api';
import { ProfileSection } from '../ProfileSection';
import formStyles from '../../auth/forms/forms.module.css';

/** The profile's fields picked from a fixed list. */
type ChoiceField = 'profile.scoreScale' | 'profile.language' | 'profile.titleLanguage';

interface ProfileChoiceProps<Value extends string> {
  field: ChoiceField;
  saved: Value;
  options: readonly Value[];
  isOption: (value: string) => value is Value;
  optionLabel: (value: Value) => string;
  /** An option written in a language of its own, such as a language's own name. */
  optionLang?: (value: Value) => string;
  title: string;
  label: string;
  description?: string;
  /** What the pick does at once, before the account has kept it. */
  onPick?: (value: Value) => void;
}

/**
 * A section of the account's settings with one select, saved to the profile as soon as it
 * changes (scores' scale, language, title language). It shows the pick while it is on its way,
 * and the saved value once the server answers or refuses, with the refusal in words.
 */
export function ProfileChoice<Value extends string>({
  field,
  saved,
  options,
  isOption,
  optionLabel,
  optionLang,
  title,
  label,
  description,
  onPick,
}: ProfileChoiceProps<Value>) {
  const { setProfile } = useAuth();
  const save = useAccountMutation(updateProfile, setProfile);
  const id = useId();
  const pending = save.isPending ? (save.variables?.[field] as Value | null | undefined) : null;
  const shown = pending ?? saved;

  return (
    <ProfileSection title={title} description={description}>
      <div className={formStyles.field}>
        <label htmlFor={id} className={formStyles.label}>
          {label}
        </label>
        <select
          id={id}
          className={formStyles.input}
          value={shown}
          disabled={save.isPending}
          onChange={(event) => {
            const picked = event.target.value;
            if (!isOption(picked)) return;
            onPick?.(picked);
            save.mutate({ [field]: picked });
          }}
        >
          {options.map((option) => (
            <option key={option} value={option} lang={optionLang?.(option)}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
      </div>
      <FormError message={save.problem} />
    </ProfileSection>
  );
}
