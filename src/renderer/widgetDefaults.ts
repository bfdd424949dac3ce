// A widget's defaults live in its props.schema.json only ("default" of a prop): gen copies them into
// src/generated/widgetMarkers.ts, and the renderer fills in each prop a node leaves out before the widget
// gets its props, so widget code reads `props.variant` with no fallback of its own (its generated props
// type says the prop is there). Only top-level props: a default inside an object prop (Deposit's
// resultModals.failed) applies when the document leaves out that object's property, which the widget decides.
import { widgetDefaults, widgetInside, type WidgetDocumentPropsMap } from '../generated/widgetMarkers';
import type { WidgetPropsMap, WidgetType } from '../generated/widgets';
import { freezeDeep } from './scope';

const DEFAULTS = freezeDeep(widgetDefaults) as Readonly<Record<string, Readonly<Record<string, unknown>> | undefined>>;

/** A node's props with the defaults filled in, the same object for the same props (documents do not change). */
const filled = new WeakMap<object, { type: string; props: object }>();

export function withDefaults<P extends object>(type: string, props: P | undefined): P {
  const defaults = DEFAULTS[type];
  if (!defaults) return props ?? ({} as P);
  if (!props) return defaults as P;
  const known = filled.get(props);
  if (known?.type === type) return known.props as P;
  const merged = { ...defaults, ...props };
  filled.set(props, { type, props: merged });
  return merged;
}

/** The props of a widget type as it gets them, for code that renders a widget without a node (tests, the bench). */
export const propsOf = <T extends WidgetType>(type: T, props: WidgetDocumentPropsMap[T]): WidgetPropsMap[T] =>
  withDefaults(type, props) as WidgetPropsMap[T];

const INSIDE = widgetInside as Readonly<Record<string, readonly string[] | undefined>>;

/** The widget types some widget must be inside (x-inside): the renderer tells their nodes' children they are inside one. */
export const ENCLOSING_TYPES: ReadonlySet<string> = new Set(Object.values(INSIDE).flatMap((types) => types ?? []));

/** Why a node of this type cannot render where it is (x-inside, with the types above it), or null. */
export function outsideMessage(type: string, above: readonly string[]): string | null {
  const inside = INSIDE[type];
  if (!inside || inside.some((parent) => above.includes(parent))) return null;
  return `${type} must be inside a ${inside.join(' or a ')} node (x-inside of its props.schema.json): it works in that node's context`;
}
