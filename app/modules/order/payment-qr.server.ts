import QRCode from "qrcode";

/** The QR code of a code_url as inline SVG (drawn here; the code_url is WeChat Pay's, never shown as a link). */
export async function qrSvg(codeUrl: string): Promise<string> {
  const svg = await QRCode.toString(codeUrl, {
    type: "svg",
    margin: 2,
    errorCorrectionLevel: "M",
  });
  // Decorative inside its labelled <figure> wrapper; the wrapper carries the text alternative.
  return svg.replace("<svg ", '<svg aria-hidden="true" focusable="false" width="232" height="232" ');
}
