import { Link as ChakraLink, Image } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { WidgetRenderProps } from '../types';
import type { LogoProps } from '../../generated/types';
import { useScope } from '../../renderer/scope';
import { useServices } from '../../renderer/services';

export default function Logo({ props }: WidgetRenderProps<LogoProps>) {
  const scope = useScope();
  const { pageUrl } = useServices().links;
  const name = String(scope.settings.brandName ?? scope.brand.name);
  return (
    <ChakraLink asChild variant="plain" fontWeight="bold" fontSize={{ base: 'lg', md: 'xl' }} whiteSpace="nowrap" color="accent.fg" aria-label={name}>
      <RouterLink to={pageUrl(props.to)}>
        {props.src ? <Image src={props.src} alt="" height={`${props.height}px`} /> : name}
      </RouterLink>
    </ChakraLink>
  );
}
