// /console/seniors/proof/<application id>: a 学长学姐 application's proof image for the operator deciding over it
// (学长学姐认证); anyone else is refused by the console's rule. Never cached by shared caches.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { serveOverrideProofImage } from "~/modules/seniors/senior-proof-route.server";

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  serveOverrideProofImage(request, context, params.id ?? "");
