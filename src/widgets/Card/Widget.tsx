import { Card as ChakraCard } from '@chakra-ui/react';
import type { WidgetRenderProps } from '../types';
import type { CardProps } from '../../generated/types';
import { useText } from '../../renderer/text';

export default function Card({ props, children }: WidgetRenderProps<CardProps>) {
  const t = useText();
  return (
    <ChakraCard.Root variant="outline" bg="bg.panel">
      <ChakraCard.Body p={props.padding} gap={2}>
        {props.title && <ChakraCard.Title as={`h${props.level}` as 'h3'}>{t(props.title)}</ChakraCard.Title>}
        {props.text && <ChakraCard.Description>{t(props.text)}</ChakraCard.Description>}
        {children}
      </ChakraCard.Body>
    </ChakraCard.Root>
  );
}
