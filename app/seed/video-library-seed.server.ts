// 视频库's demo rows (issue 26): the eight demo lessons as ready videos with both renditions — the lesson file is
// 高清, its 360p file 标清 (demo-media made both) — so the courses, paper videos and lives that play them offer the
// 标清 / 高清 switch like an uploaded video. Without ffmpeg the samples stand in and there is nothing to list.
import fs from "node:fs/promises";
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { mediaFile } from "~/modules/video-library/video-files.server";
import type { DemoMedia } from "./demo-media/demo-media.server";

const sizeOf = (key: string) =>
  fs.stat(mediaFile(key)).then(
    (stat) => stat.size,
    () => 0,
  );

export async function seedDemoVideoLibrary(db: Kysely<Database>, media: DemoMedia, now: number): Promise<void> {
  for (const video of media.library()) {
    const [hdSize, sdSize] = await Promise.all([sizeOf(video.key), sizeOf(video.sdKey)]);
    await db
      .insertInto("video_assets")
      .values({
        title: video.title,
        file_name: video.key.split("/").at(-1) ?? video.key,
        origin: "demo",
        status: "ready",
        progress: 100,
        error: null,
        source_key: null,
        source_size: hdSize,
        duration_seconds: video.durationSeconds,
        width: 960,
        height: 540,
        poster_key: null,
        hd_key: video.key,
        sd_key: video.sdKey,
        hd_size: hdSize,
        sd_size: sdSize,
        job_id: null,
        heartbeat_at: null,
        processing_ms: null,
        uploaded_by_user_id: null,
        created_at: now,
        updated_at: now,
      })
      .onConflict((conflict) => conflict.column("hd_key").doNothing())
      .execute();
  }
}
