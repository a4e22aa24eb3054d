import { useId } from 'react';
import { SCORE_SCALES, isScoreScale, type ScoreScale } from '../../../../shared/score-scale';
import { useMessages, type MessageId } from '../../../i18n/messages';
import { useAuth } from '../../auth/auth-context';
import { FormError } from '../../auth/forms/FormMessages';
import { useAccountMutation } from '../../auth/use-account-mutation';
import { updateProfile } from '../profile-api';
import { ProfileSection } from '../ProfileSection';
import formStyles from '../../auth/forms/forms.module.css';

const scaleName = (scale: ScoreScale): MessageId => `profile.scores.${scale}`;

/** Issue 32: the scale the user's scores are shown and entered in; applied on change. */
export function ScoreScaleSelect({ scoreScale }: { scoreScale: ScoreScale }) {
  const t = useMessages();
  const { setProfile } = useAuth();
  const save = useAccountMutation(updateProfile, setProfile);
  const id = useId();
  // Shown as chosen while the change is on its way, and as saved once the server answers.
  const shown = save.isPending
    ? (save.variables?.['profile.scoreScale'] ?? scoreScale)
    : scoreScale;

  return (
    <ProfileSection title={t('profile.scores.title')} description={t('profile.scores.description')}>
      <div className={formStyles.field}>
        <label htmlFor={id} className={formStyles.label}>
          {t('profile.scores.scale')}
        </label>
        <select
          id={id}
          className={formStyles.input}
          value={shown}
          disabled={save.isPending}
          onChange={(event) => {
            const picked = event.target.value;
            if (isScoreScale(picked)) save.mutate({ 'profile.scoreScale': picked });
          }}
        >
          {SCORE_SCALES.map((scale) => (
            <option key={scale} value={scale}>
              {t(scaleName(scale))}
            </option>
          ))}
        </select>
      </div>
      <FormError message={save.problem} />
    </ProfileSection>
  );
}
