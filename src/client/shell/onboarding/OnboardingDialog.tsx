import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useAuth } from '../../features/auth/auth-context';
import { FormError } from '../../features/auth/forms/FormMessages';
import type { SessionUser } from '../../features/auth/session-api';
import { useAccountMutation } from '../../features/auth/use-account-mutation';
import { ListImporter } from '../../features/lists/import-export/ListImporter';
import { updateProfile } from '../../features/profile/profile-api';
import formStyles from '../../features/auth/forms/forms.module.css';
import { useMessages, type MessageId } from '../../i18n/messages';
import { PicksStep, type Picks } from './PicksStep';
import styles from './onboarding.module.css';

const keepOpen = (event: Event) => event.preventDefault();

const STEPS = ['import', 'picks', 'finish'] as const;
type Step = (typeof STEPS)[number];

const LEADS: Record<Step, MessageId> = {
  import: 'onboarding.lead.import',
  picks: 'onboarding.lead.picks',
  finish: 'onboarding.lead.finish',
};

/**
 * Starts a new user off (decision 340): an import, picks of genres and titles, then the adult
 * choice. Registration already asked for the username, so onboarding does not ask again.
 */
export function OnboardingDialog({ user }: { user: SessionUser }) {
  const t = useMessages();
  const { setProfile } = useAuth();
  const [step, setStep] = useState<Step>('import');
  const [picks, setPicks] = useState<Picks>({
    genres: user.profile.favouriteGenres,
    titles: user.profile.favouriteTitles,
  });
  const [allowAdult, setAllowAdult] = useState(user.profile.allowAdult);
  const save = useAccountMutation(updateProfile, setProfile);
  const next = STEPS[STEPS.indexOf(step) + 1];

  // Skipping ends onboarding too, keeping whatever was picked before it.
  const finish = () =>
    save.mutate({
      'profile.allowAdult': allowAdult,
      'profile.favouriteGenres': picks.genres,
      'profile.favouriteTitles': picks.titles,
      'profile.onboardingComplete': true,
    });

  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        {/* Finishing or skipping is the only way out: the overlay stays until onboarding is complete. */}
        <Dialog.Content
          className={styles.panel}
          onEscapeKeyDown={keepOpen}
          onPointerDownOutside={keepOpen}
          onInteractOutside={keepOpen}
        >
          <Dialog.Title className={styles.title}>{t('onboarding.title')}</Dialog.Title>
          <Dialog.Description className={styles.description}>{t(LEADS[step])}</Dialog.Description>
          <p className={styles.stepCount}>
            {t('onboarding.step', { step: STEPS.indexOf(step) + 1, steps: STEPS.length })}
          </p>
          {step === 'import' && <ListImporter />}
          {step === 'picks' && <PicksStep picks={picks} onChange={setPicks} />}
          {step === 'finish' && (
            <label className={formStyles.checkbox}>
              <input
                type="checkbox"
                checked={allowAdult}
                onChange={(event) => setAllowAdult(event.target.checked)}
              />
              <span className={formStyles.checkboxText}>
                <span>{t('onboarding.adult')}</span>
                <span className={formStyles.hint}>{t('onboarding.adultHint')}</span>
              </span>
            </label>
          )}
          <FormError message={save.problem} />
          <div className={styles.actions}>
            <button type="button" className="button" disabled={save.isPending} onClick={finish}>
              {t('onboarding.skip')}
            </button>
            {next ? (
              <button type="button" className="button button-primary" onClick={() => setStep(next)}>
                {t('onboarding.next')}
              </button>
            ) : (
              <button
                type="button"
                className="button button-primary"
                disabled={save.isPending}
                onClick={finish}
              >
                {t(save.isPending ? 'onboarding.saving' : 'onboarding.start')}
              </button>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
