import { describe, expect, it } from "vitest";
import { h5CashierUrl, isWechatBrowser, orderPaths, tabOf } from "./order-pages";

describe("order pages", () => {
  it("spells each tree's purchase URLs in one place", () => {
    expect(orderPaths.desktop.cart).toBe("/course/shopCar");
    expect(orderPaths.mobile.cart).toBe("/mobile/course/shopCar");
    expect(orderPaths.desktop.confirm({ courseId: 12 })).toBe("/course/order?courseId=12");
    expect(orderPaths.mobile.confirm("cart")).toBe("/mobile/course/order?from=cart");
    expect(orderPaths.desktop.pay("YT202611251234567890")).toBe("/course/order/pay?orderNo=YT202611251234567890");
    expect(orderPaths.mobile.pay("YT202611251234567890", { qr: "1" })).toBe(
      "/mobile/course/order/pay?orderNo=YT202611251234567890&qr=1",
    );
    expect(orderPaths.mobile.result("YT202611251234567890")).toBe(
      "/mobile/course/order/result?orderNo=YT202611251234567890",
    );
  });

  it("leaves the defaults (全部, page 1) out of 我的订单's address and keeps the open refund form", () => {
    expect(orderPaths.desktop.myOrders()).toBe("/user/order");
    expect(orderPaths.desktop.myOrders({ tab: "all", page: 1 })).toBe("/user/order");
    expect(orderPaths.mobile.myOrders({ tab: "refund", page: 3 })).toBe("/mobile/user/order?tab=refund&page=3");
    expect(orderPaths.desktop.myOrders({ tab: "paid", refund: "YT202611251234567890" })).toBe(
      "/user/order?tab=paid&refund=YT202611251234567890",
    );
  });

  it("knows WeChat's own browser by MicroMessenger in the user agent", () => {
    expect(
      isWechatBrowser(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.44(0x18002c2f) NetType/WIFI Language/zh_CN",
      ),
    ).toBe(true);
    expect(
      isWechatBrowser("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36"),
    ).toBe(false);
    expect(isWechatBrowser(null)).toBe(false);
  });

  it("adds the encoded, absolute return address to the H5 cashier's URL", () => {
    const back = "https://yantu.example.cn/mobile/course/order/result?orderNo=YT202611251234567890";
    expect(h5CashierUrl("https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx1&package=2", back)).toBe(
      `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx1&package=2&redirect_url=${encodeURIComponent(back)}`,
    );
    expect(h5CashierUrl("http://127.0.0.1:9/h5pay", back)).toBe(
      `http://127.0.0.1:9/h5pay?redirect_url=${encodeURIComponent(back)}`,
    );
    expect(encodeURIComponent(back)).not.toContain("&");
  });

  it("reads a tab, anything unknown as 全部", () => {
    expect(tabOf("pending")).toBe("pending");
    expect(tabOf("refund")).toBe("refund");
    expect(tabOf("bogus")).toBe("all");
    expect(tabOf(null)).toBe("all");
  });
});
