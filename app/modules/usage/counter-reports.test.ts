// Reading a COUNTER_SUSHI report request and building reports from monthly sums.
import { describe, expect, it } from "vitest";
import { SushiRefusal } from "./counter-exceptions";
import { buildReport, monthOfDateParameter, monthsBetween, readReportRequest, type UsageSum } from "./counter-reports";

const query = (params: Record<string, string>) => new URLSearchParams(params);
const dates = { begin_date: "2025-01", end_date: "2025-03-31" };

function refusalOf(run: () => unknown): { code: number; status: number } | null {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof SushiRefusal) return { code: error.exception.Code, status: error.status };
    throw error;
  }
}

describe("dates", () => {
  it("reads yyyy-mm and yyyy-mm-dd as months and refuses what is not a date", () => {
    expect(monthOfDateParameter("2025-01")).toBe("2025-01");
    expect(monthOfDateParameter("2025-02-28")).toBe("2025-02");
    for (const bad of ["2025-13", "2025-00", "2025-02-30", "2025/01", "202501", "", "2025-1"]) {
      expect(monthOfDateParameter(bad), bad).toBeNull();
    }
    expect(monthsBetween("2024-11", "2025-02")).toEqual(["2024-11", "2024-12", "2025-01", "2025-02"]);
  });

  it("answers 1030 without dates and 3020 for month 13, begin after end, or a begin in the current month", () => {
    expect(refusalOf(() => readReportRequest("pr", query({ begin_date: "2025-01" }), "2025-06"))).toEqual({
      code: 1030,
      status: 400,
    });
    for (const params of [
      { begin_date: "2025-13", end_date: "2025-03" },
      { begin_date: "2025-04", end_date: "2025-03" },
      { begin_date: "2025-06", end_date: "2025-07" },
      { begin_date: "2030-01", end_date: "2030-02" },
    ]) {
      expect(
        refusalOf(() => readReportRequest("pr", query(params), "2025-06")),
        JSON.stringify(params),
      ).toEqual({
        code: 3020,
        status: 400,
      });
    }
  });
});

describe("parameters", () => {
  it("takes filters and attributes, and names what it ignores", () => {
    const request = readReportRequest(
      "pr",
      query({
        ...dates,
        metric_type: "Total_Item_Requests|Unique_Item_Requests|Bogus",
        data_type: "Audiovisual",
        attributes_to_show: "Access_Method|Country_Code",
        granularity: "Totals",
        Colour: "blue",
      }),
      "2025-06",
    );
    expect(request.metrics).toEqual(["Total_Item_Requests", "Unique_Item_Requests"]);
    expect(request.dataTypes).toEqual(["Audiovisual"]);
    expect(request.showAccessMethod).toBe(true);
    expect(request.totals).toBe(true);
    expect(request.exceptions.map((exception) => exception.Code).sort()).toEqual([3050, 3060, 3062]);
  });

  it("reads the OpenAPI file's `Total` as Totals, and finds filters out of place in a Standard View", () => {
    expect(readReportRequest("dr", query({ ...dates, granularity: "Total" }), "2025-06").totals).toBe(true);
    const view = readReportRequest("ir_m1", query({ ...dates, metric_type: "Total_Item_Requests" }), "2025-06");
    expect(view.exceptions).toEqual([
      { Code: 3050, Message: "Parameter Not Recognized in this Context", Data: "metric_type" },
    ]);
  });
});

describe("buildReport", () => {
  const context = {
    customerId: "YT000001",
    institutionName: "演示大学",
    created: "2025-06-01T00:00:00Z",
    exceptions: [],
  };
  const sums: UsageSum[] = [
    {
      month: "2025-01",
      itemType: "course_video",
      itemId: 5,
      databaseType: "course",
      databaseId: 2,
      metric: "Total_Item_Requests",
      count: 3,
    },
    {
      month: "2025-02",
      itemType: "course_video",
      itemId: 5,
      databaseType: "course",
      databaseId: 2,
      metric: "Total_Item_Requests",
      count: 2,
    },
    {
      month: "2025-01",
      itemType: "course_video",
      itemId: 5,
      databaseType: "course",
      databaseId: 2,
      metric: "Unique_Item_Requests",
      count: 2,
    },
    {
      month: "2025-01",
      itemType: "course_video",
      itemId: 5,
      databaseType: "course",
      databaseId: 2,
      metric: "No_License",
      count: 0,
    },
    {
      month: "2025-01",
      itemType: "live",
      itemId: 9,
      databaseType: "",
      databaseId: 0,
      metric: "Total_Item_Requests",
      count: 1,
    },
    {
      month: "2025-01",
      itemType: "live",
      itemId: 9,
      databaseType: "",
      databaseId: 0,
      metric: "Unique_Item_Requests",
      count: 1,
    },
  ];
  const names = new Map([
    ["course_video:5", "第一讲"],
    ["live:9", "直播"],
    ["course:2", "高数课"],
  ]);

  it("omits zero usage and months without usage, and gives Totals when asked", () => {
    const monthly = buildReport(readReportRequest("ir_m1", query(dates), "2025-06"), sums, { ...context, names });
    const items = (monthly.Report_Items[0] as { Items: Array<Record<string, unknown>> }).Items;
    expect(items.map((item) => item.Item)).toEqual(["第一讲", "直播"]);
    expect(items[0]?.Attribute_Performance).toEqual([
      {
        Data_Type: "Audiovisual",
        Performance: { Total_Item_Requests: { "2025-01": 3, "2025-02": 2 }, Unique_Item_Requests: { "2025-01": 2 } },
      },
    ]);
    const totals = buildReport(readReportRequest("ir", query({ ...dates, granularity: "Totals" }), "2025-06"), sums, {
      ...context,
      names,
    });
    const first = (totals.Report_Items[0] as { Items: Array<{ Attribute_Performance: unknown }> }).Items[0];
    expect(first?.Attribute_Performance).toEqual([
      {
        Data_Type: "Audiovisual",
        Performance: { Total_Item_Requests: { Totals: 5 }, Unique_Item_Requests: { Totals: 2 } },
      },
    ]);
    expect(totals.Report_Header.Report_Attributes).toEqual({ Granularity: "Totals" });
  });

  it("adds up an item's rows under two databases (the item reports read usage_monthly ungrouped)", () => {
    const moved: UsageSum[] = [
      ...sums,
      { ...(sums[0] as UsageSum), databaseType: "course", databaseId: 7, count: 4 },
      { ...(sums[0] as UsageSum), databaseType: "", databaseId: 0, count: 1 },
    ];
    const report = buildReport(readReportRequest("ir_m1", query(dates), "2025-06"), moved, { ...context, names });
    const items = (report.Report_Items[0] as { Items: Array<Record<string, unknown>> }).Items;
    expect(items).toHaveLength(2);
    expect(items[0]?.Attribute_Performance).toEqual([
      {
        Data_Type: "Audiovisual",
        Performance: { Total_Item_Requests: { "2025-01": 8, "2025-02": 2 }, Unique_Item_Requests: { "2025-01": 2 } },
      },
    ]);
  });

  it("lists items by type, then id as a number (video 9 before video 10)", () => {
    const numbered: UsageSum[] = [10, 9, 100].map((itemId) => ({ ...(sums[0] as UsageSum), itemId }));
    const report = buildReport(readReportRequest("ir_m1", query(dates), "2025-06"), [...sums, ...numbered], {
      ...context,
      names,
    });
    const items = (report.Report_Items[0] as { Items: Array<{ Item_ID: { Proprietary: string } }> }).Items;
    expect(items.map((item) => item.Item_ID.Proprietary)).toEqual([
      "yantu:course_video-5",
      "yantu:course_video-9",
      "yantu:course_video-10",
      "yantu:course_video-100",
      "yantu:live-9",
    ]);
  });

  it("lists databases in DR (not items without one) and says 3030 when nothing is left", () => {
    const dr = buildReport(readReportRequest("dr", query(dates), "2025-06"), sums, { ...context, names });
    expect(dr.Report_Items).toHaveLength(1);
    expect(dr.Report_Items[0]).toMatchObject({ Database: "高数课", Item_ID: { Proprietary: "yantu:course-2" } });
    const empty = buildReport(readReportRequest("dr_d2", query(dates), "2025-06"), sums, { ...context, names });
    expect(empty.Report_Items).toEqual([]);
    expect(empty.Report_Header.Exceptions).toEqual([{ Code: 3030, Message: "No Usage Available for Requested Dates" }]);
    expect(empty.Report_Header.Report_Filters).toEqual({
      Begin_Date: "2025-01-01",
      End_Date: "2025-03-31",
      Access_Method: ["Regular"],
      Metric_Type: ["Limit_Exceeded", "No_License"],
    });
  });
});
