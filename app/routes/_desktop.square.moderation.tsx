// /square/moderation: the moderation centre's earlier address; it lives in the console now (issue 25). A permanent
// redirect, the query kept (?tab=, ?page=).
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { moderationPaths } from "~/modules/moderation/moderation-paths";

export const loader = ({ request }: LoaderFunctionArgs) =>
  redirect(`${moderationPaths.console}${new URL(request.url).search}`, 301);
