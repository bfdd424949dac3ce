// A page (or modal, fragment) as a tree of nodes for the page editor: its rows in reading order, and the
// operations an operator makes on it (add a widget, move up/down/into/out, remove, wrap in a container). Each
// operation takes the document and a node's JSON pointer (/body/0/children/2) and returns a new document.
import type { NodeDocument } from '../../generated/types';
import { getAt, insertAt, joinPointer, moveItem, parentOf, removeAt, setAt, splitPointer } from './json';

export interface NodeRow {
  pointer: string;
  /** 0 for a node of the root list. */
  depth: number;
  type: string;
  id?: string;
  /** The node has a `when` (shown only sometimes). */
  conditional: boolean;
  children: number;
}

const isNode = (value: unknown): value is NodeDocument =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && typeof (value as { type?: unknown }).type === 'string';

/** Every node under the lists at `roots` (default /body), depth first, in the order a reader meets them. */
export function nodeRows(doc: unknown, roots: string[] = ['/body']): NodeRow[] {
  const rows: NodeRow[] = [];
  const walk = (listPointer: string, depth: number) => {
    const list = getAt(doc, listPointer);
    if (!Array.isArray(list)) return;
    list.forEach((node, i) => {
      if (!isNode(node)) return;
      const pointer = joinPointer(listPointer, i);
      rows.push({ pointer, depth, type: node.type, id: node.id, conditional: node.when !== undefined, children: node.children?.length ?? 0 });
      walk(joinPointer(pointer, 'children'), depth + 1);
    });
  };
  for (const root of roots) walk(root, 0);
  return rows;
}

/** The node at a pointer, if it is one. */
export function nodeAt(doc: unknown, pointer: string): NodeDocument | undefined {
  const value = getAt(doc, pointer);
  return isNode(value) ? value : undefined;
}

/** The pointer of the node that holds this one, or undefined for a node of a root list. */
export function parentNode(pointer: string): string | undefined {
  const segments = splitPointer(pointer);
  return segments.length >= 4 && segments[segments.length - 2] === 'children' ? joinPointer('', ...segments.slice(0, -2)) : undefined;
}

const indexOf = (pointer: string) => Number(parentOf(pointer)[1]);
const listOf = (pointer: string) => parentOf(pointer)[0];

/** A new node of a widget type: the widget's example props (a copy), or none. */
export function newNode(type: string, example?: NodeDocument): NodeDocument {
  return example?.props ? { type, props: structuredClone(example.props) } : { type };
}

/** Adds `node` to the list at `listPointer` (the end when no index). Returns the document and the new node's pointer. */
export function addNode<T>(doc: T, listPointer: string, node: NodeDocument, index?: number): { doc: T; pointer: string } {
  const list = getAt(doc, listPointer);
  const at = index ?? (Array.isArray(list) ? list.length : 0);
  return { doc: insertAt(doc, listPointer, node, at), pointer: joinPointer(listPointer, at) };
}

/** Moves a node one place up (-1) or down (+1) among its siblings; the pointer it then has. */
export function moveNode<T>(doc: T, pointer: string, by: -1 | 1): { doc: T; pointer: string } {
  const list = getAt(doc, listOf(pointer));
  const to = indexOf(pointer) + by;
  if (!Array.isArray(list) || to < 0 || to >= list.length) return { doc, pointer };
  return { doc: moveItem(doc, pointer, by), pointer: joinPointer(listOf(pointer), to) };
}

/** Moves a node into the sibling before it, as that sibling's last child. */
export function moveInto<T>(doc: T, pointer: string): { doc: T; pointer: string } {
  const index = indexOf(pointer);
  const node = nodeAt(doc, pointer);
  if (!node || index === 0) return { doc, pointer };
  const target = joinPointer(listOf(pointer), index - 1);
  if (!nodeAt(doc, target)) return { doc, pointer };
  const without = removeAt(doc, pointer);
  return addNode(without, joinPointer(target, 'children'), node);
}

/** Moves a node out of its parent, to just after the parent. */
export function moveOut<T>(doc: T, pointer: string): { doc: T; pointer: string } {
  const parent = parentNode(pointer);
  const node = nodeAt(doc, pointer);
  if (!parent || !node) return { doc, pointer };
  let next = removeAt(doc, pointer);
  // A parent left with no children keeps none, as a document would be written.
  const children = getAt(next, joinPointer(parent, 'children'));
  if (Array.isArray(children) && children.length === 0) next = removeAt(next, joinPointer(parent, 'children'));
  return addNode(next, listOf(parent), node, indexOf(parent) + 1);
}

/** Removes a node (and its children). */
export const removeNode = <T>(doc: T, pointer: string): T => removeAt(doc, pointer);

/** Puts a node inside a new container node (a Stack by default) in its place; the pointer is the container's. */
export function wrapNode<T>(doc: T, pointer: string, container: NodeDocument = { type: 'Stack' }): { doc: T; pointer: string } {
  const node = nodeAt(doc, pointer);
  if (!node) return { doc, pointer };
  return { doc: setAt(doc, pointer, { ...container, children: [node] }), pointer };
}

/** Which of the moves a node allows, for the buttons that make them. */
export function possibleMoves(doc: unknown, pointer: string) {
  const list = getAt(doc, listOf(pointer));
  const index = indexOf(pointer);
  const length = Array.isArray(list) ? list.length : 0;
  return { up: index > 0, down: index < length - 1, into: index > 0 && !!nodeAt(doc, joinPointer(listOf(pointer), index - 1)), out: parentNode(pointer) !== undefined };
}
