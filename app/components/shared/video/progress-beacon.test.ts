import { describe, expect, it, vi } from "vitest";
import {
  BEACON_INTERVAL_MS,
  createProgressTracker,
  newSessionId,
  PROGRESS_BEACON_URL,
  sendProgressBeacon,
} from "./progress-beacon";

const T0 = 1_800_000_000_000;

describe("createProgressTracker", () => {
  it("sends nothing before playback began", () => {
    const tracker = createProgressTracker({ type: 1, videoId: 7 }, "s1");
    expect(tracker.beacon(3, "pause", T0)).toBeNull();
    expect(tracker.tickDue(T0 + 60_000)).toBe(false);
  });

  it("numbers the beacons of a session and keeps the first play's startedAt", () => {
    const tracker = createProgressTracker({ type: 1, videoId: 7 }, "s1");
    tracker.started(T0);
    const first = tracker.beacon(4.26, "pause", T0 + 4_000);
    expect(Object.fromEntries(first!)).toEqual({
      videoId: "7",
      type: "1",
      position: "4.3",
      session: "s1",
      seq: "1",
      startedAt: String(T0),
    });
    tracker.started(T0 + 9_000); // a second play of the same session
    const second = tracker.beacon(12, "hidden", T0 + 12_000);
    expect(second?.get("seq")).toBe("2");
    expect(second?.get("startedAt")).toBe(String(T0));
  });

  it("is due every 10 s after the last beacon", () => {
    const tracker = createProgressTracker({ type: 2, videoId: 3 }, "s2");
    tracker.started(T0);
    expect(tracker.tickDue(T0 + BEACON_INTERVAL_MS - 1)).toBe(false);
    expect(tracker.tickDue(T0 + BEACON_INTERVAL_MS)).toBe(true);
    tracker.beacon(10, "tick", T0 + BEACON_INTERVAL_MS);
    expect(tracker.tickDue(T0 + BEACON_INTERVAL_MS + 5_000)).toBe(false);
    expect(tracker.tickDue(T0 + 2 * BEACON_INTERVAL_MS)).toBe(true);
  });

  it("skips a pause, end or hide at the position just sent, and what is not a position", () => {
    const tracker = createProgressTracker({ type: 1, videoId: 7 }, "s1");
    tracker.started(T0);
    expect(tracker.beacon(24, "pause", T0 + 1)).not.toBeNull();
    expect(tracker.beacon(24, "ended", T0 + 2)).toBeNull();
    expect(tracker.beacon(24, "hidden", T0 + 3)).toBeNull();
    expect(tracker.beacon(Number.NaN, "pause", T0 + 4)).toBeNull();
    expect(tracker.beacon(-1, "pause", T0 + 4)).toBeNull();
    expect(tracker.beacon(20, "pause", T0 + 5)?.get("seq")).toBe("2");
  });
});

describe("newSessionId", () => {
  it("is what the server accepts (1–64 letters, digits, - and _) and differs each time", () => {
    const a = newSessionId();
    const b = newSessionId();
    expect(a).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(a).not.toBe(b);
  });
});

describe("sendProgressBeacon", () => {
  const body = new URLSearchParams({ videoId: "1" });

  it("uses sendBeacon when the browser queues it", () => {
    const sendBeacon = vi.fn(() => true);
    const fetcher = vi.fn();
    expect(sendProgressBeacon(body, { sendBeacon }, fetcher as unknown as typeof fetch)).toBe(true);
    expect(sendBeacon).toHaveBeenCalledWith(PROGRESS_BEACON_URL, body);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it("falls back to a keepalive fetch when sendBeacon is missing, refuses or throws", () => {
    for (const nav of [
      {},
      { sendBeacon: () => false },
      {
        sendBeacon: () => {
          throw new TypeError("no");
        },
      },
    ]) {
      const fetcher = vi.fn(() => Promise.resolve(new Response(null)));
      expect(sendProgressBeacon(body, nav, fetcher as unknown as typeof fetch)).toBe(true);
      expect(fetcher).toHaveBeenCalledWith(PROGRESS_BEACON_URL, {
        method: "POST",
        body,
        keepalive: true,
        credentials: "same-origin",
      });
    }
  });
});
