// The frame of a batch's pages (issue 27): the signed-in user and their access to the batch, or the login page / the
// 404 every outsider gets. Every child page's loader and action calls it again (one indexed lookup), so a child never
// relies on its parent having run.
import type { Params } from "@remix-run/react";
import { pageNotFound, throwIfNotFound } from "~/lib/page-not-found.server";
import { requireUser } from "~/modules/auth/require-user.server";
import { type BatchAccess, requireBatchStudent, requireBatchTeaching } from "./training-access.server";
import { trainingMessages as m } from "./training-messages";

/** The batch id of /Training/{side}/{id}…, or the page's 404. */
export function batchIdParam(params: Params): number {
  const id = Number(params.id);
  if (!/^[1-9]\d{0,9}$/.test(params.id ?? "") || !Number.isSafeInteger(id)) throw pageNotFound(m.batchNotFound);
  return id;
}

/** The batch as its teachers and administrators (side "teacher") or its students (side "student") see it. */
export async function requireTrainingPage(
  request: Request,
  params: Params,
  side: "teacher" | "student",
): Promise<BatchAccess & { user: Awaited<ReturnType<typeof requireUser>> }> {
  const user = await requireUser(request);
  const batchId = batchIdParam(params);
  try {
    const access =
      side === "teacher" ? await requireBatchTeaching(user, batchId) : await requireBatchStudent(user, batchId);
    return { ...access, user };
  } catch (error) {
    throwIfNotFound(error);
    throw error;
  }
}

/** What the frame draws: the batch's name, school and term, and who is looking. */
export async function loadTrainingFrame(request: Request, params: Params, side: "teacher" | "student") {
  const { batch, viewer } = await requireTrainingPage(request, params, side);
  return { batch, viewer, side };
}
