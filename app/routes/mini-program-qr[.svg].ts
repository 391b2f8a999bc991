// GET /mini-program-qr.svg: the mini-program QR code, drawn on the server (no client JavaScript), cached.
import QRCode from "qrcode";
import { getEnv } from "~/lib/env.server";

let svg: Promise<string> | undefined;

export async function loader() {
  svg ??= QRCode.toString(getEnv().MINI_PROGRAM_URL, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return new Response(await svg, {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
