import * as Dialog from '@radix-ui/react-dialog';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMessages } from '../../i18n/messages';
import { useAuth } from '../auth/auth-context';
import { FormError } from '../auth/forms/FormMessages';
import { signedOut } from '../auth/session-api';
import { useAccountMutation } from '../auth/use-account-mutation';
import { deleteAccount } from './profile-api';
import { ProfileSection } from './ProfileSection';
import formStyles from '../auth/forms/forms.module.css';
import styles from './profile.module.css';
import dialog from '../../ui/dialog.module.css';
import { CurrentPasswordField } from './sign-in-ways/CurrentPasswordField';

/** Spec §4 and §5: asks for the current password and a confirmation, then signs out to "/". */
export function DeleteAccountSection() {
  const t = useMessages();
  const { setSession } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const remove = useAccountMutation(deleteAccount, () => {
    setOpen(false);
    void navigate('/', { replace: true });
    setSession(signedOut());
  });

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    setPassword('');
    remove.setProblem(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate(password);
  };

  return (
    <ProfileSection
      tone="danger"
      title={t('profile.delete.title')}
      description={t('profile.delete.description')}
    >
      <Dialog.Root open={open} onOpenChange={onOpenChange}>
        <div className={formStyles.actions}>
          <Dialog.Trigger className={`button ${styles.dangerButton}`}>
            {t('profile.delete.open')}
          </Dialog.Trigger>
        </div>
        <Dialog.Portal>
          <Dialog.Overlay className={dialog.overlay} />
          <Dialog.Content className={`${dialog.frame} ${styles.confirmDialog}`} role="alertdialog">
            <Dialog.Title className={dialog.title}>{t('profile.delete.confirmTitle')}</Dialog.Title>
            <Dialog.Description className={styles.description}>
              {t('profile.delete.confirmText')}
            </Dialog.Description>
            <form className={formStyles.form} onSubmit={submit} noValidate>
              <CurrentPasswordField
                name="delete-current-password"
                value={password}
                onValueChange={setPassword}
              />
              <FormError message={remove.problem} />
              <div className={formStyles.actions}>
                <button
                  type="submit"
                  className={`button ${styles.dangerButton}`}
                  disabled={remove.isPending}
                >
                  {remove.isPending ? t('profile.delete.deleting') : t('profile.delete.submit')}
                </button>
                <Dialog.Close className="button">{t('profile.delete.cancel')}</Dialog.Close>
              </div>
            </form>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </ProfileSection>
  );
}
