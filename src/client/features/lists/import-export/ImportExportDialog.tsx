import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { DeferredDialogProps } from '../../../shell/deferred-dialog';
import { CalendarSection } from './CalendarSection';
import { ExportSection } from './ExportSection';
import { ImportSection } from './ImportSection';
import styles from './import-export.module.css';
import dialog from '../../../ui/dialog.module.css';

/** The lists' secondary tools: import, export and the calendar feed. */
export function ImportExportDialog({ open, onOpenChange, onCloseAutoFocus }: DeferredDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content
          className={dialog.frame}
          aria-describedby={undefined}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <div className={dialog.header}>
            <Dialog.Title className={dialog.title}>Import &amp; export</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label="Close">
              <X aria-hidden size={20} />
            </Dialog.Close>
          </div>
          <ImportSection />
          <ExportSection />
          <CalendarSection />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
