import { Link as ChakraLink, Image } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { WidgetRenderProps } from '../types';
import type { LogoProps } from '../../generated/types';
import { useScope } from '../../renderer/scope';
import { useServices } from '../../renderer/services';
import { assetSrc } from '../../platform/assets';

export default function Logo({ props }: WidgetRenderProps<LogoProps>) {
  const scope = useScope();
  const { links, brand } = useServices();
  const name = String(scope.settings.brandName ?? scope.brand.name);
  // "asset:logo.svg": the file of the version this page renders (src/platform/assets.ts).
  const src = props.src ? assetSrc(props.src, brand.assets) : undefined;
  return (
    <ChakraLink asChild variant="plain" fontWeight="bold" fontSize={{ base: 'lg', md: 'xl' }} whiteSpace="nowrap" color="accent.fg" aria-label={name}>
      <RouterLink to={links.pageUrl(props.to)}>
        {src ? <Image src={src} alt="" height={`${props.height}px`} width={props.width ? `${props.width}px` : undefined} objectFit="contain" /> : name}
      </RouterLink>
    </ChakraLink>
  );
}
