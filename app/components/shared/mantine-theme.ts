// System fonts only: no web font is downloaded on a slow campus network. Chinese faces first for each platform.
import { createTheme, type MantineThemeOverride } from "@mantine/core";
import { themes, type ThemeName } from "~/modules/shell/themes";

const systemFonts = [
  "-apple-system",
  "BlinkMacSystemFont",
  '"PingFang SC"',
  '"Hiragino Sans GB"',
  '"Microsoft YaHei"',
  '"Noto Sans CJK SC"',
  '"WenQuanYi Micro Hei"',
  '"Segoe UI"',
  "Roboto",
  "Helvetica",
  "Arial",
  "sans-serif",
].join(", ");

const cache = new Map<ThemeName, MantineThemeOverride>();

/** The Mantine theme for a site theme; the primary shade keeps white-on-primary text above 4.5:1. */
export function mantineThemeFor(name: ThemeName): MantineThemeOverride {
  let theme = cache.get(name);
  if (!theme) {
    theme = createTheme({
      fontFamily: systemFonts,
      headings: { fontFamily: systemFonts },
      primaryColor: themes[name].color,
      primaryShade: themes[name].shade,
    });
    cache.set(name, theme);
  }
  return theme;
}
