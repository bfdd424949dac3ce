// What a player did on the server's page before the app hydrated it (issue 24): public/held-input.js holds it
// (typed values, a submit, a modal closed) and the app takes it over here, in effects only. Without that script
// (a page the browser renders itself, a unit test) there is nothing held.

/** A form's held input: its controls' values by element id (a checkbox's checked state) and whether it was sent. */
export interface HeldForm { values: Record<string, string | boolean>; submitted: boolean }

interface HeldInputScript {
  claim(formId: string): HeldForm;
  takeCloses(): string[];
  shown(modal: string): void;
}

const script = (): HeldInputScript | undefined =>
  typeof window === 'undefined' ? undefined : (window as { __heldInput?: HeldInputScript }).__heldInput;

/** Takes what was typed into the form and whether it was submitted; from now on its own handlers have it. */
export function claimHeldForm(formId: string): HeldForm {
  return script()?.claim(formId) ?? { values: {}, submitted: false };
}

/** The modals the player closed (Escape, the close button) before the app could: to close now, once. */
export function takeHeldCloses(): string[] {
  return script()?.takeCloses() ?? [];
}

/** A modal is shown: the script's hiding of an earlier closed one of that name ends (unless its close is still due). */
export function heldModalShown(modal: string): void {
  script()?.shown(modal);
}
