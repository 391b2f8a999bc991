// /question/zmtCourse/paper/<id>.pdf?exp=&sub=&sig=[&dl=1]: an uploaded 自命题 paper to the holder of a signed link
// minted by the shelf (both trees link here; the .pdf ending keeps device routing away). Byte ranges like /media;
// unsigned, expired, tampered or someone else's link → 403 in Chinese (app/modules/question/zmt/zmt-papers.server.ts).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { serveZmtPaperFile } from "~/modules/question/zmt/zmt-papers.server";

export const loader = ({ request, params }: LoaderFunctionArgs) => serveZmtPaperFile(request, params.file ?? "");
