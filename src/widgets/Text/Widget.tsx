import { Text as ChakraText } from '@chakra-ui/react';
import type { WidgetRenderProps } from '../types';
import type { TextProps } from '../../generated/types';
import { useText } from '../../renderer/text';
import { useTextValues } from '../../renderer/useTextValues';

const toneColor = { default: undefined, muted: 'fg.muted', danger: 'fg.error', success: 'fg.success' } as const;

export default function Text({ props }: WidgetRenderProps<TextProps>) {
  const t = useText();
  const values = useTextValues(props.values, props.formats);
  const paragraphs = t(props.text, values).split(/\n\s*\n/);
  const text = (
    <>
      {paragraphs.map((p, i) => (
        <ChakraText key={i} color={toneColor[props.tone]} fontSize={props.size} textAlign={props.align} whiteSpace="pre-line" overflowWrap={props.breakAnywhere ? 'anywhere' : undefined}>
          {p}
        </ChakraText>
      ))}
    </>
  );
  // A status (a step that is busy, a result) is announced by screen readers when it appears.
  return props.status ? <div role="status" aria-live="polite">{text}</div> : text;
}
