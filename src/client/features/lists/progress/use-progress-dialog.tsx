import { useCallback, useState, type ComponentType } from 'react';
import { useMessages } from '../../../i18n/messages';
import type { Notice } from '../ListNotice';
import type { ProgressDialogProps } from './ProgressDialog';
import type { ProgressRequest } from './progress-request';

const loadDialog = () => import('./ProgressDialog').then((module) => module.ProgressDialog);

/**
 * Opens the progress dialog, whose code (and the dialog library's) loads on first use. Closing
 * unmounts it, and the dialog then puts focus back where it was.
 */
export function useProgressDialog(notify: (notice: Notice) => void) {
  const t = useMessages();
  const [request, setRequest] = useState<ProgressRequest | null>(null);
  const [Dialog, setDialog] = useState<ComponentType<ProgressDialogProps> | null>(null);

  const openProgress = useCallback(
    (next: ProgressRequest) => {
      loadDialog()
        .then((component) => {
          setDialog(() => component);
          setRequest(next);
        })
        .catch(() =>
          notify({
            tone: 'error',
            text: t('lists.progress.loadFailed'),
          }),
        );
    },
    [notify, t],
  );
  const close = useCallback(() => setRequest(null), []);

  return {
    openProgress,
    progressDialog: Dialog && request ? <Dialog {...request} onClose={close} /> : null,
  };
}
