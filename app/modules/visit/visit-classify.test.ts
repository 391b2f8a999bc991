// Visit-log classification from real user-agent strings and referrers (spec sections 3 and 9).
import { describe, expect, it } from "vitest";
import { classify, classifyAgent, isSearchEngineHost, referrerTypeOf } from "./visit-classify.server";

const UA = {
  iPhoneSafari:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  androidChrome:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.122 Mobile Safari/537.36",
  iPad: "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1",
  androidTablet:
    "Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36",
  samsungWatch:
    "Mozilla/5.0 (Linux; Tizen 2.3; SAMSUNG SM-R720) AppleWebKit/537.3 (KHTML, like Gecko)Version/2.3 Mobile Safari/537.3",
  windowsChrome:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
  macSafari:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
  weChatIos:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2f) NetType/WIFI Language/zh_CN",
  weChatAndroid:
    "Mozilla/5.0 (Linux; Android 12; V2049A Build/SP1A.210812.003; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/101.0.4951.74 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MMWEBID/2247 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64",
  googlebot:
    "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.126 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  baiduspider: "Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)",
  bingbot:
    "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36",
} as const;

describe("classifyAgent: real user agents", () => {
  it.each([
    [
      "iPhone Safari",
      UA.iPhoneSafari,
      {
        clienttype: 1,
        devicetype: "mobile",
        browsername: "Mobile Safari",
        osname: "iOS",
        osversion: "17.5",
        devicemanufacturer: "Apple",
        devicemodel: "iPhone",
        enginename: "WebKit",
      },
    ],
    [
      "Android Chrome",
      UA.androidChrome,
      {
        clienttype: 1,
        devicetype: "mobile",
        browsername: "Chrome",
        browserversion: "126.0.6478.122",
        osname: "Android",
        osversion: "14",
        devicemanufacturer: "Google",
        devicemodel: "Pixel 8",
        enginename: "Blink",
      },
    ],
    [
      "iPad",
      UA.iPad,
      { clienttype: 1, devicetype: "tablet", osname: "iOS", devicemanufacturer: "Apple", devicemodel: "iPad" },
    ],
    [
      "Android tablet",
      UA.androidTablet,
      { clienttype: 1, devicetype: "tablet", osname: "Android", devicemanufacturer: "Samsung", devicemodel: "SM-X710" },
    ],
    [
      "Samsung watch",
      UA.samsungWatch,
      { clienttype: 1, devicetype: "wearable", osname: "Tizen", devicemanufacturer: "Samsung", devicemodel: "SM-R720" },
    ],
    [
      "Windows Chrome",
      UA.windowsChrome,
      {
        clienttype: 0,
        devicetype: "desktop",
        browsername: "Chrome",
        browserversion: "126.0.0.0",
        osname: "Windows",
        osversion: "10",
        enginename: "Blink",
        engineversion: "126.0.0.0",
        devicemanufacturer: null,
        devicemodel: null,
      },
    ],
    [
      "macOS Safari",
      UA.macSafari,
      {
        clienttype: 0,
        devicetype: "desktop",
        browsername: "Safari",
        browserversion: "17.5",
        osname: "Mac OS",
        osversion: "10.15.7",
        devicemanufacturer: "Apple",
        devicemodel: "Macintosh",
      },
    ],
    [
      "WeChat on iOS",
      UA.weChatIos,
      { clienttype: 1, devicetype: "mobile", browsername: "WeChat", browserversion: "8.0.47", osname: "iOS" },
    ],
    [
      "WeChat on Android",
      UA.weChatAndroid,
      { clienttype: 1, devicetype: "mobile", browsername: "WeChat", osname: "Android", osversion: "12" },
    ],
  ])("%s", (_name, ua, expected) => {
    const fields = classifyAgent(ua);
    expect(fields).toMatchObject({ ...expected, isBot: false });
  });

  it.each([
    ["Googlebot", UA.googlebot],
    ["Baiduspider", UA.baiduspider],
    ["bingbot", UA.bingbot],
  ])("%s is a bot", (_name, ua) => {
    expect(classifyAgent(ua).isBot).toBe(true);
  });

  it("an empty or missing user agent is an unknown desktop, not a bot", () => {
    for (const ua of ["", null, undefined]) {
      expect(classifyAgent(ua)).toEqual({
        browsername: null,
        browserversion: null,
        clienttype: 0,
        devicemanufacturer: null,
        devicemodel: null,
        devicetype: "desktop",
        enginename: null,
        engineversion: null,
        osname: null,
        osversion: null,
        isBot: false,
      });
    }
  });

  it("cuts absurdly long parts instead of storing them", () => {
    const fields = classifyAgent(`Mozilla/5.0 (Windows NT 10.0) Chrome/${"9".repeat(500)} Safari/537.36`);
    expect((fields.browserversion ?? "").length).toBeLessThanOrEqual(100);
  });
});

describe("referrerTypeOf", () => {
  const own = "yantu.example.cn";

  it.each([
    [null, 0],
    [undefined, 0],
    ["", 0],
    ["   ", 0],
  ])("no referrer (%j) → 0", (referrer, type) => {
    expect(referrerTypeOf(referrer, own)).toBe(type);
  });

  it.each([
    "https://www.google.com/",
    "https://www.google.com.hk/search?q=%E8%80%83%E7%A0%94",
    "https://google.co.jp/",
    "https://www.bing.com/search?q=kaoyan",
    "https://cn.bing.com/search?q=%E8%80%83%E7%A0%94",
    "https://search.yahoo.com/search?p=kaoyan",
    "https://tw.search.yahoo.com/",
    "https://yahoo.co.jp/",
    "https://duckduckgo.com/",
    "https://html.duckduckgo.com/html/",
    "https://www.baidu.com/link?url=abc",
    "https://m.baidu.com/from=844b/s?word=%E8%80%83%E7%A0%94",
    "http://baidu.com/",
    "https://WWW.BAIDU.COM/",
  ])("search engine %s → 1", (referrer) => {
    expect(referrerTypeOf(referrer, own)).toBe(1);
  });

  it.each([
    "https://www.zhihu.com/question/1",
    "https://weibo.com/",
    "https://notbaidu.com/",
    "https://baidu.com.evil.example/",
    "https://google.com.attacker.net/",
    "https://mybing.com/",
    "https://yantu.example.cn.evil.example/",
    "android-app://com.tencent.mm/",
    "not a url",
  ])("other site %s → 2", (referrer) => {
    expect(referrerTypeOf(referrer, own)).toBe(2);
  });

  it.each([
    ["https://yantu.example.cn/course?type=2", "yantu.example.cn"],
    ["http://yantu.example.cn/", "yantu.example.cn"],
    ["http://localhost:3000/", "localhost:3000"],
    ["http://LOCALHOST:3000/mobile/", "localhost:3000"],
    ["http://127.0.0.1:51234/", "127.0.0.1:51234"],
    ["https://yantu.example.cn/", "yantu.example.cn:443"],
    ["/question", "yantu.example.cn"],
  ])("own site %s on %s → 3", (referrer, host) => {
    expect(referrerTypeOf(referrer, host)).toBe(3);
  });

  it("own site wins even when our host looks like an engine's (self-hosted mirror)", () => {
    expect(referrerTypeOf("https://kaoyan.baidu.com/x", "kaoyan.baidu.com")).toBe(3);
  });
});

describe("isSearchEngineHost", () => {
  it("matches the five engines and their subdomains only", () => {
    expect(
      ["google.com", "www.google.de", "cn.bing.com", "search.yahoo.com", "duckduckgo.com", "m.baidu.com"].every(
        isSearchEngineHost,
      ),
    ).toBe(true);
    expect(
      ["googleusercontent.com", "bing.com.cn.example", "baidu.cn.example", "example.com"].some(isSearchEngineHost),
    ).toBe(false);
  });
});

describe("classify", () => {
  it("combines the agent's fields with the referrer and its type", () => {
    const result = classify(UA.androidChrome, "https://m.baidu.com/s?word=考研", "yantu.example.cn");
    expect(result).toMatchObject({
      clienttype: 1,
      devicetype: "mobile",
      browsername: "Chrome",
      referrer: "https://m.baidu.com/s?word=考研",
      referrertype: 1,
      isBot: false,
    });
  });

  it("keeps no empty referrer and cuts an overlong one", () => {
    expect(classify(UA.windowsChrome, "  ", "x").referrer).toBeNull();
    expect(classify(UA.windowsChrome, `https://a.example/${"x".repeat(5000)}`, "x").referrer?.length).toBe(2048);
  });
});
