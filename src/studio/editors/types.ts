// The shape every studio editor has (issue 27 item 3): the document (or the part being edited) as plain JSON, a
// new value on each change (never a mutation), brand validate's problems for it, and what pickers offer.
import type { StudioContext } from '../model/context';
import type { StudioProblem } from '../model/problems';

export type { StudioContext, WidgetEntry } from '../model/context';
export type { StudioProblem } from '../model/problems';

export interface EditorProps<T = unknown> {
  value: T;
  onChange(next: T): void;
  problems: StudioProblem[];
  context: StudioContext;
}
