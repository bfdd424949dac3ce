// A server-rendered form takes over what the player typed and sent before the app hydrated the page (issue 24;
// public/held-input.js held it, src/ssr/heldInput.ts hands it over): once, when its fields are there.
import { useEffect, useRef, useState } from 'react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { claimHeldForm } from '../ssr/heldInput';
import { heldFormData } from './heldValues';

export interface HeldFormTarget {
  formId: string;
  /** The fields are rendered (their sources loaded). */
  ready: boolean;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  /** Puts the typed values into the form's data. */
  adopt: (typed: Record<string, unknown>) => void;
  /** Sends the form as its submit button does (validation first). */
  submit: () => void;
}

/** The typed values become the form's data; a held submit is sent after, once, with them (the next commit has them). */
export function useHeldForm({ formId, ready, schema, uiSchema, adopt, submit }: HeldFormTarget): void {
  const claimed = useRef(false);
  const [replay, setReplay] = useState(false);
  useEffect(() => {
    if (!ready || claimed.current) return;
    claimed.current = true;
    const held = claimHeldForm(formId);
    const typed = heldFormData(held.values, schema, uiSchema, formId);
    if (Object.keys(typed).length) adopt(typed);
    if (held.submitted) setReplay(true);
  }, [ready]); // eslint-disable-line react-hooks/exhaustive-deps -- once, when the form is ready: what was typed before hydration is claimed a single time
  useEffect(() => {
    if (!replay) return;
    setReplay(false);
    submit();
  }, [replay]); // eslint-disable-line react-hooks/exhaustive-deps -- submit is a new function each render: the held submit is replayed once, when asked
}
