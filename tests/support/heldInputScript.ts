// Runs public/held-input.js once in this (jsdom) window, as a page runs it before the app: a plain script, not a
// module, so it is imported by its path (the type checker does not look into it).
const SCRIPT = '../../public/held-input.js';

export async function runHeldInputScript(): Promise<void> {
  await import(/* @vite-ignore */ SCRIPT);
}
