// The slice of Chakra UI's default theme this site's first paint uses. Taking defaultConfig would ship every
// recipe of every component (about 40 KB gzip) to every player. A first-render widget names the recipes it uses
// in its props.schema.json ("x-recipes"; gen collects them in src/generated/chakraRecipes.ts); a widget that loads
// later passes its recipe as the component's recipe prop from its own folder (Table, TopWins, TournamentDetails:
// table; TopWins: tabs; GhostModeToggle: switch; the dialogs; the forms' checkbox), so that recipe loads with it
// (issue 25). Keys are the names Chakra's components look their recipe up by.
import { defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles, breakpoints, globalCss, keyframes, layerStyles, semanticTokens, textStyles, tokens,
  buttonRecipe, headingRecipe, linkRecipe, spinnerRecipe, iconRecipe, separatorRecipe,
} from '@chakra-ui/react/theme';
import { widgetRecipes, widgetSlotRecipes } from '../generated/chakraRecipes';
import { UNUSED_PALETTES } from './palettes';

export { UNUSED_PALETTES };
const withoutUnused = <T extends Record<string, unknown>>(group: T) =>
  Object.fromEntries(Object.entries(group).filter(([name]) => !UNUSED_PALETTES.includes(name))) as T;

/**
 * The configs createSystem merges with the brand's (src/shell/theme.ts); merged there once, not here at
 * load as well: each merge clones every token.
 */
export const siteThemeConfigs = [
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    cssVarsPrefix: 'chakra',
    cssVarsRoot: ':where(html, .chakra-theme)',
    globalCss,
    theme: {
      breakpoints,
      keyframes,
      tokens: { ...tokens, colors: withoutUnused(tokens.colors) },
      semanticTokens: { ...semanticTokens, colors: withoutUnused(semanticTokens.colors) },
      textStyles,
      layerStyles,
      animationStyles,
      // The shell's own (the layout's links, the page's and the error's headings and buttons) and the ones
      // Chakra's components render inside themselves (a loading Button's Spinner, CloseButton's Icon, Separator).
      recipes: { ...widgetRecipes, button: buttonRecipe, heading: headingRecipe, link: linkRecipe, spinner: spinnerRecipe, icon: iconRecipe, separator: separatorRecipe },
      slotRecipes: { ...widgetSlotRecipes },
    },
  }),
];
