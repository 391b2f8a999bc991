import { describe, expect, it } from "vitest";
import { findPdfFont } from "./paper-pdf.server";

describe("finding the Chinese font", () => {
  const only =
    (...paths: string[]) =>
    (path: string) =>
      paths.includes(path);

  it("takes PDF_FONT_PATH (and PDF_FONT_FACE for a collection) when set, and nothing when that file is missing", () => {
    expect(findPdfFont({ PDF_FONT_PATH: "/fonts/a.ttf" }, only("/fonts/a.ttf"))).toEqual({
      path: "/fonts/a.ttf",
      face: undefined,
      monoFace: undefined,
    });
    expect(
      findPdfFont({ PDF_FONT_PATH: "/fonts/b.ttc", PDF_FONT_FACE: "B-Regular" }, only("/fonts/b.ttc")),
    ).toMatchObject({ face: "B-Regular" });
    expect(
      findPdfFont({ PDF_FONT_PATH: "/fonts/none.ttf" }, only("/usr/share/fonts/truetype/wqy/wqy-microhei.ttc")),
    ).toBeNull();
  });

  it("else the Debian packages' files in order, WenQuanYi Micro Hei first; none: null", () => {
    expect(
      findPdfFont(
        {},
        only("/usr/share/fonts/truetype/wqy/wqy-microhei.ttc", "/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc"),
      ),
    ).toMatchObject({ face: "WenQuanYiMicroHei" });
    expect(findPdfFont({}, only("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"))).toMatchObject({
      face: "NotoSansCJKsc-Regular",
    });
    expect(findPdfFont({}, only())).toBeNull();
  });
});
