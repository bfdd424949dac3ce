// Where the brand validator's problems of a document belong in the editors: at a node of the page tree, or at a
// field of a form (by JSON pointer, the way `brand validate` names them).
import type { ErrorSchema } from '@rjsf/utils';
import { isWithin, splitPointer } from './json';

export interface StudioProblem {
  /** JSON pointer inside the document ("" is the whole document). */
  pointer: string;
  message: string;
}

/** Problems at `pointer` or inside it. */
export const problemsWithin = (problems: StudioProblem[], pointer: string) => problems.filter((p) => isWithin(p.pointer, pointer));

/**
 * The problems of the node at `nodePointer` itself: at it or inside it, but not inside one of its child nodes
 * (those are shown at the child).
 */
export function nodeProblems(problems: StudioProblem[], nodePointer: string): StudioProblem[] {
  return problemsWithin(problems, nodePointer).filter((p) => !/^\/children\/\d+(\/|$)/.test(p.pointer.slice(nodePointer.length)));
}

/** The node a problem is about: the deepest node (…/children/<n> or <root>/<n>) its pointer lies in. */
export function nodeOfProblem(pointer: string, nodePointers: string[]): string | undefined {
  let best: string | undefined;
  for (const node of nodePointers) if (isWithin(pointer, node) && (!best || node.length > best.length)) best = node;
  return best;
}

/**
 * rjsf's extraErrors for a form editing the value at `base` (a node's /props): each problem inside it at its
 * field; a problem of `base` itself (or above it) at the form's root.
 */
export function errorSchemaOf(problems: StudioProblem[], base: string): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const problem of problemsWithin(problems, base)) {
    let at = root;
    for (const segment of splitPointer(problem.pointer.slice(base.length))) {
      at[segment] ??= {};
      at = at[segment] as Record<string, unknown>;
    }
    at.__errors = [...((at.__errors as string[] | undefined) ?? []), problem.message];
  }
  return root as ErrorSchema;
}
