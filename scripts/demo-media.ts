// npm run demo-media (and the last step of `npm run build`) — makes the demo posters and lesson videos under
// MEDIA_DIR/demo where they are missing (docs/decisions/0037-demo-media.md), so the first start (and every test server)
// finds them instead of encoding while it seeds. Without ffmpeg or a Chinese font it says what stands in and succeeds.
import { prepareDemoMedia } from "~/seed/demo-media/demo-media.server";

const { media, posters, videos, bytes, milliseconds } = await prepareDemoMedia();
console.log(
  `[media] demo media: posters ${media.posters} (${posters.made} made, ${posters.found} found), lessons ${media.videos} ` +
    `(${videos.made} made, ${videos.found} found), ${(bytes / 1_048_576).toFixed(1)} MB, ${(milliseconds / 1000).toFixed(1)} s`,
);
