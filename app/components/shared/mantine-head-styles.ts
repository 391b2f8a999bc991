// The two <style> blocks MantineProvider would render at the top of <body> — the theme's CSS variables (only those
// that differ from Mantine's defaults, on :root) and the hiddenFrom/visibleFrom breakpoint classes — as one stylesheet
// for a <style> in <head> (root.tsx renders MantineProvider with withCssVariables and withGlobalClasses off). A <style>
// in <body> is not conforming HTML (docs/decisions/0015-conforming-html.md). Built from Mantine's exported helpers the
// way Mantine 7.17's MantineCssVariables and MantineClasses build them; mantine-head-styles.test.tsx checks that the
// result is exactly what MantineProvider renders, so a Mantine upgrade that changes either fails a test.
import {
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  em,
  keys,
  mergeMantineTheme,
  px,
  type ConvertCSSVariablesInput,
  type MantineTheme,
  type MantineThemeOverride,
} from "@mantine/core";

const mantineDefaults = defaultCssVariablesResolver(DEFAULT_THEME);

/** Mantine's `deduplicateCssVariables` on :root: only the variables a theme changes (the defaults are in styles.css). */
function withoutDefaults(input: ConvertCSSVariablesInput): ConvertCSSVariablesInput {
  const cleaned: ConvertCSSVariablesInput = { variables: {}, light: {}, dark: {} };
  for (const group of ["variables", "light", "dark"] as const) {
    for (const key of keys(input[group])) {
      if (mantineDefaults[group][key] !== input[group][key]) cleaned[group][key] = input[group][key]!;
    }
  }
  return cleaned;
}

/** What MantineClasses renders: the classes behind the hiddenFrom/visibleFrom props, one pair per breakpoint. */
function breakpointClasses(theme: MantineTheme): string {
  return keys(theme.breakpoints).reduce((css, breakpoint) => {
    const value = theme.breakpoints[breakpoint]!;
    const isPx = value.includes("px");
    const pxValue = px(value) as number;
    const below = isPx ? `${pxValue - 0.1}px` : em(pxValue - 0.1);
    const from = isPx ? `${pxValue}px` : em(pxValue);
    return (
      `${css}@media (max-width: ${below}) {.mantine-visible-from-${breakpoint} {display: none !important;}}` +
      `@media (min-width: ${from}) {.mantine-hidden-from-${breakpoint} {display: none !important;}}`
    );
  }, "");
}

/** The CSS variables block MantineProvider renders for `override` (with its defaults: :root, deduplicated). */
export function mantineCssVariables(override: MantineThemeOverride): string {
  return convertCssVariables(
    withoutDefaults(defaultCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, override))),
    ":root",
  );
}

/** The breakpoint classes MantineProvider renders for `override`. */
export function mantineGlobalClasses(override: MantineThemeOverride): string {
  return breakpointClasses(mergeMantineTheme(DEFAULT_THEME, override));
}

const cache = new WeakMap<MantineThemeOverride, string>();

/** Both blocks as one stylesheet, for the document's <head> (placed after Mantine's styles.css, as before). */
export function mantineHeadCss(override: MantineThemeOverride): string {
  let css = cache.get(override);
  if (css === undefined) {
    css = `${mantineCssVariables(override)}${mantineGlobalClasses(override)}`;
    cache.set(override, css);
  }
  return css;
}
