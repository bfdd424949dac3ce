import { Image as ChakraImage } from '@chakra-ui/react';
import type { WidgetRenderProps } from '../types';
import type { ImageProps } from '../../generated/types';
import { useText } from '../../renderer/text';

export default function Image({ props }: WidgetRenderProps<ImageProps>) {
  const t = useText();
  return (
    <ChakraImage
      src={props.src}
      alt={props.decorative ? '' : t(props.alt)}
      width={props.width}
      height={props.height}
      loading={props.eager ? 'eager' : 'lazy'}
      maxW="100%"
    />
  );
}
