// GET /api/Search through the real dispatcher on SQLite and PostgreSQL, against the demo data: the overview (全部) and
// one kind's pages agree with each other, keywords are matched literally (LIKE's % and _ are not wildcards), bad input
// gets the Chinese messages, and an off-campus guest is refused like on every browse page.
import { beforeAll, describe, expect, it } from "vitest";
import { searchKinds } from "~/modules/search/search-config";
import { searchMessages as m } from "~/modules/search/search-messages";
import { callApi } from "../support/api-client";
import { IP, loginDemo, seedDemo, VISITOR } from "./course-fixtures";

const campus = { ip: IP.demoCampus, headers: { cookie: `appuuid=${VISITOR}` } };
const search = (query: string, options: { ip?: string; headers?: Record<string, string>; token?: string } = campus) =>
  callApi("GET", `/api/Search?${query}`, options);

interface Hit {
  kind: string;
  id: number;
  title: string;
  summary: string;
  facts: string[];
}
interface Result {
  keyword: string;
  scope: string;
  totals: Record<string, number>;
  groups: Array<{ kind: string; total: number; hits: Hit[] }>;
  page: number;
  rows: number;
  total: number;
  hits: Hit[];
}
const resultOf = (body: { result: unknown }) => body.result as Result;
const keyword = (text: string) => `keyword=${encodeURIComponent(text)}`;

beforeAll(async () => {
  await seedDemo();
});

describe("GET /api/Search", () => {
  it("finds 政治 in several kinds, and the overview's groups are each kind's first hits", async () => {
    const { status, body } = await search(keyword("政治"));
    expect(status).toBe(200);
    const result = resultOf(body);
    expect(result.scope).toBe("all");
    const found = Object.entries(result.totals)
      .filter(([, total]) => total > 0)
      .map(([kind]) => kind);
    // Courses, past papers and paper explanations of 政治 are all in the demo data.
    expect(found).toEqual(expect.arrayContaining(["course", "paper", "paperVideo"]));
    expect(result.groups.map((group) => group.kind)).toEqual(
      searchKinds.map((kind) => kind.code).filter((kind) => found.includes(kind)),
    );
    expect(result.total).toBe(Object.values(result.totals).reduce((sum, total) => sum + total, 0));
    for (const group of result.groups) {
      expect(group.total).toBe(result.totals[group.kind]);
      expect(group.hits.length).toBe(Math.min(4, group.total));
      for (const hit of group.hits) {
        expect(hit.kind).toBe(group.kind);
        expect(`${hit.title} ${hit.summary}`).toContain("政治");
      }
    }
  });

  it("pages one kind, and its total is the overview's count", async () => {
    const overview = resultOf((await search(keyword("政治"))).body);
    const first = resultOf((await search(`${keyword("政治")}&type=paper&rows=3`)).body);
    const second = resultOf((await search(`${keyword("政治")}&type=paper&rows=3&page=2`)).body);
    expect(first.total).toBe(overview.totals.paper);
    expect(first.total).toBeGreaterThan(3);
    expect(first.hits).toHaveLength(3);
    expect(second.page).toBe(2);
    expect(second.hits.length).toBeGreaterThan(0);
    const ids = new Set(first.hits.map((hit) => hit.id));
    expect(second.hits.some((hit) => ids.has(hit.id))).toBe(false);
    expect(first.groups).toEqual([]);
    // The other kinds are still counted for the tabs.
    expect(first.totals).toEqual(overview.totals);
  });

  it("takes % and _ literally and finds nothing for text that appears nowhere", async () => {
    for (const text of ["%", "_", "政%治", "没有这样的内容一二三"]) {
      const result = resultOf((await search(keyword(text))).body);
      expect(result.total, text).toBe(0);
      expect(result.groups, text).toEqual([]);
    }
  });

  it("says what is wrong with the input, in Chinese", async () => {
    for (const [query, message] of [
      ["", m.keywordRequired],
      [keyword("   "), m.keywordRequired],
      [keyword("题".repeat(41)), m.keywordTooLong],
      [`${keyword("政治")}&type=video`, m.scopeInvalid],
    ] as const) {
      const { status, body } = await search(query);
      expect(status, query).toBe(400);
      expect(JSON.stringify(body), query).toContain(message);
    }
  });

  it("clamps rows to 100", async () => {
    const result = resultOf((await search(`${keyword("a")}&type=course&rows=1000`)).body);
    expect(result.rows).toBe(100);
  });

  it("refuses an anonymous visitor off campus (403) and answers a logged-in student there", async () => {
    expect((await search(keyword("政治"), { ip: IP.offCampus })).status).toBe(403);
    const student = await loginDemo("13800000001");
    const { status, body } = await search(keyword("政治"), { ip: IP.offCampus, token: student.token });
    expect(status).toBe(200);
    expect(resultOf(body).total).toBeGreaterThan(0);
  });
});
