import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useTitleDetails } from '../../lib/catalogue/title-details';
import { titleKey, type Title } from '../../lib/catalogue/titles';
import type { DeferredDialogProps } from '../../shell/deferred-dialog';
import { Poster } from '../../ui/Poster';
import { TrackControl } from './TrackControl';
import styles from './track.module.css';
import dialog from '../../ui/dialog.module.css';

/** A card's tracking controls over the current screen. */
export function TrackDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  title,
}: DeferredDialogProps & { title: Title }) {
  // The details name the genres the saved title keeps; the card alone has only their ids.
  const details = useTitleDetails(title.media_type, title.id);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content
          className={`${dialog.frame} ${styles.width}`}
          aria-describedby={undefined}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <div className={dialog.header}>
            <Dialog.Title className={dialog.title}>{title.title}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label="Close">
              <X aria-hidden size={20} />
            </Dialog.Close>
          </div>
          <div className={styles.dialogBody}>
            <Poster posterPath={title.poster_path} title={title.title} seed={titleKey(title)} />
            <TrackControl
              target={{
                media_type: title.media_type,
                id: title.id,
                name: title.title,
                card: title,
                details: details.data?.details,
              }}
            />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
