// The fake's few HTML pages, for a developer "paying" in a browser: pending orders at /, one order at
// /scan?code_url=… (what scanning the QR code would show) and /h5pay?prepay_id=…&redirect_url=… (the H5 cashier).
// Each has a 支付 button that pays, sends the notification and goes back (H5: to redirect_url).
import type { FakeTransaction } from "./transaction";

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const yuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, "0")}`;
const channelNames: Record<string, string> = { NATIVE: "扫码（Native）", MWEB: "H5", JSAPI: "公众号（JSAPI）" };

function page(title: string, main: string): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · 微信支付（本地模拟）</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#111}
.amount{font-size:2rem;font-weight:600}button{font-size:1.1rem;padding:.6rem 2.4rem;background:#07c160;color:#fff;border:0;border-radius:.4rem;cursor:pointer}
button:focus-visible{outline:3px solid #111;outline-offset:2px}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left}
.note{color:#555;font-size:.9rem}</style></head>
<body><header><p class="note">本地模拟的微信支付，仅供开发测试，不会扣款。</p></header><main>${main}</main></body></html>`;
}

function payForm(tx: FakeTransaction, redirectUrl: string, label = "支付"): string {
  return `<form method="post" action="/pay">
<input type="hidden" name="out_trade_no" value="${escapeHtml(tx.outTradeNo)}">
<input type="hidden" name="redirect_url" value="${escapeHtml(redirectUrl)}">
<button type="submit">${label}</button></form>`;
}

export function payPage(tx: FakeTransaction, redirectUrl: string): string {
  const state = tx.tradeState === "NOTPAY" ? payForm(tx, redirectUrl) : `<p>订单状态：${escapeHtml(tx.tradeState)}</p>`;
  return page(
    "确认付款",
    `<h1>确认付款</h1><p>${escapeHtml(tx.description)}</p><p class="amount">￥${yuan(tx.totalFen)}</p>
<p>商户订单号 ${escapeHtml(tx.outTradeNo)} · ${channelNames[tx.channel] ?? tx.channel} · 支付截止 ${escapeHtml(tx.timeExpire.toLocaleString("zh-CN", { timeZone: "Asia/Shanghai" }))}</p>${state}`,
  );
}

export function listPage(pending: FakeTransaction[], all: FakeTransaction[]): string {
  const rows = pending
    .map(
      (tx) =>
        `<tr><td>${escapeHtml(tx.outTradeNo)}</td><td>${escapeHtml(tx.description)}</td><td>￥${yuan(tx.totalFen)}</td><td>${channelNames[tx.channel] ?? tx.channel}</td><td>${payForm(tx, "", "支付")}</td></tr>`,
    )
    .join("");
  const table = pending.length
    ? `<table><caption>待支付的订单</caption><thead><tr><th scope="col">商户订单号</th><th scope="col">商品</th><th scope="col">金额</th><th scope="col">方式</th><th scope="col">操作</th></tr></thead><tbody>${rows}</tbody></table>`
    : `<p>没有待支付的订单。在研途下单后刷新本页。</p>`;
  const done = all.filter((tx) => tx.tradeState !== "NOTPAY").length;
  return page(
    "待支付的订单",
    `<h1>微信支付（本地模拟）</h1>${table}<p class="note">已处理 ${done} 笔（已支付、已退款或已关闭）。</p>`,
  );
}

export function messagePage(title: string, message: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1><p>${message}</p><p><a href="/">待支付的订单</a></p>`);
}
