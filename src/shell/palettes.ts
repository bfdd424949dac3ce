// Chakra UI 3's own colour palettes, and the ones the site leaves out of its theme (src/shell/chakraConfig.ts): no
// widget or recipe uses them, and every token costs time when the system is made in the browser (issue 12: total
// blocking time). No imports: `brand validate` (src/brand/check-theme.ts) reads it to know which palettes a brand
// may name without declaring them.
export const CHAKRA_PALETTES = ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink'] as const;
export const UNUSED_PALETTES: readonly string[] = ['yellow', 'teal', 'cyan', 'purple', 'pink'];
/** What a brand's theme.json may name without declaring it: Chakra's palettes the site keeps. */
export const SITE_PALETTES: readonly string[] = CHAKRA_PALETTES.filter((p) => !UNUSED_PALETTES.includes(p));
