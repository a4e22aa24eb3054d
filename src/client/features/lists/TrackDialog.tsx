import { useTitleDetails } from '../../lib/catalogue/title-details';
import type { Title } from '../../lib/catalogue/titles';
import { useTitleNames } from '../../lib/title-language/use-title-names';
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
  const name = useTitleNames(title).main;
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={name}
      closeLabel={t('lists.close')}
      className={styles.width}
    >
      <div className={styles.dialogBody}>
        <Poster posterPath={title.poster_path} title={title.title} item={title} />
        <TrackControl
          target={{
            media_type: title.media_type,
            id: title.id,
            name,
            card: title,
            details: details.data?.details,
          }}
        />
      </div>
    </DialogFrame>
  );
}
