// One modal: Escape and the close button close it, the backdrop does unless disabled, the title and
// description are announced to screen readers, focus is trapped, page scroll is locked, and it
// leaves with a 300 ms animation (spec 2.4).
import { useEffect, useLayoutEffect, useRef } from 'react';
import { CloseButton, Dialog, Portal, VisuallyHidden } from '@chakra-ui/react';
// The dialog's Chakra recipe, passed as the recipe prop: it loads with the first modal, not with the first paint (issue 25).
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import type { ModalDocument } from '../generated/types';
import { RenderNodes } from '../renderer/RenderNode';
import { useText } from '../renderer/text';
import { ScopeContext, useScope } from '../renderer/scope';
import { MODAL_EXIT_MS } from './modalQuery';
import { heldModalShown } from '../ssr/heldInput';

const exit = { _closed: { animationDuration: `${MODAL_EXIT_MS}ms` } };

interface Props { doc: ModalDocument; name: string; open: boolean; path: string; onClose: () => void; onMounted?: () => void }

export function ModalView({ doc, name, open, path, onClose, onMounted }: Props) {
  const t = useText();
  useEffect(() => onMounted?.(), []); // eslint-disable-line react-hooks/exhaustive-deps -- once, on mount: the caller passes a new onMounted each render
  // A modal of this name closed before the app ran was hidden (public/held-input.js); opened again, it shows.
  useLayoutEffect(() => { if (open) heldModalShown(name); }, [open, name]);
  const description = doc.description ? t(doc.description) : undefined;
  // While it leaves, the modal shows what it showed open: closing removes its own query parameters
  // (queryParams, e.g. met), and its content must not change under the exit animation.
  const scope = useScope();
  const held = useRef(scope);
  if (open) held.current = scope;
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(e) => { if (!e.open) onClose(); }}
      closeOnEscape
      closeOnInteractOutside={doc.closeOnBackdrop !== false}
      // Each modal closes on its own (spec 2.4: several can be open at once). Chakra treats a dialog opened
      // while another is open as nested in it and dismisses it when that one goes, so a link in the login
      // modal that opens ?modal=forgot-password would close both.
      onRequestDismiss={(e) => e.preventDefault()}
      // Only a person closes a modal (Escape, the close button, the backdrop). Focus leaving it is never the
      // player's doing: another modal's focus restore after its exit (login -> forgot-password, or the top
      // of two closing) used to dismiss the one that stays, and on a busy machine emptied ?modal.
      onFocusOutside={(e) => e.preventDefault()}
      preventScroll
      trapFocus
      lazyMount
      unmountOnExit
      placement="center"
      size={doc.size ?? 'md'}
    >
      <Portal>
        {/* data-modal-layer, data-modal-close: what public/held-input.js hides and listens to before the app runs. */}
        <Dialog.Backdrop css={exit} data-modal-layer={name} />
        <Dialog.Positioner data-modal-layer={name}>
          <Dialog.Content data-modal={name} css={exit}>
            <Dialog.Header>
              <Dialog.Title>{t(doc.title)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {description && (doc.hideDescription
                ? <VisuallyHidden><Dialog.Description>{description}</Dialog.Description></VisuallyHidden>
                : <Dialog.Description mb={3}>{description}</Dialog.Description>)}
              <ScopeContext.Provider value={held.current}>
                <RenderNodes nodes={doc.body} path={`${path}/body`} />
              </ScopeContext.Provider>
            </Dialog.Body>
            {doc.footer?.length ? (
              <Dialog.Footer>
                <ScopeContext.Provider value={held.current}>
                  <RenderNodes nodes={doc.footer} path={`${path}/footer`} />
                </ScopeContext.Provider>
              </Dialog.Footer>
            ) : null}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('text.common.close')} data-modal-close="" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
