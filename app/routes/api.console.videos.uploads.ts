// POST /api/console/videos/uploads: a new resumable upload (tus creation); OPTIONS: what the server supports.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { handleVideoUpload } from "~/modules/video-library/video-uploads.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => handleVideoUpload(request, context);

export const action = ({ request, context }: ActionFunctionArgs) => handleVideoUpload(request, context);
