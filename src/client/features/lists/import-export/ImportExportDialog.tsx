import { useMessages } from '../../../i18n/messages';
import type { DeferredDialogProps } from '../../../shell/deferred-dialog';
import { DialogFrame } from '../../../ui/DialogFrame';
import { CalendarSection } from './CalendarSection';
import { ExportSection } from './ExportSection';
import { ImportSection } from './ImportSection';

/** The lists' secondary tools: import, export and the calendar feed. */
export function ImportExportDialog(props: DeferredDialogProps) {
  const t = useMessages();
  return (
    <DialogFrame {...props} title={t('import.dialog.title')}>
      <ImportSection />
      <ExportSection />
      <CalendarSection />
    </DialogFrame>
  );
}
