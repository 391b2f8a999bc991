import { describe, expect, it } from "vitest";
import { deviceRedirect } from "~/lib/device-routing";
import { requestHeaders } from "./request-headers";
import { targets } from "./targets";

const context = { accessToken: "token123", controlPath: "/bench-control-x.html" };

describe("requestHeaders", () => {
  it("gives every target a user agent the server does not redirect for its path", () => {
    for (const target of targets) {
      const headers = requestHeaders(target, context, { gzip: true });
      const path = target.path(context);
      expect(
        deviceRedirect({ method: "GET", path, search: "", userAgent: headers["user-agent"] }),
        target.id,
      ).toBeNull();
    }
  });

  it("sends the session the way the target says", () => {
    const byId = (id: string) => targets.find((target) => target.id === id)!;
    expect(requestHeaders(byId("user-center"), context, { gzip: true }).cookie).toContain("Authorization=token123");
    expect(requestHeaders(byId("api-is-appointed"), context, { gzip: true }).authorization).toBe("Bearer token123");
    expect(requestHeaders(byId("desktop-home"), context, { gzip: true }).authorization).toBeUndefined();
  });

  it("treats the control exactly like the desktop home page", () => {
    const byId = (id: string) => targets.find((target) => target.id === id)!;
    expect(requestHeaders(byId("control"), context, { gzip: true })).toEqual(
      requestHeaders(byId("desktop-home"), context, { gzip: true }),
    );
  });

  it("asks for gzip unless told not to", () => {
    expect(requestHeaders(targets[0]!, context, { gzip: true })["accept-encoding"]).toBe("gzip");
    expect(requestHeaders(targets[0]!, context, { gzip: false })["accept-encoding"]).toBe("identity");
  });

  it("refuses a logged-in target without a session", () => {
    const target = targets.find((candidate) => candidate.credential !== "none")!;
    expect(() => requestHeaders(target, { ...context, accessToken: "" }, { gzip: true })).toThrow("needs a session");
  });
});
