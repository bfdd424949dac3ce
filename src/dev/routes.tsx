// The pages only `npm run dev` has, as routes beside the brand's (src/shell/router.tsx buildRoutes): main.tsx
// imports this module under import.meta.env.DEV only.
import type { RouteObject } from 'react-router';
import WidgetGallery from './WidgetGallery';
import { WIDGET_GALLERY_PATH } from './widgetGallery';

export const devRoutes = (): RouteObject[] => [{ path: WIDGET_GALLERY_PATH, element: <WidgetGallery /> }];
