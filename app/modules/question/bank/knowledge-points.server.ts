// Knowledge points (知识点): one tree per subject, written by the seed and the import (by code, so running either again
// adds only what is new and renames what changed), read as a tree for the practice pages and as a subtree when a
// list is filtered by a point. A subject's tree is small (a few hundred nodes at most), so a subtree is found from
// the subject's rows in memory by `path` prefix rather than with a LIKE that would need escaping on both dialects.
import type { Kysely } from "kysely";
import { db as defaultDb } from "~/db/client.server";
import type { Database } from "~/db/schema";
import { DomainError } from "~/lib/domain-error";
import type { PointNode, PointTree } from "../formats/question-document-schema";
import { questionMessages as m } from "./question-messages";

export interface KnowledgePointNode {
  id: number;
  code: string;
  name: string;
  depth: number;
  children: KnowledgePointNode[];
}

interface PointRow {
  id: number;
  code: string;
  subject: string;
  parent_id: number | null;
  name: string;
  path: string;
  depth: number;
  position: number;
}

const flatten = (nodes: PointNode[]): PointNode[] => nodes.flatMap((node) => [node, ...flatten(node.children)]);

/** Every code a set of trees defines. */
export function treeCodes(trees: readonly PointTree[]): string[] {
  return trees.flatMap((tree) => flatten(tree.points).map((node) => node.code));
}

/**
 * What is wrong with trees about to be saved into `subject`: a tree of another subject, a code the database already
 * has under another subject, a `parent` that does not exist there. Returned per tree (index) for the caller's lines.
 */
export async function knowledgeTreeProblems(
  db: Kysely<Database>,
  trees: readonly PointTree[],
  subject: string,
): Promise<Array<{ tree: number; message: string }>> {
  const problems: Array<{ tree: number; message: string }> = [];
  const codes = [...treeCodes(trees), ...trees.flatMap((tree) => (tree.parent ? [tree.parent] : []))];
  const existing = codes.length
    ? new Map(
        (await db.selectFrom("knowledge_points").select(["code", "subject"]).where("code", "in", codes).execute()).map(
          (row) => [row.code, row.subject],
        ),
      )
    : new Map<string, string>();
  trees.forEach((tree, index) => {
    if (tree.subject !== subject) problems.push({ tree: index, message: m.pointTreeSubject });
    for (const node of flatten(tree.points)) {
      const other = existing.get(node.code);
      if (other !== undefined && other !== subject)
        problems.push({ tree: index, message: m.knowledgePointSubject(node.code, other) });
    }
    if (tree.parent && existing.get(tree.parent) !== subject)
      problems.push({ tree: index, message: m.knowledgePointUnknown(tree.parent) });
  });
  return problems;
}

/** Saves trees (checked with knowledgeTreeProblems): new codes inserted, existing ones renamed and reordered. */
export async function saveKnowledgeTrees(
  db: Kysely<Database>,
  trees: readonly PointTree[],
  now: number,
): Promise<{ added: number }> {
  let added = 0;
  const codes = [...treeCodes(trees), ...trees.flatMap((tree) => (tree.parent ? [tree.parent] : []))];
  if (codes.length === 0) return { added };
  const known = new Map<string, Pick<PointRow, "id" | "path" | "depth">>(
    (
      await db
        .selectFrom("knowledge_points")
        .select(["id", "code", "path", "depth"])
        .where("code", "in", codes)
        .execute()
    ).map((row) => [row.code, row]),
  );
  const save = async (subject: string, nodes: PointNode[], parent: Pick<PointRow, "id" | "path" | "depth"> | null) => {
    for (const [position, node] of nodes.entries()) {
      let row = known.get(node.code);
      if (row) {
        await db.updateTable("knowledge_points").set({ name: node.name, position }).where("id", "=", row.id).execute();
      } else {
        const path = `${parent?.path ?? "/"}${node.code}/`;
        const depth = parent ? parent.depth + 1 : 0;
        const inserted = await db
          .insertInto("knowledge_points")
          .values({
            code: node.code,
            subject,
            parent_id: parent?.id ?? null,
            name: node.name,
            path,
            depth,
            position,
            created_at: now,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        row = { id: inserted.id, path, depth };
        known.set(node.code, row);
        added += 1;
      }
      await save(subject, node.children, row);
    }
  };
  for (const tree of trees) {
    const parent = tree.parent ? (known.get(tree.parent) ?? null) : null;
    await save(tree.subject, tree.points, parent);
  }
  return { added };
}

async function subjectPoints(subject: string): Promise<PointRow[]> {
  return defaultDb
    .selectFrom("knowledge_points")
    .select(["id", "code", "subject", "parent_id", "name", "path", "depth", "position"])
    .where("subject", "=", subject)
    .execute();
}

/** A subject's knowledge points as a tree, siblings in order. */
export async function knowledgePointTree(subject: string): Promise<KnowledgePointNode[]> {
  const rows = await subjectPoints(subject);
  const byParent = new Map<number | null, PointRow[]>();
  for (const row of rows) byParent.set(row.parent_id, [...(byParent.get(row.parent_id) ?? []), row]);
  const build = (parent: number | null): KnowledgePointNode[] =>
    (byParent.get(parent) ?? [])
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map((row) => ({ id: row.id, code: row.code, name: row.name, depth: row.depth, children: build(row.id) }));
  return build(null);
}

/** The ids of a point and every point under it, within `subject`; 404 when the point is not one of the subject's. */
export async function pointSubtreeIds(subject: string, code: string): Promise<number[]> {
  const rows = await subjectPoints(subject);
  const point = rows.find((row) => row.code === code);
  if (!point) throw new DomainError(404, m.pointNotFound);
  return rows.filter((row) => row.path.startsWith(point.path)).map((row) => row.id);
}

/**
 * The top-level questions tagged with any of `pointIds`, themselves or through a child (a group's sub-question): a
 * sub-select for `where("q.id", "in", …)`. Groups nest one level, so a tag belongs to `coalesce(parent_id, id)`.
 */
export function questionsTaggedWithAny(pointIds: readonly number[], database: Kysely<Database> = defaultDb) {
  return database
    .selectFrom("question_knowledge_points as tag")
    .innerJoin("questions as tagged", "tagged.id", "tag.question_id")
    .select((eb) => eb.fn.coalesce("tagged.parent_id", "tagged.id").as("top_id"))
    .where("tag.point_id", "in", pointIds.length > 0 ? [...pointIds] : [0]);
}
