// 确认订单 (/course/order, /mobile/course/order): the items with their prices and the total, 购买须知 written out with its
// required ☑, the optional invoice (不开 / 个人 / 单位 with 名称 and 纳税人识别号 — without JavaScript every field shows;
// hydrated, the fields of the chosen kind only), the one-time token, and 提交订单. A refused form comes back with its
// messages next to the fields and every value kept, the token too, so sending it again still makes one order. The words
// are those of what is bought (课程 / 题库, /question/order). Without WeChat Pay, or with nothing to order, the guide
// says why and leads back (the course, with 推荐图书馆购买 here too; the banks; the cart) and to 我的订单.
import { Form } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { SiteTree } from "~/lib/site-tree";
import { countOf, nounOf, type ConfirmFlow, type Guide, type ProductKind } from "~/modules/order/order-guide";
import { orderMessages as m } from "~/modules/order/order-messages";
import type { ConfirmFormResult } from "~/modules/order/confirm-page.server";
import type { ItemData } from "~/modules/order/order-page-views.server";
import { invoiceKindLabels } from "~/modules/order/order-pages";
import { formatFen } from "~/lib/money";
import { ItemRow } from "./cart-view";
import { GuideNote, GuideSteps } from "./order-guide-view";
import "./order.css";

export interface ConfirmData {
  tree: SiteTree;
  flow: ConfirmFlow;
  fromCart: boolean;
  items: ItemData[];
  totalFen: number;
  dropped: string[];
  problem: string | null;
  payable: boolean;
  guide: Guide;
  /** 推荐图书馆购买 of the one course that cannot be paid for here (posted to its page, which answers with a toast). */
  recommend: { courseId: number; recommended: boolean; action: string } | null;
  token: string;
  refundRule: { days: number; percent: number };
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p className="order-error" id={id}>
      {message}
    </p>
  ) : null;
}

/** How far a student has used what they bought, in the refund rule's words: a course's videos, a bank's questions. */
const usedOf: Record<ProductKind, string> = { course: "课程学习进度", question_bank: "题库已答题目" };

/** 购买须知: what is bought and when it can be refunded (the numbers are order-rules.ts's). */
function PurchaseTerms({
  days,
  percent,
  kinds = ["course"],
}: {
  days: number;
  percent: number;
  kinds?: readonly ProductKind[];
}) {
  const used = [...new Set(kinds)].map((kind) => usedOf[kind]).join("与");
  return (
    <ol className="order-rules">
      <li>所购{nounOf(kinds)}为在线数字内容，付款后立即开通，不适用七日无理由退货。</li>
      <li>
        付款后 {days} 天内、且{used}不足 {percent}% 时，可在“我的订单”中申请退款，款项原路退回；超过期限或{used}达到{" "}
        {percent}% 后不能在线退款。
      </li>
      <li>因平台原因无法正常学习的，请联系客服处理，不受上述期限限制。</li>
      <li>订单提交后请在页面显示的时间内完成支付，超时订单自动关闭。</li>
    </ol>
  );
}

export function ConfirmOrderForm({
  data,
  result,
  action,
}: {
  data: ConfirmData;
  result: ConfirmFormResult | undefined;
  action: string;
}) {
  const { tree, items, totalFen, problem, payable, refundRule } = data;
  const touch = tree === "mobile";
  const size = touch ? { minHeight: 44 } : undefined;
  const values = result?.values ?? {
    token: data.token,
    agree: false,
    invoiceKind: "none",
    invoiceTitle: "",
    invoiceTaxNo: "",
  };
  const errors = result?.errors ?? {};
  const [invoiceKind, setInvoiceKind] = useState(values.invoiceKind);
  const hydrated = useHydrated();
  useEffect(() => setInvoiceKind(values.invoiceKind), [values.invoiceKind]);
  const showTitle = !hydrated || invoiceKind !== "none";
  const showTaxNo = !hydrated || invoiceKind === "company";
  const describedBy = (name: string) => (errors[name] ? `confirm-${name}-error` : undefined);

  if (problem || items.length === 0) {
    return (
      <section className="order-section">
        <p className="course-notice">{problem ?? m.confirmNothing}</p>
        <GuideSteps steps={data.guide.steps} touch={touch} />
      </section>
    );
  }
  const kinds = items.map((item) => item.kind);
  return (
    <>
      {data.dropped.length > 0 ? (
        <p className="course-notice course-notice--info">{m.cartDropped(data.dropped.join("、"))}</p>
      ) : null}
      {errors.form ? (
        <p className="course-notice" role="alert">
          {errors.form}
        </p>
      ) : null}
      <section className="order-section" aria-labelledby="confirm-items-title">
        <h2 id="confirm-items-title">商品（{countOf(kinds)}）</h2>
        <ul className="order-items">
          {items.map((item) => (
            <ItemRow key={`${item.kind}-${item.id}`} item={item} />
          ))}
        </ul>
        <p className="order-total">
          <span>
            应付金额 <strong>{formatFen(totalFen)}</strong>
          </span>
        </p>
      </section>
      {payable ? (
        <Form method="post" action={action} className="order-form" noValidate>
          <input type="hidden" name="token" value={values.token} />
          {items.map((item) => (
            <input
              key={`${item.kind}-${item.id}`}
              type="hidden"
              name={item.kind === "course" ? "courseIds" : "bankIds"}
              value={item.id}
            />
          ))}
          <section className="order-section" aria-labelledby="confirm-terms-title">
            <h2 id="confirm-terms-title">购买须知</h2>
            <PurchaseTerms days={refundRule.days} percent={refundRule.percent} kinds={kinds} />
            <label className="order-choice">
              <input
                type="checkbox"
                name="agree"
                defaultChecked={values.agree}
                required
                aria-invalid={errors.agree ? true : undefined}
                aria-describedby={describedBy("agree")}
              />
              我已阅读《购买须知》
            </label>
            <FieldError id="confirm-agree-error" message={errors.agree} />
          </section>
          <fieldset>
            <legend>发票（可选）</legend>
            {(["none", "personal", "company"] as const).map((kind) => (
              <label key={kind} className="order-choice">
                <input
                  type="radio"
                  name="invoiceKind"
                  value={kind}
                  defaultChecked={values.invoiceKind === kind}
                  onChange={() => setInvoiceKind(kind)}
                />
                {invoiceKindLabels[kind]}
              </label>
            ))}
            <FieldError id="confirm-invoiceKind-error" message={errors.invoiceKind} />
            <div className="order-field" hidden={!showTitle}>
              <label htmlFor="confirm-invoice-title">发票抬头（个人姓名或单位名称）</label>
              <input
                id="confirm-invoice-title"
                type="text"
                name="invoiceTitle"
                maxLength={100}
                defaultValue={values.invoiceTitle}
                aria-invalid={errors.invoiceTitle ? true : undefined}
                aria-describedby={describedBy("invoiceTitle")}
                autoComplete="organization"
              />
              <FieldError id="confirm-invoiceTitle-error" message={errors.invoiceTitle} />
            </div>
            <div className="order-field" hidden={!showTaxNo}>
              <label htmlFor="confirm-invoice-taxno">纳税人识别号（单位发票必填）</label>
              <input
                id="confirm-invoice-taxno"
                type="text"
                name="invoiceTaxNo"
                maxLength={20}
                defaultValue={values.invoiceTaxNo}
                aria-invalid={errors.invoiceTaxNo ? true : undefined}
                aria-describedby={describedBy("invoiceTaxNo")}
                autoCapitalize="characters"
                spellCheck={false}
              />
              <FieldError id="confirm-invoiceTaxNo-error" message={errors.invoiceTaxNo} />
            </div>
          </fieldset>
          {errors.courseIds || errors.bankIds || errors.token ? (
            <p className="course-notice">{errors.courseIds ?? errors.bankIds ?? errors.token}</p>
          ) : null}
          <p className="order-total">
            <span>
              应付 <strong>{formatFen(totalFen)}</strong>
            </span>
            <button type="submit" className="course-button" style={size}>
              提交订单
            </button>
          </p>
        </Form>
      ) : (
        <section className="order-section" aria-labelledby="confirm-off-title">
          <h2 id="confirm-off-title">暂时不能在线购买</h2>
          <GuideNote note={data.guide.note} />
          <GuideSteps
            steps={data.guide.steps}
            touch={touch}
            lead={data.recommend ? <RecommendButton recommend={data.recommend} touch={touch} /> : null}
          />
        </section>
      )}
    </>
  );
}

/** 推荐图书馆购买 as the course page has it (a post form to that page), or 已推荐 once done. */
function RecommendButton({ recommend, touch }: { recommend: NonNullable<ConfirmData["recommend"]>; touch: boolean }) {
  if (recommend.recommended) return <span className="course-badge course-badge--ok">{m.recommendedShown}</span>;
  return (
    <Form method="post" action={recommend.action}>
      <input type="hidden" name="id" value={recommend.courseId} />
      <button
        type="submit"
        name="intent"
        value="recommend"
        className="course-button"
        style={touch ? { minHeight: 44 } : undefined}
      >
        推荐图书馆购买
      </button>
    </Form>
  );
}
