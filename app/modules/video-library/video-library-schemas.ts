// The forms of 视频库: the upload's title (plain form and resumable upload alike) and a video's id. One schema each,
// used on the server and by @mantine/form in the browser. Client-safe.
import { z } from "zod";
import { idField, textField } from "~/lib/validation/input-fields";
import { VIDEO_TITLE_MAX, videoLibraryMessages as m } from "./video-library-messages";

export const videoUploadSchema = z.object({
  title: textField({ required: m.titleRequired, max: [VIDEO_TITLE_MAX, m.titleTooLong] }),
});

export type VideoUploadInput = z.infer<typeof videoUploadSchema>;

export const videoIdSchema = z.object({ id: idField(m.idInvalid) });
