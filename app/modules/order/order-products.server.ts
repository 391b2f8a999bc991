// What can be sold, to whom: an order line is a product kind + id. Courses (published, priced, not 一对一辅导, which a
// coach assigns) and question banks (published, priced: /question/order); a viewer who may already use one — free,
// enrolled, licensed to their school or campus — is never sold it (the entitlement rule of access/ decides, as it
// does for playing).
import { getEnv } from "~/lib/env.server";
import { db } from "~/db/client.server";
import type { ProductKind } from "~/db/schema";
import type { AccessContext } from "~/modules/access/content-access.server";
import { courseEntitlementKnowing, enrolledAmong, isLicensable } from "~/modules/course/course-access.server";
import { bankStandings, type BankStanding } from "~/modules/question/bank/bank-access.server";

export interface ProductRef {
  kind: ProductKind;
  id: number;
}

export interface Product extends ProductRef {
  title: string;
  priceFen: number;
  subject: string;
  coverKey: string | null;
  /** Days of access a purchase gives (null: no end). */
  accessDays: number | null;
}

/** sellable, or why not: the viewer may study it already (owned), it is free, not sold alone, or gone. */
type ProductStanding = "sellable" | "owned" | "free" | "not-for-sale" | "missing";

export interface ProductOffer {
  ref: ProductRef;
  product: Product | null;
  standing: ProductStanding;
}

/** Each product's standing for this viewer, in the order asked (one query per kind). */
export async function offersFor(context: AccessContext, refs: readonly ProductRef[]): Promise<ProductOffer[]> {
  const courseIds = [...new Set(refs.filter((ref) => ref.kind === "course").map((ref) => ref.id))];
  const bankIds = [...new Set(refs.filter((ref) => ref.kind === "question_bank").map((ref) => ref.id))];
  const [courses, enrolled, banks] = await Promise.all([
    courseIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom("courses")
          .select(["id", "title", "price_fen", "subject", "type", "cover_key"])
          .where("id", "in", courseIds)
          .where("published", "=", 1)
          .execute(),
    enrolledAmong(context.viewer.userId, courseIds, context.now),
    publishedBankStandings(context, bankIds),
  ]);
  const byId = new Map(courses.map((course) => [course.id, course]));
  const accessDays = getEnv().ORDER_ACCESS_DAYS;
  return refs.map((ref): ProductOffer => {
    if (ref.kind === "question_bank") {
      const bank = banks.get(ref.id);
      if (!bank) return { ref, product: null, standing: "missing" };
      const product: Product = {
        kind: "question_bank",
        id: bank.id,
        title: bank.name,
        priceFen: bank.priceFen,
        subject: bank.subject,
        coverKey: null,
        accessDays,
      };
      if (bank.priceFen <= 0) return { ref, product, standing: "free" };
      return { ref, product, standing: bank.entitlement.allowed ? "owned" : "sellable" };
    }
    const course = ref.kind === "course" ? byId.get(ref.id) : undefined;
    if (!course) return { ref, product: null, standing: "missing" };
    const product: Product = {
      kind: "course",
      id: course.id,
      title: course.title,
      priceFen: course.price_fen,
      subject: course.subject,
      coverKey: course.cover_key,
      accessDays,
    };
    if (course.price_fen <= 0) return { ref, product, standing: "free" };
    if (!isLicensable(course.type)) return { ref, product, standing: "not-for-sale" };
    const entitlement = courseEntitlementKnowing(context, course, enrolled.has(course.id));
    return { ref, product, standing: entitlement.allowed ? "owned" : "sellable" };
  });
}

/** Published banks' standings (an unpublished bank is not for sale). */
async function publishedBankStandings(context: AccessContext, bankIds: readonly number[]) {
  if (bankIds.length === 0) return new Map<number, BankStanding>();
  const published = await db
    .selectFrom("question_banks")
    .select("id")
    .where("id", "in", [...bankIds])
    .where("published", "=", 1)
    .execute();
  return bankStandings(
    context,
    published.map((bank) => bank.id),
  );
}
