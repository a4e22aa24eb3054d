import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useMessages } from '../i18n/messages';
import type { DeferredDialogProps } from '../shell/deferred-dialog';
import dialog from './dialog.module.css';

interface DialogFrameProps extends DeferredDialogProps {
  title: ReactNode;
  closeLabel?: string;
  /** Extra class for the frame, e.g. one setting --dialog-width. */
  className?: string;
  children: ReactNode;
}

/** A centred dialog with its title and a close button: focus trap, Escape and scroll lock. */
export function DialogFrame({
  open,
  onOpenChange,
  onCloseAutoFocus,
  title,
  closeLabel,
  className,
  children,
}: DialogFrameProps) {
  const t = useMessages();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content
          className={className ? `${dialog.frame} ${className}` : dialog.frame}
          aria-describedby={undefined}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <div className={dialog.header}>
            <Dialog.Title className={dialog.title}>{title}</Dialog.Title>
            <Dialog.Close
              className="icon-button"
              aria-label={closeLabel ?? t('common.dialog.close')}
            >
              <X aria-hidden size={20} />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
