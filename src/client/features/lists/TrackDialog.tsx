import { useTitleDetails } from '../../lib/catalogue/title-details';
import type { Title } from '../../lib/catalogue/titles';
import type { DeferredDialogProps } from '../../shell/deferred-dialog';
import { DialogFrame } from '../../ui/DialogFrame';
import { Poster } from '../../ui/Poster';
import { useMessages } from '../../i18n/messages';
import { TrackControl } from './TrackControl';
import styles from './track.module.css';

/** A card's tracking controls over the current screen. */
export function TrackDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  title,
}: DeferredDialogProps & { title: Title }) {
  const t = useMessages();
  // The details name the genres the saved title keeps; the card alone has only their ids.
  const details = useTitleDetails(title.media_type, title.id);
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={title.title}
      closeLabel={t('lists.close')}
      className={styles.width}
    >
      <div className={styles.dialogBody}>
        <Poster posterPath={title.poster_path} title={title.title} item={title} />
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
    </DialogFrame>
  );
}
