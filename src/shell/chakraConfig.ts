// The slice of Chakra UI's default theme this site uses. Taking defaultConfig would ship every
// recipe of every component (about 40 KB gzip) to every player; instead a widget that uses a new
// Chakra component adds its recipe here. Keys are the names Chakra's components look their recipe up by.
import { defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  animationStyles, breakpoints, globalCss, keyframes, layerStyles, semanticTokens, textStyles, tokens,
  buttonRecipe, headingRecipe, linkRecipe, spinnerRecipe, skeletonRecipe, iconRecipe, separatorRecipe,
  cardSlotRecipe, dialogSlotRecipe, nativeSelectSlotRecipe, fieldSlotRecipe, inputRecipe, checkboxSlotRecipe, checkmarkRecipe,
  badgeRecipe, tableSlotRecipe, tabsSlotRecipe, switchSlotRecipe,
} from '@chakra-ui/react/theme';

export const siteThemeConfig = mergeConfigs(
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    cssVarsPrefix: 'chakra',
    cssVarsRoot: ':where(html, .chakra-theme)',
    globalCss,
    theme: {
      breakpoints,
      keyframes,
      tokens,
      semanticTokens,
      textStyles,
      layerStyles,
      animationStyles,
      recipes: { button: buttonRecipe, heading: headingRecipe, link: linkRecipe, spinner: spinnerRecipe, skeleton: skeletonRecipe, icon: iconRecipe, separator: separatorRecipe, input: inputRecipe, checkmark: checkmarkRecipe, badge: badgeRecipe },
      slotRecipes: { card: cardSlotRecipe, dialog: dialogSlotRecipe, nativeSelect: nativeSelectSlotRecipe, field: fieldSlotRecipe, checkbox: checkboxSlotRecipe, table: tableSlotRecipe, tabs: tabsSlotRecipe, switch: switchSlotRecipe },
    },
  }),
);
