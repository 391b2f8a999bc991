import { MantineProvider } from "@mantine/core";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { themeNames } from "~/modules/shell/themes";
import { mantineCssVariables, mantineGlobalClasses, mantineHeadCss } from "./mantine-head-styles";
import { mantineThemeFor } from "./mantine-theme";

/** The <style> blocks MantineProvider renders in the page body, by their data-mantine-styles value. */
function providerStyles(props: Record<string, unknown>): Record<string, string> {
  const html = renderToString(createElement(MantineProvider, { forceColorScheme: "light", ...props }, "x"));
  return Object.fromEntries(
    [...html.matchAll(/<style data-mantine-styles="([^"]*)"[^>]*>([\s\S]*?)<\/style>/g)].map((match) => [
      match[1],
      match[2],
    ]),
  );
}

describe("mantineHeadCss", () => {
  it.each(themeNames)("is exactly what MantineProvider renders in the body for the %s theme", (name) => {
    const theme = mantineThemeFor(name);
    const rendered = providerStyles({ theme });
    expect(mantineCssVariables(theme)).toBe(rendered.true);
    expect(mantineGlobalClasses(theme)).toBe(rendered.classes);
    expect(mantineHeadCss(theme)).toBe(`${rendered.true}${rendered.classes}`);
  });

  it("sets the theme's primary colour", () => {
    expect(mantineCssVariables(mantineThemeFor("red"))).toContain("--mantine-primary-color-filled:");
  });

  it("leaves nothing in the body once the provider's own blocks are off", () => {
    const rendered = providerStyles({
      theme: mantineThemeFor("default"),
      withCssVariables: false,
      withGlobalClasses: false,
    });
    expect(rendered).toEqual({});
  });
});
