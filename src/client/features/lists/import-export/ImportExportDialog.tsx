import type { DeferredDialogProps } from '../../../shell/deferred-dialog';
import { DialogFrame } from '../../../ui/DialogFrame';
import { CalendarSection } from './CalendarSection';
import { ExportSection } from './ExportSection';
import { ImportSection } from './ImportSection';

/** The lists' secondary tools: import, export and the calendar feed. */
export function ImportExportDialog(props: DeferredDialogProps) {
  return (
    <DialogFrame {...props} title="Import & export">
      <ImportSection />
      <ExportSection />
      <CalendarSection />
    </DialogFrame>
  );
}
