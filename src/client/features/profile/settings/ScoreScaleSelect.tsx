import { SCORE_SCALES, isScoreScale, type ScoreScale } from '../../../../shared/score-scale-choice';
import { useMessages, type MessageId } from '../../../i18n/messages';
import { ProfileChoice } from './ProfileChoice';

const scaleName = (scale: ScoreScale): MessageId => `profile.scores.${scale}`;

/** Issue 32: the scale the user's scores are shown and entered in; applied on change. */
export function ScoreScaleSelect({ scoreScale }: { scoreScale: ScoreScale }) {
  const t = useMessages();
  return (
    <ProfileChoice
      field="profile.scoreScale"
      saved={scoreScale}
      options={SCORE_SCALES}
      isOption={isScoreScale}
      optionLabel={(scale) => t(scaleName(scale))}
      title={t('profile.scores.title')}
      label={t('profile.scores.scale')}
      description={t('profile.scores.description')}
    />
  );
}
