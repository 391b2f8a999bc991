// One schema per form and endpoint of the cart, orders and payment: the pages' forms (strings) and the JSON API
// (numbers, arrays) read the same fields. Client-safe: zod only.
import { z } from "zod";
import "~/lib/validation/zod-messages";
import { blankAsAbsent, idField, isTicked } from "~/lib/validation/input-fields";
import { pagingSchema } from "~/modules/paging/paging-schemas";
import { orderMessages as m } from "./order-messages";
import { CART_LIMIT, orderTabs, type OrderTab } from "./order-rules";

const productKindField = z.preprocess(
  blankAsAbsent,
  z.enum(["course", "question_bank"], { errorMap: () => ({ message: m.productKindInvalid }) }).default("course"),
);

/** POST /api/ShoppingCart, the 加入购物车 form, and removing an item. */
export const cartItemSchema = z.object({ kind: productKindField, id: idField(m.productIdInvalid) });

/** A form's repeated `courseId` fields, a comma list, or a JSON array: one list of ids. */
const idListField = z.preprocess(
  (value) => {
    if (value === undefined || value === null || value === "") return [];
    if (Array.isArray(value)) return value;
    if (typeof value === "string") return value.split(",").filter((part) => part.trim() !== "");
    return [value];
  },
  z
    .array(idField(m.productIdInvalid))
    .max(CART_LIMIT, m.itemsTooMany)
    .transform((ids) => [...new Set(ids)]),
);

const TAX_NO = /^[0-9A-Z]{15}$|^[0-9A-Z]{18}$|^[0-9A-Z]{20}$/;

/** 确认订单 (/course/order) and POST /api/Order/create-from-course. */
export const createOrderSchema = z
  .object({
    courseIds: idListField,
    /** Question banks (/question/order). */
    bankIds: idListField,
    // The confirm page's one-time token: the same token twice is the same order.
    token: z
      .string({ required_error: m.tokenInvalid, invalid_type_error: m.tokenInvalid })
      .regex(/^[A-Za-z0-9_-]{16,64}$/, m.tokenInvalid),
    agree: z.preprocess(isTicked, z.literal(true, { errorMap: () => ({ message: m.termsRequired }) })),
    invoiceKind: z.preprocess(
      blankAsAbsent,
      z.enum(["none", "personal", "company"], { errorMap: () => ({ message: m.invoiceKindInvalid }) }).default("none"),
    ),
    invoiceTitle: z.preprocess(blankAsAbsent, z.string().trim().max(100, m.invoiceTitleTooLong).optional()),
    invoiceTaxNo: z.preprocess(
      (value) => (typeof value === "string" ? value.trim().toUpperCase() || undefined : blankAsAbsent(value)),
      z.string().optional(),
    ),
  })
  .superRefine((input, context) => {
    if (input.courseIds.length + input.bankIds.length === 0)
      context.addIssue({ code: z.ZodIssueCode.custom, path: ["courseIds"], message: m.itemsRequired });
    if (input.courseIds.length + input.bankIds.length > CART_LIMIT)
      context.addIssue({ code: z.ZodIssueCode.custom, path: ["courseIds"], message: m.itemsTooMany });
    if (input.invoiceKind === "none") return;
    if (!input.invoiceTitle)
      context.addIssue({ code: z.ZodIssueCode.custom, path: ["invoiceTitle"], message: m.invoiceTitleRequired });
    if (input.invoiceKind === "company" && !TAX_NO.test(input.invoiceTaxNo ?? "")) {
      context.addIssue({ code: z.ZodIssueCode.custom, path: ["invoiceTaxNo"], message: m.invoiceTaxNoInvalid });
    }
  });
export type CreateOrderInput = z.infer<typeof createOrderSchema>;

const orderNoField = z
  .string({ required_error: m.orderNoInvalid, invalid_type_error: m.orderNoInvalid })
  .trim()
  .regex(/^YT\d{18}$/, m.orderNoInvalid);

export const orderNoSchema = z.object({ orderNo: orderNoField });

/** POST /api/Tenpay/transactions and the pay page's forms. */
export const startPaymentSchema = z.object({
  orderNo: orderNoField,
  channel: z.enum(["native", "h5", "jsapi"], { errorMap: () => ({ message: m.channelInvalid }) }),
  /** JSAPI only: the payer's openid from the official account's OAuth. */
  openid: z.preprocess(
    blankAsAbsent,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/, m.jsapiNeedsOpenid)
      .optional(),
  ),
});

export const refundRequestSchema = z.object({
  orderNo: orderNoField,
  reason: z
    .string({ required_error: m.refundReasonRequired, invalid_type_error: m.refundReasonRequired })
    .trim()
    .min(1, m.refundReasonRequired)
    .max(200, m.refundReasonTooLong),
});

export const myOrdersSchema = pagingSchema.extend({
  tab: z.preprocess(
    blankAsAbsent,
    z
      .enum(orderTabs.map((tab) => tab.code) as [OrderTab, ...OrderTab[]], {
        errorMap: () => ({ message: m.tabInvalid }),
      })
      .default("all"),
  ),
});
export type MyOrdersInput = z.infer<typeof myOrdersSchema>;

export const recommendSchema = z.object({ courseId: idField(m.productIdInvalid) });
