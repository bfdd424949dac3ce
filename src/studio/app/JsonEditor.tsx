// JSON mode: the document as text in CodeMirror 6, with the server's problems marked at their lines. Tab moves focus
// on (CodeMirror's default without indentWithTab), so the editor is no keyboard trap.
import { useEffect, useRef } from 'react';
import { Box } from '@chakra-ui/react';
import { EditorView, basicSetup } from 'codemirror';
import { json } from '@codemirror/lang-json';
import { setDiagnostics, type Diagnostic } from '@codemirror/lint';
import type { StudioProblem } from './api';

export interface JsonEditorProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  problems: StudioProblem[];
  /** A line to move the cursor to (a problem the operator chose), with a counter so the same line can be asked again. */
  goTo?: { line: number; column: number; round: number };
}

export function JsonEditor({ label, value, onChange, problems, goTo }: JsonEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    const editor = new EditorView({
      doc: value,
      parent: host.current!,
      extensions: [
        basicSetup,
        json(),
        EditorView.contentAttributes.of({ 'aria-label': label }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) changed.current(update.state.doc.toString());
        }),
      ],
    });
    view.current = editor;
    return () => editor.destroy();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- made once per document: later values come from its own typing
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    const doc = editor.state.doc;
    const diagnostics: Diagnostic[] = problems.map((p) => {
      const line = doc.line(Math.min(Math.max(1, p.line), doc.lines));
      const from = Math.min(line.from + Math.max(0, p.column - 1), line.to);
      return { from, to: Math.max(from, line.to), severity: 'error', message: `${p.pointer || '/'} ${p.message}` };
    });
    editor.dispatch(setDiagnostics(editor.state, diagnostics));
  }, [problems]);

  useEffect(() => {
    const editor = view.current;
    if (!editor || !goTo) return;
    const doc = editor.state.doc;
    const line = doc.line(Math.min(Math.max(1, goTo.line), doc.lines));
    const at = Math.min(line.from + Math.max(0, goTo.column - 1), line.to);
    editor.dispatch({ selection: { anchor: at }, scrollIntoView: true });
    editor.focus();
  }, [goTo]);

  return <Box ref={host} borderWidth="1px" borderRadius="md" fontSize="sm" maxH="70vh" overflow="auto" data-testid="json-editor" />;
}
