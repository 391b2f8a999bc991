// The proof image route's rules (routes/user.senior.proof.$file.ts): who may see it is senior-applications.server.ts'
// proofImageFor; this turns its answer into the HTTP response (the image, private and uncached, or the error page).
import { redirect } from "@remix-run/node";
import { isDomainError } from "~/lib/domain-error";
import { getOptionalUser, loginUrlFor } from "~/modules/auth/require-user.server";
import { proofImageFor } from "./senior-applications.server";

export async function serveProofImage(request: Request, file: string): Promise<Response> {
  const match = /^([1-9]\d{0,9})\.(jpg|png)$/.exec(file);
  if (!match) throw new Response("Not Found", { status: 404 });
  const user = await getOptionalUser(request);
  if (!user) throw redirect(loginUrlFor(request));
  try {
    const image = await proofImageFor(user, Number(match[1]));
    return new Response(Buffer.from(image.bytes), {
      headers: {
        "Content-Type": image.type,
        "Cache-Control": "private, no-store",
        "Content-Disposition": "inline",
        "X-Content-Type-Options": "nosniff",
      },
    });
  } catch (error) {
    if (isDomainError(error))
      throw new Response(error.message, {
        status: error.status,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
    throw error;
  }
}
