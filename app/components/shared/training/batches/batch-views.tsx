// Batches, membership and progress (issue 27) as both trees draw them: 我的班级, 学员管理, 学习概况 and 我的学习. Plain
// forms that post to their own page, so everything works without JavaScript; a refusal comes back in place with the
// messages (and, for a phone list, every wrong row by line) and what was typed.
import { Form, Link, useLocation } from "@remix-run/react";
import type { InputHTMLAttributes, ReactNode } from "react";
import { shanghaiIsoDay } from "~/lib/shanghai-time";
import { treeOfPath } from "~/lib/site-tree";
import { overviewText as t } from "~/modules/training/batches/batch-messages";
import type { FormRefusal } from "~/modules/training/batches/batch-pages.server";
import type { BatchMember, BatchSummary, InviteCode, MyBatches } from "~/modules/training/batches/batches.server";
import type { OverviewPage, StudentProgress } from "~/modules/training/batches/progress.server";
import type { TrainingBatch } from "~/modules/training/training-access.server";
import { trainingPaths } from "~/modules/training/training-paths";
import "./batches.css";
import { formatPoints } from "~/modules/question/marking/question-points";

function usePaths() {
  const { pathname } = useLocation();
  return trainingPaths[treeOfPath(pathname)];
}

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: (props: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div className="batch-field">
      <label htmlFor={id}>{label}</label>
      {children({ id, ...(error ? { "aria-invalid": true as const, "aria-describedby": errorId } : {}) })}
      {error ? (
        <p id={errorId} className="batch-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A text input of one of the page's forms: its label, its message when refused, and what was typed then. */
function FormInput({
  refusal,
  form,
  name,
  id,
  label,
  fallback = "",
  ...input
}: {
  refusal?: FormRefusal | null;
  form: string;
  name: string;
  id: string;
  label: string;
  fallback?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "defaultValue">) {
  return (
    <Field id={id} label={label} error={errorOf(refusal, form, name)}>
      {(props) => (
        <input {...props} {...input} name={name} defaultValue={typedValue(refusal, form, name) ?? fallback} />
      )}
    </Field>
  );
}

function FormMessage({ refusal, form }: { refusal?: FormRefusal | null; form: string }) {
  if (!refusal || refusal.form !== form) return null;
  const general = refusal.errors[""];
  const problems = refusal.problems ?? [];
  if (!general && problems.length === 0) return null;
  return (
    <div className="batch-alert" role="alert">
      {general ? <p>{general}</p> : null}
      {problems.length > 0 ? (
        <ul>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

const errorOf = (refusal: FormRefusal | null | undefined, form: string, name: string) =>
  refusal?.form === form ? refusal.errors[name] : undefined;
const typedValue = (refusal: FormRefusal | null | undefined, form: string, name: string) =>
  refusal?.form === form ? refusal.values[name] : undefined;

function BatchList({ batches, to, empty }: { batches: BatchSummary[]; to?: (id: number) => string; empty: string }) {
  if (batches.length === 0) return <p className="batch-muted">{empty}</p>;
  return (
    <ul className="batch-list">
      {batches.map((batch) => (
        <li key={batch.id}>
          {to ? <Link to={to(batch.id)}>{batch.name}</Link> : <span>{batch.name}</span>}
          <span className="batch-muted">
            {" "}
            · {batch.term} · {batch.schoolName}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function TrainingHomeView({
  data,
  refusal,
  heading = true,
}: {
  data: MyBatches;
  refusal?: FormRefusal | null;
  heading?: boolean;
}) {
  const paths = usePaths();
  return (
    <div className="batch-page">
      {heading ? <h1>{t.homeTitle}</h1> : null}
      <section aria-labelledby="batch-studying">
        <h2 id="batch-studying">我学习的班级</h2>
        <BatchList batches={data.studying} to={(id) => paths.student(id)} empty="你还没有加入班级。" />
        {data.requested.length > 0 ? (
          <>
            <h3>等待老师通过</h3>
            <BatchList batches={data.requested} empty="" />
          </>
        ) : null}
      </section>
      {data.teaching.length > 0 || data.canCreate ? (
        <section aria-labelledby="batch-teaching">
          <h2 id="batch-teaching">我教的班级</h2>
          <BatchList batches={data.teaching} to={(id) => paths.teacher(id)} empty="你还没有班级。" />
        </section>
      ) : null}
      <section aria-labelledby="batch-join">
        <h2 id="batch-join">加入班级</h2>
        <FormMessage refusal={refusal} form="join" />
        <Form method="post" className="batch-form" noValidate>
          <input type="hidden" name="intent" value="join" />
          <FormInput
            refusal={refusal}
            form="join"
            name="code"
            id="join-code"
            label="邀请码"
            type="text"
            autoComplete="off"
            maxLength={20}
          />
          <button type="submit" className="batch-button">
            加入
          </button>
        </Form>
      </section>
      {data.joinable.length > 0 ? (
        <section aria-labelledby="batch-joinable">
          <h2 id="batch-joinable">本校的班级</h2>
          <FormMessage refusal={refusal} form="request" />
          <ul className="batch-list">
            {data.joinable.map((batch) => (
              <li key={batch.id}>
                <Form method="post" className="batch-inline">
                  <input type="hidden" name="intent" value="request" />
                  <input type="hidden" name="batchId" value={batch.id} />
                  <span>
                    {batch.name} <span className="batch-muted">· {batch.term}</span>
                  </span>
                  <button
                    type="submit"
                    className="batch-button batch-button--light"
                    aria-label={`申请加入${batch.name}`}
                  >
                    申请加入
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {data.canCreate ? (
        <section aria-labelledby="batch-create">
          <h2 id="batch-create">新建班级</h2>
          <FormMessage refusal={refusal} form="create" />
          <Form method="post" className="batch-form" noValidate>
            <input type="hidden" name="intent" value="create" />
            <FormInput
              refusal={refusal}
              form="create"
              name="name"
              id="create-name"
              label="班级名称"
              type="text"
              maxLength={40}
            />
            <FormInput
              refusal={refusal}
              form="create"
              name="term"
              id="create-term"
              label="学期"
              type="text"
              maxLength={20}
              placeholder="如 2027 届"
            />
            <button type="submit" className="batch-button">
              新建班级
            </button>
          </Form>
        </section>
      ) : null}
    </div>
  );
}

const roleNames = { teacher: "教师", student: "学员" } as const;
const sourceNames: Record<string, string> = {
  creator: "创建者",
  list: "名单导入",
  invite: "邀请码",
  request: "申请",
  teacher: "添加的教师",
};

function MemberButton({
  intent,
  userId,
  label,
  name,
}: {
  intent: string;
  userId: number;
  label: string;
  name: string;
}) {
  return (
    <Form method="post" className="batch-inline">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="userId" value={userId} />
      <button type="submit" className="batch-button batch-button--light" aria-label={`${label}：${name}`}>
        {label}
      </button>
    </Form>
  );
}

export function StudentsView({
  data,
  refusal,
}: {
  data: { batch: TrainingBatch; members: BatchMember[]; invite: InviteCode; now: number };
  refusal?: FormRefusal | null;
}) {
  const { batch, members, invite } = data;
  const requests = members.filter((member) => member.state === "requested");
  const active = members.filter((member) => member.state === "active");
  const expired = invite.expiresAt !== null && invite.expiresAt <= data.now;
  return (
    <div className="batch-page">
      <h1>{t.studentsTitle}</h1>
      <section aria-labelledby="members-import">
        <h2 id="members-import">添加学员</h2>
        <p className="batch-muted">
          每行一个手机号；CSV 文件取第一列，可以有表头。名单中任何一行有错，整份名单都不导入。
        </p>
        <FormMessage refusal={refusal} form="import" />
        <Form method="post" encType="multipart/form-data" className="batch-form" noValidate>
          <input type="hidden" name="intent" value="import" />
          <Field id="import-phones" label="手机号名单" error={errorOf(refusal, "import", "phones")}>
            {(props) => (
              <textarea
                {...props}
                name="phones"
                rows={6}
                defaultValue={typedValue(refusal, "import", "phones") ?? ""}
              />
            )}
          </Field>
          <Field id="import-file" label="或上传 CSV 文件" error={errorOf(refusal, "import", "file")}>
            {(props) => <input {...props} name="file" type="file" accept=".csv,text/csv,text/plain" />}
          </Field>
          <button type="submit" className="batch-button">
            导入
          </button>
        </Form>
      </section>
      <section aria-labelledby="members-invite">
        <h2 id="members-invite">邀请码</h2>
        {invite.code ? (
          <p>
            当前邀请码：<strong className="batch-code">{invite.code}</strong>
            {invite.expiresAt !== null ? (
              <span className="batch-muted">
                {" "}
                {expired ? "（已过期）" : `（有效期至 ${shanghaiIsoDay(invite.expiresAt - 1)}）`}
              </span>
            ) : (
              <span className="batch-muted">（长期有效）</span>
            )}
          </p>
        ) : (
          <p className="batch-muted">还没有邀请码。</p>
        )}
        <FormMessage refusal={refusal} form="invite" />
        <Form method="post" className="batch-form" noValidate>
          <input type="hidden" name="intent" value="invite" />
          <FormInput
            refusal={refusal}
            form="invite"
            name="expiresOn"
            id="invite-expires"
            label="有效期至（可不填）"
            type="date"
          />
          <button type="submit" className="batch-button">
            {invite.code ? "换一个邀请码" : "生成邀请码"}
          </button>
        </Form>
        {invite.code ? (
          <Form method="post" className="batch-inline">
            <input type="hidden" name="intent" value="revoke" />
            <button type="submit" className="batch-button batch-button--light">
              撤销邀请码
            </button>
          </Form>
        ) : null}
      </section>
      <section aria-labelledby="members-requests">
        <h2 id="members-requests">加入申请</h2>
        <FormMessage refusal={refusal} form="approve" />
        <FormMessage refusal={refusal} form="decline" />
        {requests.length === 0 ? (
          <p className="batch-muted">没有等待处理的申请。</p>
        ) : (
          <ul className="batch-list">
            {requests.map((member) => (
              <li key={member.userId} className="batch-row">
                <span>
                  {member.nickname} <span className="batch-muted">{member.phone}</span>
                </span>
                <MemberButton intent="approve" userId={member.userId} label="通过" name={member.nickname} />
                <MemberButton intent="decline" userId={member.userId} label="拒绝" name={member.nickname} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="members-list">
        <h2 id="members-list">成员（{active.length}）</h2>
        <FormMessage refusal={refusal} form="remove" />
        {/* A table wider than a phone scrolls in its own box, which a keyboard can reach and scroll. */}
        <section
          className="batch-table-wrap"
          aria-label="成员列表"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must be reachable by keyboard to scroll it (WCAG 2.1.1)
          tabIndex={0}
        >
          <table className="batch-table">
            <thead>
              <tr>
                <th scope="col">昵称</th>
                <th scope="col">手机号</th>
                <th scope="col">身份</th>
                <th scope="col">加入方式</th>
                <th scope="col">操作</th>
              </tr>
            </thead>
            <tbody>
              {active.map((member) => (
                <tr key={member.userId}>
                  <th scope="row">{member.nickname}</th>
                  <td>{member.phone}</td>
                  <td>{roleNames[member.role]}</td>
                  <td>{sourceNames[member.source] ?? member.source}</td>
                  <td>
                    {member.role === "student" ? (
                      <MemberButton intent="remove" userId={member.userId} label="移出" name={member.nickname} />
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </section>
      <section aria-labelledby="members-teacher">
        <h2 id="members-teacher">添加教师</h2>
        <FormMessage refusal={refusal} form="teacher" />
        <Form method="post" className="batch-form" noValidate>
          <input type="hidden" name="intent" value="teacher" />
          <FormInput
            refusal={refusal}
            form="teacher"
            name="phoneNumber"
            id="teacher-phone"
            label="本校教师的手机号"
            type="tel"
            inputMode="numeric"
            maxLength={11}
          />
          <button type="submit" className="batch-button">
            添加教师
          </button>
        </Form>
      </section>
      <section aria-labelledby="members-settings">
        <h2 id="members-settings">班级设置</h2>
        <FormMessage refusal={refusal} form="settings" />
        <Form method="post" className="batch-form" noValidate>
          <input type="hidden" name="intent" value="settings" />
          <FormInput
            refusal={refusal}
            form="settings"
            name="name"
            id="settings-name"
            label="班级名称"
            fallback={batch.name}
            type="text"
            maxLength={40}
          />
          <FormInput
            refusal={refusal}
            form="settings"
            name="term"
            id="settings-term"
            label="学期"
            fallback={batch.term}
            type="text"
            maxLength={20}
          />
          <FormInput
            refusal={refusal}
            form="settings"
            name="behindDays"
            id="settings-days"
            label="落后天数（多少天没有学习算落后）"
            fallback={String(batch.behindDays)}
            type="number"
            min={1}
            max={60}
          />
          <div className="batch-check">
            <input
              id="settings-ranking"
              name="rankingVisible"
              type="checkbox"
              value="on"
              defaultChecked={batch.rankingVisible}
            />
            <label htmlFor="settings-ranking">学员可以看到自己在班里的排名</label>
          </div>
          <button type="submit" className="batch-button">
            保存设置
          </button>
        </Form>
      </section>
    </div>
  );
}

/** Scores are kept in hundredths of a point, as the question bank keeps them. */
const scoreText = (value: StudentProgress["latestScore"]) =>
  value ? `${formatPoints(value.score)} / ${formatPoints(value.maxScore)}` : "—";
const lastText = (row: StudentProgress) =>
  row.lastStudyDay === null
    ? t.never
    : `${row.lastStudyDay}（${row.idleDays === 0 ? "今天" : `${row.idleDays} 天前`}）`;

export function OverviewView({ data }: { data: { batch: TrainingBatch; overview: OverviewPage } }) {
  const { batch, overview } = data;
  const { pathname } = useLocation();
  const paths = usePaths();
  const query = (changes: Record<string, string | null>) => {
    const params = new URLSearchParams();
    params.set("days", String(overview.days));
    if (overview.behindOnly) params.set("behind", "1");
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) params.delete(key);
      else params.set(key, value);
    }
    return `?${params.toString()}`;
  };
  const exportBase = paths.teacher(batch.id).replace(/^\/mobile/, "");
  const exportQuery = `?days=${overview.days}`;
  return (
    <div className="batch-page">
      <h1>{t.title}</h1>
      <p>
        共 {overview.behindOnly ? `${overview.total} 名落后学员` : `${overview.total} 名学员`}；{overview.days}{" "}
        天没有学习算落后，现有 {overview.behindCount} 人落后。
      </p>
      <Form method="get" action={pathname} className="batch-form batch-form--row">
        <Field id="overview-days" label="落后天数">
          {(props) => <input {...props} name="days" type="number" min={1} max={60} defaultValue={overview.days} />}
        </Field>
        <div className="batch-check">
          <input id="overview-behind" name="behind" type="checkbox" value="1" defaultChecked={overview.behindOnly} />
          <label htmlFor="overview-behind">只看落后的</label>
        </div>
        <button type="submit" className="batch-button">
          筛选
        </button>
      </Form>
      <p className="batch-links">
        导出：
        <a href={`${exportBase}/export.csv${exportQuery}`} download>
          CSV
        </a>{" "}
        <a href={`${exportBase}/export.xlsx${exportQuery}`} download>
          Excel（XLSX）
        </a>
      </p>
      {overview.students.length === 0 ? (
        <p className="batch-muted">{overview.behindOnly ? "没有落后的学员。" : "班里还没有学员。"}</p>
      ) : (
        <section
          className="batch-table-wrap"
          aria-label="学员的学习情况"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must be reachable by keyboard to scroll it (WCAG 2.1.1)
          tabIndex={0}
        >
          <table className="batch-table">
            <caption className="batch-caption">学员的学习情况</caption>
            <thead>
              <tr>
                <th scope="col">学员</th>
                <th scope="col">{t.videos}</th>
                <th scope="col">{t.words}</th>
                <th scope="col">{t.questions}</th>
                <th scope="col">{t.exams}</th>
                <th scope="col">{t.latestScore}</th>
                <th scope="col">{t.bestScore}</th>
                <th scope="col">{t.lastStudy}</th>
              </tr>
            </thead>
            <tbody>
              {overview.students.map((row) => (
                <tr key={row.userId} className={row.behind ? "batch-behind" : undefined}>
                  <th scope="row">
                    {row.nickname}
                    {row.behind ? <span className="batch-tag">落后</span> : null}
                  </th>
                  <td>{row.videos}</td>
                  <td>{row.words}</td>
                  <td>{row.questions}</td>
                  <td>{row.exams}</td>
                  <td>{scoreText(row.latestScore)}</td>
                  <td>{scoreText(row.bestScore)}</td>
                  <td>{lastText(row)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {overview.pages > 1 ? (
        <nav aria-label="分页" className="batch-links">
          {overview.page > 1 ? <Link to={query({ page: String(overview.page - 1) })}>上一页</Link> : null}
          <span>
            第 {overview.page} / {overview.pages} 页
          </span>
          {overview.page < overview.pages ? <Link to={query({ page: String(overview.page + 1) })}>下一页</Link> : null}
        </nav>
      ) : null}
    </div>
  );
}

export function StudentOverviewView({
  data,
}: {
  data: { batch: TrainingBatch; progress: StudentProgress | null; rank: { rank: number; of: number } | null };
}) {
  const { progress, rank } = data;
  return (
    <div className="batch-page">
      <h1>{t.studentTitle}</h1>
      {progress ? (
        <dl className="batch-stats">
          <div>
            <dt>{t.videos}</dt>
            <dd>{progress.videos}</dd>
          </div>
          <div>
            <dt>{t.words}</dt>
            <dd>{progress.words}</dd>
          </div>
          <div>
            <dt>{t.questions}</dt>
            <dd>{progress.questions}</dd>
          </div>
          <div>
            <dt>{t.exams}</dt>
            <dd>{progress.exams}</dd>
          </div>
          <div>
            <dt>{t.latestScore}</dt>
            <dd>{scoreText(progress.latestScore)}</dd>
          </div>
          <div>
            <dt>{t.bestScore}</dt>
            <dd>{scoreText(progress.bestScore)}</dd>
          </div>
          <div>
            <dt>{t.lastStudy}</dt>
            <dd>{lastText(progress)}</dd>
          </div>
          {rank ? (
            <div>
              <dt>班级排名</dt>
              <dd>
                第 {rank.rank} 名 / 共 {rank.of} 人
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {progress?.behind ? (
        <p className="batch-alert">你已经 {progress.idleDays ?? "很多"} 天没有学习了，抓紧时间跟上班级的进度吧。</p>
      ) : null}
    </div>
  );
}
