import { Heading as ChakraHeading } from '@chakra-ui/react';
import type { WidgetRenderProps } from '../types';
import type { HeadingProps } from '../../generated/types';
import { useText } from '../../renderer/text';
import { useTextValues } from '../../renderer/useTextValues';

const sizeByLevel = ['3xl', '2xl', 'xl', 'lg', 'md', 'sm'] as const;

export default function Heading({ props }: WidgetRenderProps<HeadingProps>) {
  const t = useText();
  const level = props.level;
  const values = useTextValues(props.values, props.formats);
  return (
    <ChakraHeading as={`h${level}` as 'h2'} size={props.size ?? sizeByLevel[level - 1]}>
      {t(props.text, values)}
    </ChakraHeading>
  );
}
