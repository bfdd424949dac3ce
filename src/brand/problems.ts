// A problem is what an operator reads: which file, where in it, and one sentence saying what is wrong.
import { relative, isAbsolute } from 'node:path';
import { ROOT } from './schema-files.ts';

export interface Problem {
  /** Repo-relative file path (brands/lulu/pages/casino.json); absolute when the file lies outside the repo. */
  file: string;
  /** JSON pointer inside that file ("" is the whole document). */
  pointer: string;
  /** 1-based. */
  line: number;
  /** 1-based. */
  column: number;
  message: string;
}

/** How files are named in problems: relative to the repo, which is where operators run the CLI. */
export function displayPath(absolutePath: string): string {
  const rel = relative(ROOT, absolutePath);
  return rel.startsWith('..') || isAbsolute(rel) ? absolutePath : rel;
}

/** `brands/lulu/pages/casino.json:12:7 /body/0/props/columns props.columns must be ...` */
export function formatProblem(p: Problem): string {
  return `${p.file}:${p.line}:${p.column} ${p.pointer || '/'} ${p.message}`;
}

/** File order, then position, then message, so output is stable and reads top to bottom. */
export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.message.localeCompare(b.message),
  );
}

/** The same mistake can be reached twice (e.g. a shared parent document); say it once. */
export function uniqueProblems(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.file}\0${p.pointer}\0${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
