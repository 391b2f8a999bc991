// /user/data/export/<token>.zip: 我的数据's archive to its owner (their session cookie or bearer token) for 24 hours
// after it was built (both trees link here; the .zip ending keeps device routing away). Byte ranges and ETag like
// /media; no login, another user's token, expired or removed → 404 (app/modules/privacy/data-export.server.ts).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { serveDataExportFile } from "~/modules/privacy/data-export.server";

export const loader = ({ request, params }: LoaderFunctionArgs) => serveDataExportFile(request, params.file ?? "");
