import { Image as ChakraImage } from '@chakra-ui/react';
import type { WidgetRenderProps } from '../types';
import type { ImageProps } from '../../generated/types';
import { useText } from '../../renderer/text';
import { evaluate } from '../../renderer/expressions';
import { useScope } from '../../renderer/scope';
import { useServices } from '../../renderer/services';
import { assetSrc } from '../../platform/assets';

/** A site path or an https address (an asset's is a site path): what a document may show, written in it or read from data. */
const SAFE_SRC = /^(\/(?!\/)|https:\/\/)/;

export default function Image({ props }: WidgetRenderProps<ImageProps>) {
  const t = useText();
  const scope = useScope();
  const { brand } = useServices();
  // An address from data (an offer's banner) is checked as the schema checks a written one: anything else
  // (javascript:, a protocol-relative //host) shows nothing rather than a broken or unsafe image.
  const given = typeof props.src === 'string' ? props.src : evaluate(props.src as never, scope);
  // "asset:banner.webp": the file of the version this page renders (src/platform/assets.ts); a name it lacks shows nothing.
  const src = typeof given === 'string' ? assetSrc(given, brand.assets) : undefined;
  if (typeof src !== 'string' || !SAFE_SRC.test(src)) return null;
  const eager = typeof props.eager === 'boolean' ? props.eager : evaluate(props.eager as never, scope) === true;
  return (
    <ChakraImage
      src={src}
      alt={props.decorative ? '' : t(props.alt)}
      width={props.width}
      height={props.height}
      loading={eager ? 'eager' : 'lazy'}
      // The page's first-screen image is its largest paint: fetched ahead of the rest, not after layout (issue 25).
      fetchPriority={eager ? 'high' : undefined}
      maxW="100%"
    />
  );
}
