// A page of a list as every list answers it (page, rows, total, items). Client-safe for its types: kysely is a type
// import only.
import type { SelectQueryBuilder } from "kysely";
import type { Paging } from "./paging-schemas";

export interface Page<T> {
  page: number;
  rows: number;
  total: number;
  items: T[];
}

/** Rows before a 1-based page: every paged or short list (courses, lives, paper videos, records) pages alike. */
export function pageOffset(paging: Paging): number {
  return (paging.page - 1) * paging.rows;
}

/**
 * One page of a list: the filtered query counted and its ordered form paged, run together. Shared by every paged list
 * of courses, lives, paper videos, favourites and records, so `total` always counts what the rows are drawn from.
 */
export async function fetchPage<DB, TB extends keyof DB, O, Row, Item>(
  paging: Paging,
  filtered: SelectQueryBuilder<DB, TB, O>,
  ordered: SelectQueryBuilder<DB, TB, Row>,
  toItems: (rows: Row[]) => Item[] | Promise<Item[]>,
): Promise<Page<Item>> {
  const [countRow, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirst() as Promise<
      { count: number } | undefined
    >,
    ordered.limit(paging.rows).offset(pageOffset(paging)).execute() as Promise<Row[]>,
  ]);
  return { page: paging.page, rows: paging.rows, total: Number(countRow?.count ?? 0), items: await toItems(rows) };
}
