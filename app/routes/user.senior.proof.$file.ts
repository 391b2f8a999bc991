// /user/senior/proof/<application id>.<jpg|png>: a 学长学姐 application's proof image, to the applicant and their
// school's organisation account only (docs/decisions/0033); anybody else 403, no such application 404, a guest is sent
// to log in. Never cached by shared caches. The extension keeps device routing away (both trees link here).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { serveProofImage } from "~/modules/seniors/senior-proof-route.server";

export const loader = ({ request, params }: LoaderFunctionArgs) => serveProofImage(request, params.file ?? "");
