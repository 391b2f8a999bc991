// 距离考研还有 N 天: the exam countdown line, on the settings page and the centre (desktop /user/center, mobile 我的).
// The date it counts to is the one vocabulary caps its reviews at (docs/decisions/0025).
import { Link } from "@remix-run/react";
import "./settings.css";

export interface ExamCountdownData {
  date: string;
  daysLeft: number;
  isDefault: boolean;
}

export function ExamCountdown({ countdown, settingsHref }: { countdown: ExamCountdownData; settingsHref?: string }) {
  const { date, daysLeft, isDefault } = countdown;
  return (
    <p className="exam-countdown" data-testid="exam-countdown">
      {daysLeft > 0 ? (
        <>
          距离考研还有 <strong>{daysLeft}</strong> 天
        </>
      ) : (
        <strong>今天就是考试日，加油！</strong>
      )}{" "}
      <small>
        （{date}
        {isDefault ? "，全国统考" : ""}）
      </small>
      {settingsHref ? (
        <>
          {" "}
          <Link to={settingsHref}>修改考试日期</Link>
        </>
      ) : null}
    </p>
  );
}
