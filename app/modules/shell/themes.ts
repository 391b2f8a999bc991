// The four site themes (spec section 9). Each names a Mantine palette and the shade used for filled elements and
// links; the shades are chosen so white text on them and them on white both reach WCAG AA (4.5:1).
export const themeNames = ["default", "red", "purple", "gray"] as const;
export type ThemeName = (typeof themeNames)[number];

export const themes: Record<ThemeName, { label: string; color: string; shade: 8 | 9 }> = {
  default: { label: "默认", color: "blue", shade: 8 },
  red: { label: "红色", color: "red", shade: 9 },
  purple: { label: "紫色", color: "grape", shade: 8 },
  gray: { label: "灰色", color: "gray", shade: 8 },
};

export const THEME_COOKIE = "theme";
/** The local-storage mirror of the choice (spec section 3: keys carry the production_ suffix). */
export const THEME_STORAGE_KEY = "theme_production_";

export function parseThemeName(value: unknown): ThemeName {
  return typeof value === "string" && (themeNames as readonly string[]).includes(value)
    ? (value as ThemeName)
    : "default";
}
