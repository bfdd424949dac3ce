// A failure whose message is already the player's text (a widget that submits a form itself maps its
// refusals): FormView shows it on the form. Its own module, so a widget can throw one without loading rjsf.
export class FormProblem extends Error {}
