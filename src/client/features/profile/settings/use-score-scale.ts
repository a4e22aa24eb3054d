import { DEFAULT_SCORE_SCALE, type ScoreScale } from '../../../../shared/score-scale-choice';
import { useAuth } from '../../auth/auth-context';

/**
 * The scale the signed-in user reads and writes their scores in; visitors, and a page still
 * asking who is signed in, get the default. It follows the profile's setting at once, since a
 * change lands in the session every screen reads.
 */
export function useScoreScale(): ScoreScale {
  return useAuth().currentUser?.profile.scoreScale ?? DEFAULT_SCORE_SCALE;
}
