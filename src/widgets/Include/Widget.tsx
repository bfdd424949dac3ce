// A fragment document in this place (fragments/<name>.json): content written once for a page and a modal.
// The fragment's nodes keep their own document path, so a broken node is reported in the fragment's file.
// Fragments may include fragments; one that comes back to itself would render forever, so it is refused
// here as brand validate refuses it.
import { createContext, useContext } from 'react';
import type { WidgetRenderProps } from '../types';
import type { IncludeProps, NodeDocument } from '../../generated/types';
import { useServices } from '../../renderer/services';
import { RenderNodes } from '../../renderer/RenderNode';

/** The fragments being shown around this place, outermost first. */
const IncludedContext = createContext<readonly string[]>([]);

export default function Include({ props }: WidgetRenderProps<IncludeProps>) {
  const { brand } = useServices();
  const around = useContext(IncludedContext);
  const fragment = brand.fragments?.[props.fragment];
  if (!fragment) throw new Error(`Fragment "${props.fragment}" does not exist: there is no fragments/${props.fragment}.json`);
  if (around.includes(props.fragment)) throw new Error(`Fragment "${props.fragment}" includes itself (${[...around, props.fragment].join(' > ')})`);
  return (
    <IncludedContext.Provider value={[...around, props.fragment]}>
      <RenderNodes nodes={fragment.body as NodeDocument[]} path={`fragments/${props.fragment}.json#/body`} />
    </IncludedContext.Provider>
  );
}
