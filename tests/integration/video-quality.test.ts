// 标清 / 高清 (issue 26) on SQLite and PostgreSQL: a demo lesson's play grant carries both renditions (its file is
// 高清, 视频库 lists its 360p file), the page's player starts in 标清 for Save-Data or a 2G/3G or slow connection and
// in the remembered choice whatever the hints say; POST /video-quality remembers the choice and goes back to a path
// of this site only.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { playerSources } from "~/modules/video/video-sources.server";
import { action } from "~/routes/video-quality";
import { callApi } from "../support/api-client";
import { loginDemo, seedDemo } from "./course-fixtures";

let token: string;
let paperVideoId: number;

beforeAll(async () => {
  await seedDemo();
  token = (await loginDemo("13800000001")).token;
  const row = await db
    .selectFrom("paper_videos")
    .innerJoin("video_assets", "video_assets.hd_key", "paper_videos.media_key")
    .select("paper_videos.id")
    .where("paper_videos.free_preview", "=", 1)
    .where("paper_videos.published", "=", 1)
    .executeTakeFirstOrThrow();
  paperVideoId = row.id;
});

const page = (headers: Record<string, string> = {}) =>
  new Request("http://localhost/trueQuesExplanation/videoPlay", { headers });

describe("标清 / 高清", () => {
  it("grants a demo lesson with both renditions, 标清 first, each signed", async () => {
    const grant = await callApi("GET", `/api/TrueQuestionVideo/playurl?id=${paperVideoId}`, { token });
    expect(grant.status).toBe(200);
    const { url, renditions } = grant.body.result as {
      url: string;
      renditions: { quality: string; label: string; url: string }[];
    };
    expect(renditions.map((r) => [r.quality, r.label])).toEqual([
      ["sd", "标清"],
      ["hd", "高清"],
    ]);
    expect(renditions[1]!.url).toBe(url);
    expect(renditions[0]!.url).toMatch(/\/media\/demo\/lessons\/.+\.360p\.mp4\?exp=/);
  });

  it("starts in 标清 for a slow or saving network, in 高清 otherwise, and in the viewer's choice above all", async () => {
    const grant = (await callApi("GET", `/api/TrueQuestionVideo/playurl?id=${paperVideoId}`, { token })).body.result;
    const start = (headers: Record<string, string>) => playerSources(grant, page(headers));
    expect(start({}).quality).toBe("hd");
    expect(start({}).src).toBe(grant.url);
    expect(start({ "save-data": "on" })).toMatchObject({ quality: "sd", src: grant.renditions[0].url });
    expect(start({ ect: "3g" }).quality).toBe("sd");
    expect(start({ downlink: "0.4" }).quality).toBe("sd");
    expect(start({ ect: "4g", downlink: "10" }).quality).toBe("hd");
    expect(start({ cookie: "video_quality=hd", "save-data": "on" }).quality).toBe("hd");
    expect(start({ cookie: "video_quality=sd" }).quality).toBe("sd");
    // One file only: no switch, whatever the hints.
    expect(playerSources({ url: "/media/x.mp4", renditions: [] }, page({ "save-data": "on" }))).toEqual({
      src: "/media/x.mp4",
      renditions: [],
      quality: "hd",
    });
  });

  it("remembers the choice for a year and goes back to a path of this site only", async () => {
    const post = (fields: Record<string, string>) =>
      action({
        request: new Request("http://localhost/video-quality", {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(fields),
        }),
        params: {},
        context: { clientIp: "127.0.0.1" },
      } as never);
    const chosen = await post({ quality: "sd", back: "/mobile/trueQuesExplanation/videvPlay?id=3" });
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get("location")).toBe("/mobile/trueQuesExplanation/videvPlay?id=3");
    expect(chosen.headers.get("set-cookie")).toMatch(/^video_quality=sd; Max-Age=31536000; Path=\/; SameSite=Lax$/);
    for (const back of ["//evil.example/x", "https://evil.example", "/\\evil.example", "javascript:alert(1)"]) {
      expect((await post({ quality: "hd", back })).headers.get("location")).toBe("/");
    }
    // The form under a player sends no path: its page is the Referer (this site's only).
    const fromPage = (referer: string) =>
      action({
        request: new Request("http://localhost/video-quality", {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", referer },
          body: new URLSearchParams({ quality: "hd" }),
        }),
        params: {},
        context: { clientIp: "127.0.0.1" },
      } as never);
    expect((await fromPage("http://localhost/course/player?id=2&videoId=5")).headers.get("location")).toBe(
      "/course/player?id=2&videoId=5",
    );
    expect((await fromPage("https://evil.example/x")).headers.get("location")).toBe("/");
    const junk = await post({ quality: "4k", back: "/course" });
    expect(junk.headers.get("set-cookie")).toBeNull();
    expect(junk.headers.get("location")).toBe("/course");
  });
});
