import { describe, expect, it } from "vitest";
import { defaultVideoQuality } from "./video-quality";

const none = { cookie: null, saveData: null, ect: null, downlink: null };

describe("defaultVideoQuality", () => {
  it("is 高清 when nothing says the network is slow", () => {
    expect(defaultVideoQuality(none)).toBe("hd");
    expect(defaultVideoQuality({ ...none, ect: "4g", downlink: "10" })).toBe("hd");
    expect(defaultVideoQuality({ ...none, downlink: "1.5" })).toBe("hd");
  });

  it("is 标清 for Save-Data, a 2G/3G connection or a downlink under 1.5 Mbps", () => {
    expect(defaultVideoQuality({ ...none, saveData: "on" })).toBe("sd");
    expect(defaultVideoQuality({ ...none, saveData: " On " })).toBe("sd");
    for (const ect of ["slow-2g", "2g", "3g"]) expect(defaultVideoQuality({ ...none, ect })).toBe("sd");
    expect(defaultVideoQuality({ ...none, downlink: "0.4" })).toBe("sd");
  });

  it("keeps the viewer's own choice over every hint, and ignores junk", () => {
    expect(defaultVideoQuality({ cookie: "hd", saveData: "on", ect: "2g", downlink: "0.1" })).toBe("hd");
    expect(defaultVideoQuality({ ...none, cookie: "sd", ect: "4g" })).toBe("sd");
    expect(defaultVideoQuality({ ...none, cookie: "4k", saveData: "off", ect: "5g", downlink: "abc" })).toBe("hd");
    expect(defaultVideoQuality({ ...none, downlink: "" })).toBe("hd");
  });
});
