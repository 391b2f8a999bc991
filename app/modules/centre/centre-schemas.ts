// The personal centre's forms and queries. Client-safe: zod only.
import { z } from "zod";
import "~/lib/validation/zod-messages";
import { blankAsAbsent, idField, INT_MAX } from "~/lib/validation/input-fields";
import { favouriteKinds } from "~/modules/favourites/favourite-kinds";
import { pagingMessages } from "~/modules/paging/paging-schemas";
import { centreMessages as m } from "./centre-messages";

/** 取消收藏: which thing (its kind and id). */
export const uncollectSchema = z.object({
  kind: z.enum(favouriteKinds, { errorMap: () => ({ message: m.favouriteInvalid }) }),
  id: idField(m.favouriteInvalid),
});

const pageInvalid = pagingMessages.pageInvalid;
/** `?page=` of the centre's lists: a bad value reads as page 1. */
export const centrePageSchema = z.object({
  page: z.preprocess(
    blankAsAbsent,
    z.coerce
      .number({ invalid_type_error: pageInvalid })
      .int(pageInvalid)
      .min(1, pageInvalid)
      .max(INT_MAX, pageInvalid)
      .default(1),
  ),
});
