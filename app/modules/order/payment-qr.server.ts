import QRCode from "qrcode";

/** WeChat Pay's code_url as an inline SVG QR code (the code_url itself is never shown as a link). */
export async function qrSvg(codeUrl: string): Promise<string> {
  const svg = await QRCode.toString(codeUrl, {
    type: "svg",
    margin: 2,
    errorCorrectionLevel: "M",
  });
  // Decorative inside its labelled <figure> wrapper; the wrapper carries the text alternative.
  return svg.replace("<svg ", '<svg aria-hidden="true" focusable="false" width="232" height="232" ');
}
