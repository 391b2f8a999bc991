// Serves uploaded images. Names are random and never reused, so they may be cached for a year.
import fs from "node:fs/promises";
import path from "node:path";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { contentTypeByExtension, uploadDirectory } from "~/modules/user/image-upload.server";

export async function loader({ params }: LoaderFunctionArgs) {
  const match = /^[A-Za-z0-9_-]{10,64}\.(png|jpg|gif|webp)$/.exec(params.name ?? "");
  if (!match?.[1]) throw new Response("Not Found", { status: 404 });
  try {
    const bytes = await fs.readFile(path.join(uploadDirectory(), match[0]));
    return new Response(bytes, {
      headers: {
        "Content-Type": contentTypeByExtension[match[1]] ?? "application/octet-stream",
        "Cache-Control": "public, max-age=31536000, immutable",
      },
    });
  } catch {
    throw new Response("Not Found", { status: 404 });
  }
}
