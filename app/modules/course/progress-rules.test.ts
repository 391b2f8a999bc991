import { describe, expect, it } from "vitest";
import {
  applyBeacon,
  clampPosition,
  isLearnt,
  isNewer,
  percentLearnt,
  resumePoint,
  type ProgressState,
} from "./progress-rules";

const key = (startedAt: number, session: string, seq: number) => ({ startedAt, session, seq });

describe("isNewer", () => {
  it("orders by session start, then seq within a session", () => {
    expect(isNewer(key(2, "a", 0), key(1, "z", 99))).toBe(true);
    expect(isNewer(key(1, "b", 0), key(1, "a", 99))).toBe(false);
    expect(isNewer(key(1, "a", 99), key(1, "b", 0))).toBe(false);
    expect(isNewer(key(1, "a", 5), key(1, "a", 4))).toBe(true);
    expect(isNewer(key(1, "a", 4), key(1, "a", 4))).toBe(false);
    expect(isNewer(key(1, "a", 3), key(1, "a", 4))).toBe(false);
    expect(isNewer(key(0, "z", 99), key(1, "a", 0))).toBe(false);
  });
});

describe("isLearnt", () => {
  it("is learnt at 90 % of the duration", () => {
    expect(isLearnt(21, 24)).toBe(false);
    expect(isLearnt(22, 24)).toBe(true);
    expect(isLearnt(90, 100)).toBe(true);
    expect(isLearnt(89, 100)).toBe(false);
    expect(isLearnt(0, 0)).toBe(true);
  });
});

describe("clampPosition", () => {
  it("keeps whole seconds within the video", () => {
    expect(clampPosition(12.9, 24)).toBe(12);
    expect(clampPosition(-3, 24)).toBe(0);
    expect(clampPosition(99, 24)).toBe(24);
  });
});

describe("applyBeacon", () => {
  const stored: ProgressState = { position: 10, furthest: 15, learnt: false, key: key(1000, "s1", 3) };

  it("starts a record with the first beacon", () => {
    expect(applyBeacon(null, { key: key(1000, "s1", 0), position: 5 }, 24)).toEqual({
      state: { position: 5, furthest: 5, learnt: false, key: key(1000, "s1", 0) },
      changed: true,
      becameLearnt: false,
    });
  });

  it("moves the resume point back with a newer beacon but never the furthest point", () => {
    const result = applyBeacon(stored, { key: key(1000, "s1", 4), position: 2 }, 24);
    expect(result.state).toEqual({ position: 2, furthest: 15, learnt: false, key: key(1000, "s1", 4) });
    expect(result.changed).toBe(true);
  });

  it("changes nothing for a duplicate", () => {
    expect(applyBeacon(stored, { key: stored.key, position: 10 }, 24)).toEqual({
      state: stored,
      changed: false,
      becameLearnt: false,
    });
  });

  it("keeps the resume point for a late beacon but still takes a further point from it", () => {
    const late = applyBeacon(stored, { key: key(1000, "s1", 2), position: 8 }, 24);
    expect(late).toEqual({ state: stored, changed: false, becameLearnt: false });
    const lateButFurther = applyBeacon(stored, { key: key(999, "s0", 9), position: 20 }, 24);
    expect(lateButFurther.state).toEqual({ ...stored, furthest: 20 });
    expect(lateButFurther.changed).toBe(true);
  });

  it("becomes learnt once at 90 % and stays learnt after the viewer goes back", () => {
    const learnt = applyBeacon(stored, { key: key(1000, "s1", 5), position: 22 }, 24);
    expect(learnt.becameLearnt).toBe(true);
    expect(learnt.state.learnt).toBe(true);
    const back = applyBeacon(learnt.state, { key: key(2000, "s2", 0), position: 1 }, 24);
    expect(back.state).toMatchObject({ position: 1, furthest: 22, learnt: true });
    expect(back.becameLearnt).toBe(false);
  });

  it("gives the same state whatever order the beacons of a session arrive in", () => {
    const beacons = [3, 7, 12, 18, 23, 20].map((position, seq) => ({ key: key(1000, "s1", seq), position }));
    const run = (order: typeof beacons) =>
      order.reduce<ProgressState | null>((state, beacon) => applyBeacon(state, beacon, 24).state, null);
    const inOrder = run(beacons);
    expect(inOrder).toEqual({ position: 20, furthest: 23, learnt: true, key: key(1000, "s1", 5) });
    expect(run([...beacons].reverse())).toEqual(inOrder);
    expect(run([beacons[2]!, beacons[5]!, beacons[0]!, beacons[4]!, beacons[1]!, beacons[3]!, beacons[5]!])).toEqual(
      inOrder,
    );
  });
});

describe("resumePoint", () => {
  const last = { id: 5, sequence: 2, durationSeconds: 24 };
  const next = { id: 6, sequence: 3, durationSeconds: 24 };
  it("resumes the last video where the viewer left it", () => {
    expect(resumePoint({ ...last, position: 12 }, next)).toEqual({ videoId: 5, position: 12 });
  });
  it("moves on to the next video when the last one was watched to its end", () => {
    expect(resumePoint({ ...last, position: 23 }, next)).toEqual({ videoId: 6, position: 0 });
    expect(resumePoint({ ...last, position: 24 }, null)).toEqual({ videoId: 5, position: 0 });
  });
});

describe("percentLearnt", () => {
  it("rounds down and handles empty courses", () => {
    expect(percentLearnt(0, 0)).toBe(0);
    expect(percentLearnt(1, 3)).toBe(33);
    expect(percentLearnt(29, 30)).toBe(96);
    expect(percentLearnt(30, 30)).toBe(100);
  });
});
