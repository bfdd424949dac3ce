// The contract between the renderer and a widget. A widget gets its validated props, its rendered
// children and `emit`, which runs the actions the document bound to that event (node.on[event]).
import type { ComponentType, ReactNode } from 'react';
import type { NodeDocument } from '../generated/types';

export interface WidgetRenderProps<P> {
  props: P;
  children?: ReactNode;
  /** Runs node.on[event]: one of the events the widget's schema declares (x-events), so another does not compile. */
  emit: (event: EventsOf<P>, payload?: unknown) => Promise<void>;
  node: NodeDocument;
  /** JSON pointer of the node in its document, for error messages. */
  path: string;
}

export type WidgetComponent<P> = ComponentType<WidgetRenderProps<P>>;

declare const EVENTS: unique symbol;

/**
 * The props a widget gets, generated per widget from its props.schema.json (ButtonProps): the props as a
 * document writes them (D), with each prop the schema gives a default (K) present, since the renderer fills
 * the defaults in (src/renderer/widgetDefaults.ts); and, as a type only, the events it declares (E).
 */
export type WidgetProps<D, K extends keyof D, E extends string> = D & Required<Pick<D, K>> & { readonly [EVENTS]?: E };

/** The events a widget may emit: those of its generated props type; any name for a props type of another kind. */
export type EventsOf<P> = P extends { readonly [EVENTS]?: infer E } ? Exclude<E, undefined> : string;
