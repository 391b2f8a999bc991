// The console's 馆藏需求 list (issue 25): 推荐图书馆购买 counted per course, a page of 20 at a time. Client-safe: zod only.
import { pagingSchema } from "~/modules/paging/paging-schemas";

export const demandListSchema = pagingSchema.pick({ page: true });
