import { describe, expect, it } from "vitest";
import type { OrderStatus } from "~/db/schema";
import type { SiteTree } from "~/lib/site-tree";
import {
  cartGuide,
  confirmGuide,
  countOf,
  nounOf,
  orderGuide,
  productHref,
  studyHref,
  type ConfirmFlow,
  type GuidedOrder,
  type OrderPlace,
} from "./order-guide";

const trees: SiteTree[] = ["desktop", "mobile"];
const statuses: OrderStatus[] = ["pending", "paid", "cancelled", "closed", "refunding", "refunded"];
const places: OrderPlace[] = ["pay", "result", "card"];
const course = { kind: "course" as const, id: 14, title: "英语二完形填空与新题型" };
const bank = { kind: "question_bank" as const, id: 7, title: "408 计算机学科专业基础题库" };
const lineSets = [[course], [bank], [course, bank]];

const order = (status: OrderStatus, payable: boolean, lines: GuidedOrder["lines"]): GuidedOrder => ({
  orderNo: "YT202611281185015944",
  status,
  payable,
  deadline: "17:32",
  lines,
});

describe("orderGuide", () => {
  it("leaves no state of an order without a link, and says why wherever it cannot be paid", () => {
    for (const tree of trees)
      for (const place of places)
        for (const status of statuses)
          for (const payable of status === "pending" ? [true, false] : [false])
            for (const configured of [true, false])
              for (const lines of lineSets) {
                const guide = orderGuide(place, order(status, payable, lines), configured, tree);
                const state = `${tree} ${place} ${status} payable=${payable} configured=${configured} ${lines.length} lines`;
                expect(guide.steps.length, state).toBeGreaterThan(0);
                for (const step of guide.steps) {
                  expect(step.href, state).toMatch(tree === "mobile" ? /^\/mobile\// : /^\/(?!mobile)/);
                  expect(step.label, state).not.toBe("");
                }
                // Payable with WeChat Pay on is the one state whose page says it with its own forms (QR, 继续支付).
                if (
                  !(status === "pending" && payable && configured) &&
                  !(status === "paid" && place === "card" && configured)
                ) {
                  expect(guide.note, state).toBeTruthy();
                }
              }
  });

  it("keeps an order waiting for payment that cannot be taken: why, until when, and back to the course", () => {
    const guide = orderGuide("pay", order("pending", true, [course]), false, "desktop");
    expect(guide.note).toBe(
      "在线支付尚未开通，订单已保留，17:32（北京时间）前未支付将自动关闭。你可以取消订单，或请本校图书馆开通后免费学习。",
    );
    expect(guide.steps).toEqual([
      { href: "/course/detail?id=14", label: "返回课程", hint: "：英语二完形填空与新题型" },
      { href: "/user/order", label: "查看我的订单" },
    ]);
    // Its card in 我的订单 is there already: no 继续支付 that leads nowhere, and no link to the list itself.
    expect(orderGuide("card", order("pending", true, [bank]), false, "mobile").steps).toEqual([
      { href: "/mobile/question/tkzyCourse", label: "返回题库", hint: "：408 计算机学科专业基础题库" },
    ]);
    expect(orderGuide("card", order("pending", true, [course]), true, "desktop").steps).toEqual([
      {
        href: "/course/order/pay?orderNo=YT202611281185015944",
        label: "继续支付",
        hint: "：订单 YT202611281185015944",
        primary: true,
      },
    ]);
  });

  it("leads a paid order to studying (a bank to practising), a closed one to buying again", () => {
    expect(orderGuide("result", order("paid", false, [bank]), true, "desktop")).toEqual({
      note: "题库已开通，现在就可以开始练习。",
      steps: [
        { href: "/question/list", label: "去练习", hint: undefined, primary: true },
        { href: "/user/order", label: "查看我的订单" },
      ],
    });
    expect(orderGuide("result", order("paid", false, [course]), true, "mobile").steps[0]).toMatchObject({
      href: "/mobile/course/player?id=14",
      label: "去学习",
    });
    expect(orderGuide("card", order("paid", false, [course]), false, "desktop").note).toBe(
      "在线退款暂不可用，如需退款请联系客服。",
    );
    expect(orderGuide("pay", order("closed", false, [course, bank]), true, "desktop").steps[0]).toEqual({
      href: "/course?type=2",
      label: "重新购买",
    });
  });
});

describe("confirmGuide", () => {
  const flows: ConfirmFlow[] = ["course", "bank", "cart"];

  it("offers a way back whenever no order can be made, and says why", () => {
    for (const tree of trees)
      for (const flow of flows)
        for (const payable of [true, false])
          for (const problem of [true, false])
            for (const lines of [[], flow === "bank" ? [bank] : [course]]) {
              const guide = confirmGuide(tree, { flow, payable, problem, lines });
              const state = `${tree} ${flow} payable=${payable} problem=${problem} ${lines.length} lines`;
              if (problem || !payable) expect(guide.steps.length, state).toBeGreaterThan(0);
              else expect(guide.steps, state).toEqual([]);
              if (!problem && !payable) expect(guide.note, state).toBeTruthy();
            }
  });

  it("calls a bank a 题库 and leads back to the banks, a course to its page", () => {
    expect(confirmGuide("desktop", { flow: "bank", payable: false, problem: false, lines: [bank] })).toEqual({
      note: "在线支付尚未开通，暂时不能购买题库。你可以请本校图书馆开通，开通后即可免费使用。",
      steps: [
        { href: "/question/tkzyCourse", label: "返回题库", hint: "：408 计算机学科专业基础题库" },
        { href: "/user/order", label: "查看我的订单" },
      ],
    });
    expect(
      confirmGuide("mobile", { flow: "bank", payable: true, problem: true, lines: [] }).steps.map((step) => step.label),
    ).toEqual(["去看看题库", "查看我的订单"]);
    expect(
      confirmGuide("desktop", { flow: "course", payable: false, problem: false, lines: [course] }).steps[0]!.href,
    ).toBe("/course/detail?id=14");
    expect(confirmGuide("mobile", { flow: "cart", payable: false, problem: false, lines: [course] }).steps[0]).toEqual({
      href: "/mobile/course/shopCar",
      label: "返回购物车",
    });
  });
});

describe("cartGuide", () => {
  it("leads an empty cart to the courses and a cart that cannot be paid to 我的订单, saying why", () => {
    for (const tree of trees)
      for (const itemCount of [0, 2])
        for (const payable of [true, false]) {
          const guide = cartGuide(tree, { itemCount, payable });
          if (itemCount === 0 || !payable) expect(guide.steps.length).toBeGreaterThan(0);
          if (itemCount > 0 && !payable) expect(guide.note).toContain("在线支付尚未开通");
        }
  });
});

describe("the words of a product", () => {
  it("counts and names courses and banks apart", () => {
    expect(countOf(["course"])).toBe("1 门课程");
    expect(countOf(["question_bank"])).toBe("1 个题库");
    expect(countOf(["course", "question_bank", "course"])).toBe("2 门课程、1 个题库");
    expect(nounOf(["question_bank"])).toBe("题库");
    expect(nounOf(["course", "question_bank"])).toBe("课程和题库");
    expect(nounOf([])).toBe("课程");
  });

  it("links a course to its page and a bank to the banks' shelf; a paid course plays", () => {
    expect(productHref("mobile", course)).toBe("/mobile/course/cover?id=14");
    expect(productHref("desktop", bank)).toBe("/question/tkzyCourse");
    expect(studyHref("desktop", [bank, course])).toBe("/course/player?id=14");
    expect(studyHref("mobile", [bank])).toBe("/mobile/question/list");
    expect(studyHref("mobile", [])).toBeNull();
  });
});
