import {
  useCallback,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import { loadChunk } from '../lib/chunk-load';

export interface DeferredDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Puts focus back on the button that opened the dialog. */
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * A dialog whose code (and the dialog library's) is fetched on first use, keeping it out of the
 * first page load; hovering or focusing the button fetches it early so opening feels instant.
 */
export function useDeferredDialog(
  load: () => Promise<ComponentType<DeferredDialogProps>>,
  loadFailedMessage: string,
): { triggerProps: TriggerProps; dialog: ReactNode } {
  const [open, setOpen] = useState(false);
  const [Dialog, setDialog] = useState<ComponentType<DeferredDialogProps> | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const fetchDialog = useCallback(
    () =>
      loadChunk(load)().then((component) => {
        setDialog(() => component);
      }),
    [load],
  );

  const openDialog = useCallback(() => {
    setOpen(true);
    fetchDialog().catch(() => {
      setOpen(false);
      window.alert(loadFailedMessage);
    });
  }, [fetchDialog, loadFailedMessage]);

  const prefetch = useCallback(() => {
    // A failed prefetch is retried, and reported, when the button is pressed.
    fetchDialog().catch(() => undefined);
  }, [fetchDialog]);

  const onCloseAutoFocus = useCallback((event: Event) => {
    event.preventDefault();
    triggerRef.current?.focus();
  }, []);

  return {
    triggerProps: {
      ref: triggerRef,
      type: 'button',
      'aria-haspopup': 'dialog',
      'aria-expanded': open,
      onClick: openDialog,
      onPointerEnter: prefetch,
      onFocus: prefetch,
    },
    dialog: Dialog && (
      <Dialog open={open} onOpenChange={setOpen} onCloseAutoFocus={onCloseAutoFocus} />
    ),
  };
}

interface TriggerProps {
  ref: RefObject<HTMLButtonElement>;
  type: 'button';
  'aria-haspopup': 'dialog';
  'aria-expanded': boolean;
  onClick: () => void;
  onPointerEnter: () => void;
  onFocus: () => void;
}
