// 我的数据 in both trees (docs/decisions/0026): the export — its state and progress, 申请导出, 下载 (ZIP) while ready,
// 刷新 (a link, so it works without JavaScript; with JavaScript the page asks again every few seconds while the export
// is pending, less often the longer it takes, and not while the tab is hidden) — and 注销账号: what is erased, what is
// kept and why, then the SMS code and 确认注销, all plain post forms.
import { Form, Link, useRevalidator } from "@remix-run/react";
import { useEffect, useState } from "react";
import { shanghaiSlashMinute } from "~/lib/shanghai-time";
import type { MyDataActionData, loadMyDataPage } from "~/modules/privacy/my-data-pages.server";
import { exportStateNames } from "~/modules/privacy/privacy-messages";
import "../course/course.css";
import "./centre.css";
import "./my-data.css";

type MyDataPageData = Awaited<ReturnType<typeof loadMyDataPage>>;

function sizeLabel(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** While an export is pending: revalidate after 2 s, then 3, 5, 8 … up to 15 s; paused while the tab is hidden. */
function usePendingPoll(pending: boolean) {
  const revalidator = useRevalidator();
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the revalidator is read when the timer fires; depending on it would restart the timer on each revalidation
  useEffect(() => {
    if (!pending) {
      setRound(0);
      return;
    }
    const delay = Math.min(15_000, [2_000, 3_000, 5_000, 8_000][round] ?? 15_000);
    const timer = setTimeout(() => {
      if (document.visibilityState === "visible" && revalidator.state === "idle") revalidator.revalidate();
      setRound((value) => value + 1);
    }, delay);
    return () => clearTimeout(timer);
  }, [pending, round]);
}

function ExportSection({ data, path }: { data: MyDataPageData; path: string }) {
  const latest = data.latest;
  usePendingPoll(Boolean(latest?.pending));
  return (
    <section aria-labelledby="my-data-export" className="my-data-section">
      <h2 id="my-data-export" className="centre-section-title">
        导出我的数据
      </h2>
      <p>
        把本站保存的与您有关的全部信息打包成一个 ZIP
        文件：账号信息、学习记录（视频进度、单词与复习记录、模考与练习的作答、下载）、收藏与点赞、生词本与笔记、打卡与松果、消息、关注、意见反馈、预约、订单与支付、登录后的访问记录。每类信息都有
        JSON 和 CSV（可用表格软件打开）两种格式。生成需要一点时间，完成后 24 小时内可以下载。
      </p>
      {latest ? (
        <div className="my-data-status" aria-live="polite">
          <p>
            最近一次申请：<time dateTime={latest.requestedAt}>{shanghaiSlashMinute(latest.requestedAt)}</time>，状态：
            <strong>{exportStateNames[latest.state]}</strong>
          </p>
          {latest.pending ? (
            <>
              <label className="my-data-progress">
                生成进度
                <progress max={100} value={latest.progress}>
                  {latest.progress}%
                </progress>
                <span>{latest.progress}%</span>
              </label>
              <p>
                <Link to={path} className="course-button course-button--plain" reloadDocument>
                  刷新
                </Link>
              </p>
            </>
          ) : null}
          {latest.state === "ready" && latest.downloadUrl ? (
            <p className="my-data-actions">
              <a href={latest.downloadUrl} className="course-button" download>
                下载 (ZIP{latest.byteSize !== null ? `，${sizeLabel(latest.byteSize)}` : ""})
              </a>
              {latest.expiresAt ? (
                <span className="centre-meta">
                  链接有效至 <time dateTime={latest.expiresAt}>{shanghaiSlashMinute(latest.expiresAt)}</time>
                  ，仅限本人登录后下载
                </span>
              ) : null}
            </p>
          ) : null}
          {latest.state === "failed" ? <p>这次导出没有生成成功，请重新申请。</p> : null}
          {latest.state === "expired" ? <p>下载期限已过，文件已删除。需要时请重新申请。</p> : null}
        </div>
      ) : null}
      {latest?.pending ? null : (
        <Form method="post" action={path}>
          <input type="hidden" name="intent" value="export" />
          <button type="submit" className="course-button">
            申请导出
          </button>
        </Form>
      )}
    </section>
  );
}

function DeletionSection({
  data,
  path,
  result,
}: {
  data: MyDataPageData;
  path: string;
  result: MyDataActionData | undefined;
}) {
  const { refusal, maskedPhone, privacyHref } = data.deletion;
  const errors = result?.errors ?? {};
  const codeStep = result?.step === "code" && Boolean(result.phoneCaptchaId);
  const [left, setLeft] = useState(result?.waitSeconds ?? 0);
  useEffect(() => setLeft(result?.waitSeconds ?? 0), [result]);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((value) => Math.max(0, value - 1)), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return (
    <section aria-labelledby="my-data-delete" className="my-data-section">
      <h2 id="my-data-delete" className="centre-section-title">
        注销账号
      </h2>
      <p>注销立即生效，无法撤销。如需保留学习记录，请先导出我的数据。</p>
      <h3 className="my-data-subtitle">将被删除的信息</h3>
      <ul>
        <li>手机号、昵称、头像、密码和所属学校；所有设备上的登录立即失效。</li>
        <li>学习记录：视频进度、单词与复习记录、模考与练习的作答、错题本与笔记、下载记录、打卡与松果。</li>
        <li>收藏、点赞、生词本、关注、消息、学习设置、预约咨询、购物车、未下载的导出文件。</li>
        <li>意见反馈和访问记录中的账号、联系方式、IP 地址与访客标识（反馈内容与匿名的访问统计保留）。</li>
      </ul>
      <h3 className="my-data-subtitle">将被保留的信息及原因</h3>
      <ul>
        <li>
          订单、支付与退款记录：依照《中华人民共和国电子商务法》第三十一条，自交易完成之日起保存三年。保留的订单已匿名：不含手机号、昵称，个人发票抬头删除。
        </li>
        <li>您发表过的考研经验帖保留，但不再与账号关联（如需删除，请在注销前删除）。</li>
      </ul>
      <p>
        详见
        <Link to={`${privacyHref}#rights`}>《隐私政策》</Link>
        “您的权利”。
      </p>
      {refusal ? (
        <p role="alert" className="centre-error my-data-refusal">
          {refusal}
        </p>
      ) : (
        <>
          {errors[""] ? (
            <p role="alert" className="centre-error">
              {errors[""]}
            </p>
          ) : null}
          {result?.notice ? (
            <p role="status" className="centre-meta">
              {result.notice}
            </p>
          ) : null}
          <Form method="post" action={path} className="my-data-send-code" aria-label="获取注销验证码">
            <input type="hidden" name="intent" value="send-code" />
            <span className="centre-meta">验证码将发送至账号绑定的手机号 {maskedPhone}。</span>
            <button type="submit" className="course-button course-button--plain" disabled={left > 0}>
              {left > 0 ? `${left} 秒后可重新获取` : codeStep ? "重新获取验证码" : "获取验证码"}
            </button>
          </Form>
          <Form method="post" action={path} className="my-data-delete-form" aria-label="确认注销账号" noValidate>
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="phoneCaptchaId" value={result?.phoneCaptchaId ?? ""} />
            <p className="my-data-field">
              <label htmlFor="my-data-code">短信验证码</label>
              <input
                id="my-data-code"
                type="text"
                name="phoneCaptcha"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                aria-invalid={errors.phoneCaptcha || errors.phoneCaptchaId ? true : undefined}
                aria-describedby={errors.phoneCaptcha || errors.phoneCaptchaId ? "my-data-code-error" : undefined}
              />
            </p>
            {errors.phoneCaptcha || errors.phoneCaptchaId ? (
              <p id="my-data-code-error" role="alert" className="centre-error">
                {errors.phoneCaptcha ?? errors.phoneCaptchaId}
              </p>
            ) : null}
            <p>
              <label className="my-data-confirm">
                <input
                  type="checkbox"
                  name="confirm"
                  defaultChecked={result?.confirm ?? false}
                  aria-invalid={errors.confirm ? true : undefined}
                  aria-describedby={errors.confirm ? "my-data-confirm-error" : undefined}
                />
                我已了解注销的后果：个人信息删除后无法恢复
              </label>
            </p>
            {errors.confirm ? (
              <p id="my-data-confirm-error" role="alert" className="centre-error">
                {errors.confirm}
              </p>
            ) : null}
            <button type="submit" className="course-button my-data-danger">
              确认注销
            </button>
          </Form>
        </>
      )}
    </section>
  );
}

export function MyDataView({
  data,
  path,
  result,
}: {
  data: MyDataPageData;
  path: string;
  result: MyDataActionData | undefined;
}) {
  return (
    <>
      <p className="centre-meta">
        依照《中华人民共和国个人信息保护法》第四十五条和第四十七条，您可以随时取得本站保存的您的个人信息的副本，或注销账号。
      </p>
      <ExportSection data={data} path={path} />
      <DeletionSection data={data} path={path} result={result} />
    </>
  );
}
