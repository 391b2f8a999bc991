// The Code's tabular form of a report: 13 header rows, a blank row, the headings, one row per metric with its months.
import { describe, expect, it } from "vitest";
import { buildReport, readReportRequest, type UsageSum } from "./counter-reports";
import { tabularRows, toTsv } from "./counter-tabular";

const context = {
  customerId: "YT000001",
  institutionName: "演示大学",
  created: "2025-06-01T00:00:00Z",
  exceptions: [],
  names: new Map([["course_video:5", "第一讲\t上"]]),
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
    month: "2025-03",
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
  { month: "2025-02", itemType: "", itemId: 0, databaseType: "", databaseId: 0, metric: "Searches_Platform", count: 7 },
];
const query = new URLSearchParams({ begin_date: "2025-01", end_date: "2025-03" });

describe("tabularRows", () => {
  it("writes IR_M1 as the Code's sample does: header rows, headings, each metric with its total and months", () => {
    const json = buildReport(readReportRequest("ir_m1", query, "2025-06"), sums, context);
    const rows = tabularRows("ir_m1", json);
    expect(rows.slice(0, 13).map((row) => row.slice(0, 2))).toEqual([
      ["Report_Name", "Multimedia Item Requests"],
      ["Report_ID", "IR_M1"],
      ["Release", "5.1"],
      ["Institution_Name", "演示大学"],
      ["Institution_ID", "yantu:YT000001"],
      ["Metric_Types", "Total_Item_Requests; Unique_Item_Requests"],
      ["Report_Filters", "Data_Type=Audiovisual|Image|Interactive_Resource|Multimedia|Sound; Access_Method=Regular"],
      ["Report_Attributes", ""],
      ["Exceptions", ""],
      ["Reporting_Period", "Begin_Date=2025-01-01; End_Date=2025-03-31"],
      ["Created", "2025-06-01T00:00:00Z"],
      ["Created_By", "研途"],
      ["Registry_Record", ""],
    ]);
    expect(rows[13]?.every((cell) => cell === "")).toBe(true);
    expect(rows[14]).toEqual([
      "Item",
      "Publisher",
      "Publisher_ID",
      "Platform",
      "DOI",
      "Proprietary_ID",
      "URI",
      "Data_Type",
      "Metric_Type",
      "Reporting_Period_Total",
      "Jan-2025",
      "Feb-2025",
      "Mar-2025",
    ]);
    expect(rows.slice(15)).toEqual([
      [
        "第一讲\t上",
        "研途",
        "",
        "研途",
        "",
        "yantu:course_video-5",
        "",
        "Audiovisual",
        "Total_Item_Requests",
        "5",
        "3",
        "0",
        "2",
      ],
      [
        "第一讲\t上",
        "研途",
        "",
        "研途",
        "",
        "yantu:course_video-5",
        "",
        "Audiovisual",
        "Unique_Item_Requests",
        "2",
        "2",
        "0",
        "0",
      ],
    ]);
    expect(rows.every((row) => row.length === rows[14]?.length)).toBe(true);
    // A tab inside a title cannot split its cell.
    expect(toTsv(rows).split("\n")[15]?.split("\t")[0]).toBe("第一讲 上");
  });

  it("writes PR with the Access_Method column when it is shown, and names exceptions", () => {
    const json = buildReport(
      readReportRequest(
        "pr",
        new URLSearchParams({ ...Object.fromEntries(query), attributes_to_show: "Access_Method" }),
        "2025-06",
      ),
      sums,
      context,
    );
    const rows = tabularRows("pr", json);
    expect(rows[7]?.[1]).toBe("Attributes_To_Show=Access_Method");
    expect(rows[14]?.slice(0, 5)).toEqual([
      "Platform",
      "Data_Type",
      "Access_Method",
      "Metric_Type",
      "Reporting_Period_Total",
    ]);
    expect(rows.slice(15).map((row) => row.slice(0, 5))).toContainEqual([
      "研途",
      "Platform",
      "Regular",
      "Searches_Platform",
      "7",
    ]);
    const empty = tabularRows("dr_d2", buildReport(readReportRequest("dr_d2", query, "2025-06"), sums, context));
    expect(empty[8]?.[1]).toBe("3030: No Usage Available for Requested Dates");
    expect(empty).toHaveLength(15);
  });

  it("writes IR with the Code's item columns, Access_Method when shown, and a Totals report without months", () => {
    const asked = new URLSearchParams({ ...Object.fromEntries(query), attributes_to_show: "Access_Method" });
    const rows = tabularRows("ir", buildReport(readReportRequest("ir", asked, "2025-06"), sums, context));
    expect(rows[14]).toEqual([
      "Item",
      "Publisher",
      "Publisher_ID",
      "Platform",
      "DOI",
      "Proprietary_ID",
      "ISBN",
      "Print_ISSN",
      "Online_ISSN",
      "URI",
      "Data_Type",
      "Access_Method",
      "Metric_Type",
      "Reporting_Period_Total",
      "Jan-2025",
      "Feb-2025",
      "Mar-2025",
    ]);
    // The platform's searches are no item: IR lists the video alone, each of its metrics once.
    expect(rows.slice(15).map((row) => [row[0], row[5], row[10], row[11], ...row.slice(12)])).toEqual([
      ["第一讲\t上", "yantu:course_video-5", "Audiovisual", "Regular", "Total_Item_Requests", "5", "3", "0", "2"],
      ["第一讲\t上", "yantu:course_video-5", "Audiovisual", "Regular", "Unique_Item_Requests", "2", "2", "0", "0"],
    ]);

    const totals = new URLSearchParams({ ...Object.fromEntries(query), granularity: "Totals" });
    const summed = tabularRows("ir", buildReport(readReportRequest("ir", totals, "2025-06"), sums, context));
    expect(summed[7]?.[1]).toBe("Exclude_Monthly_Details=True");
    expect(summed[14]?.slice(-2)).toEqual(["Metric_Type", "Reporting_Period_Total"]);
    expect(summed.slice(15).map((row) => row.slice(-2))).toEqual([
      ["Total_Item_Requests", "5"],
      ["Unique_Item_Requests", "2"],
    ]);
  });
});
