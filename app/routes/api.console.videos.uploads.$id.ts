// HEAD /api/console/videos/uploads/:id: how much of the upload arrived; PATCH: the next bytes (the last one answers
// with the new video, or why it was refused); DELETE: give it up (tus core, creation and termination).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { handleVideoUpload } from "~/modules/video-library/video-uploads.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => handleVideoUpload(request, context);

export const action = ({ request, context }: ActionFunctionArgs) => handleVideoUpload(request, context);
