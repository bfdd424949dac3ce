// The dialogs of a page (the bet limit dialog, the Dialog widget: the bonus buy confirmation): Chakra's
// dialog, which traps focus and is announced by its title; role alertdialog when it interrupts the game.
import type { ReactNode } from 'react';
import { Dialog, Portal } from '@chakra-ui/react';
// The dialog's Chakra recipe, passed as the recipe prop: it loads with the dialog, not with the first paint (issue 25).
import { dialogSlotRecipe } from '@chakra-ui/react/theme';

interface Props {
  open: boolean;
  title: string;
  children: ReactNode;
  footer: ReactNode;
  /** Escape and the backdrop close it like the cancel button. */
  onClose: () => void;
  testId?: string;
  /** alertdialog (default): it interrupts the game or the page; dialog: information the player opened. */
  role?: 'alertdialog' | 'dialog';
}

export function PlayDialog({ open, title, children, footer, onClose, testId, role = 'alertdialog' }: Props) {
  return (
    <Dialog.Root recipe={dialogSlotRecipe} open={open} onOpenChange={(e) => { if (!e.open) onClose(); }} role={role} placement="center" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            <Dialog.Header><Dialog.Title>{title}</Dialog.Title></Dialog.Header>
            <Dialog.Body><Dialog.Description>{children}</Dialog.Description></Dialog.Body>
            <Dialog.Footer>{footer}</Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
