// The part of pdfkit's API the paper PDF and the usage report's PDF use (pdfkit ships no types;
// docs/decisions/0018-paper-pdf.md).
declare module "pdfkit" {
  interface TextOptions {
    width?: number;
    align?: "left" | "center" | "right" | "justify";
    continued?: boolean;
    lineGap?: number;
    paragraphGap?: number;
    indent?: number;
    underline?: boolean;
    oblique?: boolean | number;
    fill?: boolean;
    stroke?: boolean;
    characterSpacing?: number;
    height?: number;
    ellipsis?: boolean | string;
    lineBreak?: boolean;
  }
  interface DocumentOptions {
    size?: string | [number, number];
    margins?: { top: number; bottom: number; left: number; right: number };
    info?: Record<string, string | Date>;
    lang?: string;
    displayTitle?: boolean;
    autoFirstPage?: boolean;
    compress?: boolean;
    bufferPages?: boolean;
    pdfVersion?: string;
    tagged?: boolean;
    font?: string | null;
  }
  class PDFDocument {
    constructor(options?: DocumentOptions);
    x: number;
    y: number;
    page: {
      width: number;
      height: number;
      margins: { top: number; bottom: number; left: number; right: number };
      maxY(): number;
    };
    registerFont(name: string, src: string | Buffer | Uint8Array, family?: string): this;
    font(name: string, size?: number): this;
    fontSize(size: number): this;
    fillColor(color: string): this;
    strokeColor(color: string): this;
    lineWidth(width: number): this;
    text(text: string, options?: TextOptions): this;
    text(text: string, x?: number, y?: number, options?: TextOptions): this;
    heightOfString(text: string, options?: TextOptions): number;
    widthOfString(text: string, options?: TextOptions): number;
    moveDown(lines?: number): this;
    addPage(options?: DocumentOptions): this;
    moveTo(x: number, y: number): this;
    lineTo(x: number, y: number): this;
    stroke(): this;
    /** An SVG path's d, drawn in the current coordinates. */
    path(d: string): this;
    save(): this;
    restore(): this;
    translate(x: number, y: number): this;
    bufferedPageRange(): { start: number; count: number };
    switchToPage(index: number): this;
    on(event: "data", listener: (chunk: Buffer) => void): this;
    on(event: "end", listener: () => void): this;
    on(event: "error", listener: (error: Error) => void): this;
    end(): void;
    /** Internal: the current font (an embedded font wraps fontkit's). */
    _font?: { font?: { hasGlyphForCodePoint?(codePoint: number): boolean } };
  }
  export default PDFDocument;
}
