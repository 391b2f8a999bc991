// System fonts only: no web font is downloaded on a slow campus network. Chinese faces first for each platform.
import { createTheme } from "@mantine/core";

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

export const mantineTheme = createTheme({
  fontFamily: systemFonts,
  headings: { fontFamily: systemFonts },
  primaryColor: "blue",
  // Darker shades keep white text on primary buttons above 4.5:1.
  primaryShade: 8,
});
