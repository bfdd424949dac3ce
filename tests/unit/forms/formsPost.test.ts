// Issue 24: every server-rendered form must never send its fields by GET (the address goes to the history, every
// log on the way and the next page's Referer). A form element of the app's own (not rjsf's: FormView passes
// method="post" to it, tests/component/form-before-hydration.test.tsx) says method="post" where it is written.
import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SRC = join(process.cwd(), 'src');
const sources = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
  entry.isDirectory() ? (entry.name === 'generated' ? [] : sources(join(dir, entry.name))) : entry.name.endsWith('.tsx') ? [join(dir, entry.name)] : []);

/** Each opening tag of a form element written in JSX: <form ...>, <chakra.form ...>, <X as="form" ...>. */
function formTags(text: string): string[] {
  const tags = [...text.matchAll(/<(?:form|chakra\.form)\b[^>]*>/g)].map((m) => m[0]);
  const asForm = [...text.matchAll(/<[A-Z][\w.]*\b[^>]*\bas=["{']+form["}']+[^>]*>/g)].map((m) => m[0]);
  return [...tags, ...asForm];
}

describe('forms of the app', () => {
  it('finds the form elements it checks (so a change in how they are written does not leave them unchecked)', () => {
    const all = sources(SRC).flatMap((file) => formTags(readFileSync(file, 'utf8')));
    expect(all.length).toBeGreaterThanOrEqual(3);
    expect(formTags('<Box as="form" onSubmit={x}>')).toHaveLength(1);
  });

  it('every one posts: none can send its fields in the address', () => {
    const gets = sources(SRC).flatMap((file) => formTags(readFileSync(file, 'utf8'))
      .filter((tag) => !/\bmethod="post"/.test(tag))
      .map((tag) => `${relative(process.cwd(), file)}: ${tag}`));
    expect(gets).toEqual([]);
  });
});
