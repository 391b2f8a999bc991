// 申请成为学长学姐 on /user/senior and /mobile/user/senior (docs/decisions/0033): the student's latest application with
// its state (审核中 / 已通过 / 未通过 and the reason, the proof image behind its guarded link), then the form when one may
// be sent (重新申请 after a decline). A plain multipart form: without JavaScript it posts and the page comes back with
// the messages and every field as typed; with JavaScript the same zod schema checks the fields first.
import { Alert, Button, Stack, Textarea, TextInput } from "@mantine/core";
import { Form, Link } from "@remix-run/react";
import type { SeniorApplicationView } from "~/modules/seniors/senior-applications.server";
import { seniorApplicationMessages as m } from "~/modules/seniors/senior-application-messages";
import {
  INTRO_MAX,
  seniorApplicationFields,
  seniorApplicationSchema,
  subjectRowFields,
} from "~/modules/seniors/senior-application-schemas";
import { useValidatedForm } from "../use-validated-form";
import { SeniorBadge } from "./senior-badge";
import "./senior-application.css";

export interface SeniorApplyData {
  canApply: boolean;
  blockedReason: string | null;
  application: SeniorApplicationView | null;
  seniorId: number | null;
  noSchool: boolean;
}

function ApplicationState({
  application,
  seniorHref,
}: {
  application: SeniorApplicationView;
  seniorHref: string | null;
}) {
  return (
    <div className="senior-apply-state">
      <h3>
        我的申请：<strong>{application.stateName}</strong>
        {application.state === "approved" ? <SeniorBadge /> : null}
      </h3>
      {application.state === "declined" ? (
        <p className="centre-error">未通过原因：{application.reason}</p>
      ) : application.state === "pending" ? (
        <p className="centre-meta">学校的机构账号审核后会通过「消息」通知你。</p>
      ) : seniorHref ? (
        <p>
          <Link to={seniorHref}>查看我的学长学姐主页</Link>
        </p>
      ) : null}
      <dl>
        <dt>录取院校</dt>
        <dd>{application.admittedSchool}</dd>
        <dt>录取专业</dt>
        <dd>{application.admittedMajor}</dd>
        <dt>考研年份</dt>
        <dd>{application.examYear} 年</dd>
        <dt>各科成绩</dt>
        <dd>{application.subjects.map((entry) => `${entry.subject} ${entry.score}`).join("、")}</dd>
        <dt>总分</dt>
        <dd>{application.totalScore}</dd>
      </dl>
      <p>
        <a href={application.proofUrl} target="_blank" rel="noopener">
          查看证明图片（新窗口打开）
        </a>
      </p>
    </div>
  );
}

export function SeniorApplicationSection({
  apply,
  action,
  seniorHref,
  result,
  idPrefix,
}: {
  apply: SeniorApplyData;
  /** Where the form posts (this page). */
  action: string;
  /** The student's own senior page, once approved. */
  seniorHref: string | null;
  result?: { errors?: Record<string, string>; values?: Record<string, string> };
  idPrefix: string;
}) {
  const { onSubmit, field } = useValidatedForm(seniorApplicationSchema, seniorApplicationFields, result ?? {});
  const errors = result?.errors ?? {};
  const declined = apply.application?.state === "declined";
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <section aria-labelledby={id("title")} className="senior-apply">
      <h2 id={id("title")} className="centre-section-title">
        申请成为学长学姐
      </h2>
      {apply.application ? <ApplicationState application={apply.application} seniorHref={seniorHref} /> : null}
      {apply.canApply ? (
        <Form
          method="post"
          action={action}
          encType="multipart/form-data"
          onSubmit={onSubmit}
          noValidate
          aria-labelledby={id("form-title")}
        >
          <h3 id={id("form-title")}>{declined ? "重新申请" : "填写申请"}</h3>
          <p className="centre-meta">
            已被录取的同学可以申请成为学长学姐：通过学校机构账号审核后，你的名字旁会显示「学长学姐」标识，并开通个人主页。
            {apply.noSchool ? ` ${m.noSchool}。` : ""}
          </p>
          <input type="hidden" name="intent" value="apply" />
          <Stack gap="sm">
            {errors[""] ? (
              <Alert color="red" variant="light" role="alert" title="提交未成功">
                {errors[""]}
              </Alert>
            ) : null}
            <TextInput
              {...field("admittedSchool")}
              id={id("admittedSchool")}
              label="录取院校"
              maxLength={50}
              required
              autoComplete="off"
            />
            <TextInput
              {...field("admittedMajor")}
              id={id("admittedMajor")}
              label="录取专业"
              maxLength={50}
              required
              autoComplete="off"
            />
            <TextInput
              {...field("examYear")}
              id={id("examYear")}
              label="考研年份"
              description="参加初试的年份后一年，如 2025 年 12 月参加初试填 2026"
              inputMode="numeric"
              maxLength={4}
              required
            />
            <fieldset className="senior-apply-subjects">
              <legend>初试科目与成绩（至少一科，最多 {subjectRowFields.length} 科）</legend>
              {subjectRowFields.map(([subject, score], index) => (
                <div className="senior-apply-row" key={subject}>
                  <TextInput
                    {...field(subject)}
                    id={id(subject)}
                    label={`科目 ${index + 1}`}
                    placeholder={index === 0 ? "如：政治" : undefined}
                    maxLength={20}
                  />
                  <TextInput
                    {...field(score)}
                    id={id(score)}
                    label={`科目 ${index + 1} 成绩`}
                    inputMode="numeric"
                    maxLength={3}
                  />
                </div>
              ))}
            </fieldset>
            <TextInput
              {...field("totalScore")}
              id={id("totalScore")}
              label="总分"
              description="等于各科成绩之和"
              inputMode="numeric"
              maxLength={3}
              required
            />
            <Textarea
              {...field("introduction")}
              id={id("introduction")}
              label="自我介绍"
              description={`10–${INTRO_MAX} 个字：备考经历、擅长的科目`}
              maxLength={INTRO_MAX}
              rows={4}
              required
            />
            <div className="senior-apply-file">
              <label htmlFor={id("proof")}>证明图片（必填）</label>
              <p id={id("proof-hint")}>
                录取通知书或拟录取名单截图，JPG 或 PNG，不超过 2 MB；只有你和本校机构账号能看到，位置等信息会被去除。
              </p>
              <input
                type="file"
                name="proof"
                id={id("proof")}
                accept="image/jpeg,image/png"
                required
                aria-invalid={errors.proof ? true : undefined}
                aria-describedby={errors.proof ? `${id("proof-hint")} ${id("proof-error")}` : id("proof-hint")}
              />
              {errors.proof ? (
                <p id={id("proof-error")} className="centre-error">
                  {errors.proof}
                </p>
              ) : null}
            </div>
            <Button type="submit">{declined ? "重新申请" : "提交申请"}</Button>
          </Stack>
        </Form>
      ) : apply.blockedReason && apply.application?.state !== "pending" ? (
        <p className="centre-note">{apply.blockedReason}</p>
      ) : null}
    </section>
  );
}
