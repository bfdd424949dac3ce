// Which form editor edits which brand document (issue 27 item 3). JSON mode edits every document; a document
// with no form editor here (brand.json, routes.json) is edited in JSON mode only.
import { createElement, type ComponentType } from 'react';
import type { EditorProps } from './types';
import { PageEditor } from './PageEditor';
import { MenusEditor } from './MenusEditor';
import { ThemeEditor } from './ThemeEditor';
import { SettingsEditor } from './SettingsEditor';
import { TextsEditor } from './TextsEditor';
import { FormEditor } from './FormEditor';

export type { EditorProps, StudioContext, StudioProblem } from './types';

const withProps = <P extends object>(Editor: ComponentType<EditorProps<never> & P>, extra: P, name: string): ComponentType<EditorProps> => {
  const Bound = (props: EditorProps) => createElement(Editor, { ...(props as EditorProps<never>), ...extra });
  Bound.displayName = name;
  return Bound;
};

const cache = new Map<string, ComponentType<EditorProps> | null>();

/** The editor of a brand document path (pages/casino.json, menus.json, texts/de.json ...), or null. */
export function editorFor(documentPath: string): ComponentType<EditorProps> | null {
  if (cache.has(documentPath)) return cache.get(documentPath)!;
  const folder = /^(pages|modals|fragments|forms|texts)\/([^/]+)\.json$/.exec(documentPath);
  let editor: ComponentType<EditorProps> | null = null;
  if (documentPath === 'menus.json') editor = MenusEditor as ComponentType<EditorProps>;
  else if (documentPath === 'theme.json') editor = ThemeEditor as ComponentType<EditorProps>;
  else if (documentPath === 'settings.json') editor = SettingsEditor as ComponentType<EditorProps>;
  else if (documentPath === 'layout.json') editor = withProps(PageEditor, { schemaFile: 'layout.schema.json' }, 'LayoutEditor');
  else if (folder?.[1] === 'pages') editor = withProps(PageEditor, { schemaFile: 'page.schema.json' }, 'PageEditor');
  else if (folder?.[1] === 'modals') editor = withProps(PageEditor, { schemaFile: 'modal.schema.json' }, 'ModalEditor');
  else if (folder?.[1] === 'fragments') editor = withProps(PageEditor, { schemaFile: 'fragment.schema.json' }, 'FragmentEditor');
  else if (folder?.[1] === 'forms') editor = FormEditor as ComponentType<EditorProps>;
  else if (folder?.[1] === 'texts') editor = withProps(TextsEditor, { locale: folder[2] }, `TextsEditor(${folder[2]})`);
  cache.set(documentPath, editor);
  return editor;
}
