// Where a form editor plugs in beside JSON mode (issue 27 item 3): for a document path, a component that edits the
// document's value, or null when there is none (JSON mode only). The form editors (src/studio/editors) register
// here; the document screen shows the one found as a tab beside JSON mode, both editing the same value.
import type { ComponentType } from 'react';
import type { StudioProblem } from './api';

export interface EditorContext {
  brand: string;
  /** The version the edit starts from. */
  version: string;
  /** The value the brand this one extends gives the document (null without a parent). */
  parentValue: unknown;
}

export interface EditorProps {
  /** The document's value (parsed JSON). */
  value: unknown;
  onChange: (value: unknown) => void;
  /** The document's problems, as the server's validate answers them (pointer, line, sentence). */
  problems: StudioProblem[];
  context: EditorContext;
}

export type EditorFor = (documentPath: string) => ComponentType<EditorProps> | null;

const editors: EditorFor[] = [];

/** Adds a source of editors: the first that answers a path wins. */
export function registerEditors(editorFor: EditorFor): void {
  editors.push(editorFor);
}

export const editor: EditorFor = (documentPath) => {
  for (const editorFor of editors) {
    const found = editorFor(documentPath);
    if (found) return found;
  }
  return null;
};
