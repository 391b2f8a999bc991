// The carousel's slides on SQLite and PostgreSQL: GET /api/System/slide-show and GET /api/HomePage/slide-shows
// (public, the same list), active slides only, inside their time window, in order; the demo seed is idempotent.
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { listActiveSlides } from "~/modules/slide/slide.server";
import { demoSlides, seedDemoSlides } from "~/seed/slides";
import { callApi } from "../support/api-client";

const HOUR = 3_600_000;

async function addSlide(values: {
  title: string;
  sort?: number;
  active?: 0 | 1;
  startsAt?: number | null;
  endsAt?: number | null;
}) {
  await db
    .insertInto("slides")
    .values({
      title: values.title,
      image_url: `/slides/${encodeURIComponent(values.title)}.svg`,
      link_url: "/question",
      alt: `${values.title}（图片）`,
      sort_order: values.sort ?? 0,
      active: values.active ?? 1,
      starts_at: values.startsAt ?? null,
      ends_at: values.endsAt ?? null,
      created_at: Date.now(),
    })
    .execute();
}

const titles = (items: Array<{ title: string }>) => items.map((item) => item.title);

beforeEach(async () => {
  await db.deleteFrom("slides").execute();
});

describe("the demo slides", () => {
  it("are seeded once, whatever the number of runs, and shown in their order", async () => {
    await seedDemoSlides(db);
    await seedDemoSlides(db);
    const { body } = await callApi("GET", "/api/HomePage/slide-shows");
    expect(titles(body.result.items)).toEqual(demoSlides.map((slide) => slide.title));
    expect(body.result.items[0]).toEqual({
      id: expect.any(Number),
      title: "2027 考研全程规划",
      imageUrl: "/slides/plan-2027.svg",
      linkUrl: "/policy",
      alt: expect.stringContaining("2027 考研全程规划"),
      sort: 10,
    });
  });

  it("a re-seed keeps an operator's deactivation", async () => {
    await seedDemoSlides(db);
    await db.updateTable("slides").set({ active: 0 }).where("image_url", "=", "/slides/english-one.svg").execute();
    await seedDemoSlides(db);
    expect(titles(await listActiveSlides())).not.toContain("英语一真题精讲");
    expect(await db.selectFrom("slides").select("id").execute()).toHaveLength(demoSlides.length);
  });
});

describe.each(["/api/System/slide-show", "/api/HomePage/slide-shows"])("GET %s", (path) => {
  it("is public and lists active slides by sort order, then id", async () => {
    await addSlide({ title: "第三", sort: 30 });
    await addSlide({ title: "第一", sort: 10 });
    await addSlide({ title: "第二甲", sort: 20 });
    await addSlide({ title: "第二乙", sort: 20 });
    const { status, body } = await callApi("GET", path, { ip: "198.51.100.7" }); // off campus, not logged in
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(titles(body.result.items)).toEqual(["第一", "第二甲", "第二乙", "第三"]);
  });

  it("hides inactive slides", async () => {
    await addSlide({ title: "上架", sort: 1 });
    await addSlide({ title: "下架", sort: 2, active: 0 });
    const { body } = await callApi("GET", path);
    expect(titles(body.result.items)).toEqual(["上架"]);
  });

  it("respects the time window: from starts_at (inclusive) until ends_at (exclusive)", async () => {
    const now = Date.now();
    await addSlide({ title: "进行中", sort: 1, startsAt: now - HOUR, endsAt: now + HOUR });
    await addSlide({ title: "未开始", sort: 2, startsAt: now + HOUR });
    await addSlide({ title: "已结束", sort: 3, endsAt: now - 1 });
    await addSlide({ title: "只有开始", sort: 4, startsAt: now - HOUR });
    await addSlide({ title: "只有结束", sort: 5, endsAt: now + HOUR });
    const { body } = await callApi("GET", path);
    expect(titles(body.result.items)).toEqual(["进行中", "只有开始", "只有结束"]);
  });

  it("answers an empty list when nothing is active", async () => {
    const { status, body } = await callApi("GET", path);
    expect(status).toBe(200);
    expect(body.result).toEqual({ items: [] });
  });

  it("refuses other methods (405)", async () => {
    const { status } = await callApi("POST", path, { body: {} });
    expect(status).toBe(405);
  });
});

describe("listActiveSlides at a given time", () => {
  it("includes a slide exactly at starts_at and excludes it exactly at ends_at", async () => {
    const t = 1_800_000_000_000;
    await addSlide({ title: "窗口", startsAt: t, endsAt: t + HOUR });
    expect(titles(await listActiveSlides(t - 1))).toEqual([]);
    expect(titles(await listActiveSlides(t))).toEqual(["窗口"]);
    expect(titles(await listActiveSlides(t + HOUR - 1))).toEqual(["窗口"]);
    expect(titles(await listActiveSlides(t + HOUR))).toEqual([]);
  });
});
