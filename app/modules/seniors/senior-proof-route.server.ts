// The proof image routes' rules: /user/senior/proof/<id>.<ext> (routes/user.senior.proof.$file.ts) for the applicant
// and their school's organisation account — who may see it is senior-applications.server.ts' proofImageFor — and
// /console/seniors/proof/<id> for the operator deciding over it (senior-overrides.server.ts). Both turn the answer
// into the same HTTP response: the image, private and uncached, or the error as text.
import { redirect } from "@remix-run/node";
import { isDomainError } from "~/lib/domain-error";
import { getOptionalUser, loginUrlFor } from "~/modules/auth/require-user.server";
import { requireConsoleUser } from "~/modules/console/require-console-user.server";
import { proofImageFor } from "./senior-applications.server";
import { overrideProofImage } from "./senior-overrides.server";

async function imageResponse(read: () => Promise<{ bytes: Uint8Array; type: string }>): Promise<Response> {
  try {
    const image = await read();
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

export async function serveProofImage(request: Request, file: string): Promise<Response> {
  const match = /^([1-9]\d{0,9})\.(jpg|png)$/.exec(file);
  if (!match) throw new Response("Not Found", { status: 404 });
  const user = await getOptionalUser(request);
  if (!user) throw redirect(loginUrlFor(request));
  return imageResponse(() => proofImageFor(user, Number(match[1])));
}

export async function serveOverrideProofImage(
  request: Request,
  context: { clientIp: string },
  rawId: string,
): Promise<Response> {
  const caller = await requireConsoleUser(request, context, { operator: true });
  if (!/^[1-9]\d{0,9}$/.test(rawId)) throw new Response("Not Found", { status: 404 });
  return imageResponse(() => overrideProofImage(caller, Number(rawId)));
}
