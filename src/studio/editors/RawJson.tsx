// A value edited as JSON text: what the builders cannot show, and a node's nested lists. Text that is not JSON
// stays in the box with a message and changes nothing; the document only ever gets parsed JSON.
import { useEffect, useId, useState } from 'react';
import { Field, Textarea } from '@chakra-ui/react';

export interface RawJsonProps {
  label: string;
  value: unknown;
  /** Called with the parsed value; undefined when the box is emptied. */
  onChange(next: unknown): void;
  errors?: string[];
  rows?: number;
}

const show = (value: unknown) => (value === undefined ? '' : JSON.stringify(value, null, 2));

export function RawJson({ label, value, onChange, errors = [], rows = 4 }: RawJsonProps) {
  const id = useId();
  const [text, setText] = useState(() => show(value));
  const [parseError, setParseError] = useState<string>();
  // A new value from outside (an undo, the builder) replaces the text, unless the text already means it.
  useEffect(() => {
    setText((current) => {
      try { if (current.trim() !== '' && JSON.stringify(JSON.parse(current)) === JSON.stringify(value)) return current; } catch { /* shown below */ }
      return show(value);
    });
    setParseError(undefined);
  }, [value]);
  const all = parseError ? [parseError, ...errors] : errors;
  return (
    <Field.Root invalid={all.length > 0}>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <Textarea
        id={id}
        fontFamily="mono"
        fontSize="sm"
        rows={rows}
        value={text}
        spellCheck={false}
        aria-describedby={all.length ? `${id}-error` : undefined}
        onChange={(e) => {
          const next = e.target.value;
          setText(next);
          if (next.trim() === '') { setParseError(undefined); onChange(undefined); return; }
          try {
            const parsed: unknown = JSON.parse(next);
            setParseError(undefined);
            onChange(parsed);
          } catch (error) {
            setParseError(`Not valid JSON: ${(error as Error).message}`);
          }
        }}
      />
      {all.length > 0 && <Field.ErrorText id={`${id}-error`} role="alert">{all.join(' ')}</Field.ErrorText>}
    </Field.Root>
  );
}
