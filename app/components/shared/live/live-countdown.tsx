// An upcoming live's countdown. The server renders the remaining time in whole minutes (距开播还有 2 天 3 小时 5 分钟)
// inside a <time datetime> naming the start, so it reads right without JavaScript; after hydration it ticks every
// second. It is not a live region: a screen reader is not interrupted every second (the start time is beside it).
import { useEffect, useState } from "react";
import { countdownText } from "~/modules/live/countdown-text";

export interface LiveCountdownProps {
  /** ISO start time. */
  startsAt: string;
  /** The server's text (countdownText at render time), shown until the first tick. */
  initialText: string;
}

export function LiveCountdown({ startsAt, initialText }: LiveCountdownProps) {
  const [text, setText] = useState(initialText);
  useEffect(() => {
    const start = Date.parse(startsAt);
    const tick = () => setText(countdownText(start - Date.now(), { seconds: true }));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [startsAt]);
  return (
    <time className="live-countdown" dateTime={startsAt} aria-live="off" data-countdown="">
      {text}
    </time>
  );
}
