// A batch's 讲座 (issue 27): the teacher's schedule with its form, the student's schedule and one lecture. Real forms
// that work without JavaScript; with it the same zod schema checks the text fields first. Both trees draw these.
import { Alert, Button, Checkbox, Group, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { Form, Link } from "@remix-run/react";
import { SelectField } from "~/components/shared/select-field";
import { useValidatedForm } from "~/components/shared/use-validated-form";
import {
  LECTURE_DESCRIPTION_MAX,
  LECTURE_ROOM_MAX,
  LECTURE_TEACHER_MAX,
  LECTURE_TITLE_MAX,
} from "~/modules/training/lectures/lecture-messages";
import type {
  LectureFormResult,
  LectureView,
  loadStudentLecture,
  loadStudentLectures,
  loadTeacherLectures,
} from "~/modules/training/lectures/lecture-pages.server";
import { lectureFields, lectureSchema } from "~/modules/training/lectures/lecture-schemas";
import "./training.css";

type Loaded<T extends (...args: never[]) => unknown> = Awaited<ReturnType<T>>;

function Place({ lecture }: { lecture: LectureView }) {
  if (lecture.live)
    return (
      <>
        直播：<Link to={lecture.live.href}>{lecture.live.title}</Link>
      </>
    );
  return <>{lecture.room || "—"}</>;
}

function ErrorAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" title="操作未成功">
      {message}
    </Alert>
  );
}

function TeacherTable({
  caption,
  items,
  editHref,
}: {
  caption: string;
  items: LectureView[];
  editHref: (id: number) => string;
}) {
  if (items.length === 0) return <Text>{caption}：暂无。</Text>;
  return (
    <div className="training-table-wrap">
      <table className="training-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">讲座</th>
            <th scope="col">时间（北京时间）</th>
            <th scope="col">主讲</th>
            <th scope="col">地点</th>
            <th scope="col">课件</th>
            <th scope="col">查看人数</th>
            <th scope="col">操作</th>
          </tr>
        </thead>
        <tbody>
          {items.map((lecture) => (
            <tr key={lecture.id}>
              <th scope="row">{lecture.title}</th>
              <td>
                {lecture.starts}–{lecture.ends}
                <br />
                {lecture.status}
              </td>
              <td>{lecture.teacher}</td>
              <td>
                <Place lecture={lecture} />
              </td>
              <td>{lecture.materials.length} 份</td>
              <td>{lecture.viewerCount} 人</td>
              <td>
                <Group gap="xs" wrap="nowrap">
                  <Link to={editHref(lecture.id)} aria-label={`编辑「${lecture.title}」`}>
                    编辑
                  </Link>
                  <Form method="post">
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="lectureId" value={lecture.id} />
                    <Button
                      type="submit"
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      aria-label={`删除「${lecture.title}」`}
                    >
                      删除
                    </Button>
                  </Form>
                </Group>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function TeacherLecturesView({
  data,
  result,
  path,
}: {
  data: Loaded<typeof loadTeacherLectures>;
  result?: LectureFormResult;
  /** This page's path in its tree (the form's action, the edit links). */
  path: string;
}) {
  const editing = data.editing;
  const values = result?.values ?? editing?.values;
  const chosen = new Set(result?.materialIds ?? editing?.materialIds ?? []);
  const { onSubmit, field } = useValidatedForm(lectureSchema, lectureFields, { values, errors: result?.errors });
  const liveField = field("liveId");
  return (
    <Stack gap="lg">
      <section aria-labelledby="lecture-form-title">
        <h2 id="lecture-form-title">{editing ? `编辑讲座「${editing.title}」` : "安排讲座"}</h2>
        <ErrorAlert message={result?.errors[""]} />
        <Form method="post" action={editing ? `${path}?edit=${editing.id}` : path} onSubmit={onSubmit} noValidate>
          <input type="hidden" name="intent" value="save" />
          {editing ? <input type="hidden" name="lectureId" value={editing.id} /> : null}
          <Stack gap="sm" maw={720}>
            <TextInput {...field("title")} id="lecture-title" label="标题" maxLength={LECTURE_TITLE_MAX} required />
            <TextInput
              {...field("teacher")}
              id="lecture-teacher"
              label="主讲老师"
              maxLength={LECTURE_TEACHER_MAX}
              required
            />
            <Group grow align="flex-start">
              <TextInput
                {...field("startsAt")}
                id="lecture-starts-at"
                type="datetime-local"
                label="开始时间（北京时间）"
                description="如 2026-12-10 19:30"
                required
              />
              <TextInput
                {...field("endsAt")}
                id="lecture-ends-at"
                type="datetime-local"
                label="结束时间（北京时间）"
                description="晚于开始时间，最长 12 小时"
                required
              />
            </Group>
            <TextInput
              {...field("room")}
              id="lecture-room"
              label="教室（线下讲座）"
              description="线下讲座填教室；线上讲座留空并选择直播"
              maxLength={LECTURE_ROOM_MAX}
            />
            <SelectField
              name={liveField.name}
              defaultValue={liveField.defaultValue}
              onBlur={liveField.onBlur}
              onChange={liveField.onChange}
              error={liveField.error}
              id="lecture-live"
              label="直播（线上讲座）"
              description="从已发布的直播中选择；学生从讲座页进入直播"
            >
              <option value="">不关联直播</option>
              {data.lives.map((live) => (
                <option key={live.value} value={live.value}>
                  {live.label}
                </option>
              ))}
            </SelectField>
            <fieldset className="training-fieldset">
              <legend>附加课件</legend>
              {data.materials.length === 0 ? (
                <Text size="sm">本班级还没有课件（在「课件」中上传）。</Text>
              ) : (
                <Stack gap={6}>
                  {data.materials.map((material) => (
                    <Checkbox
                      key={material.id}
                      name="materialIds"
                      value={material.id}
                      id={`lecture-material-${material.id}`}
                      label={material.title}
                      defaultChecked={chosen.has(String(material.id))}
                    />
                  ))}
                </Stack>
              )}
              {result?.errors.materialIds ? (
                <Text c="red.8" size="sm" role="alert">
                  {result.errors.materialIds}
                </Text>
              ) : null}
            </fieldset>
            <Textarea
              {...field("description")}
              id="lecture-description"
              label="介绍（可选）"
              autosize
              minRows={3}
              maxLength={LECTURE_DESCRIPTION_MAX}
            />
            <Group>
              <Button type="submit">{editing ? "保存修改" : "安排讲座"}</Button>
              {editing ? <Link to={path}>取消编辑</Link> : null}
            </Group>
          </Stack>
        </Form>
      </section>
      <section aria-labelledby="lecture-schedule-title">
        <h2 id="lecture-schedule-title">讲座安排</h2>
        <Stack gap="md">
          <TeacherTable caption="即将开始与进行中" items={data.upcoming} editHref={(id) => `${path}?edit=${id}`} />
          <TeacherTable caption="已结束" items={data.past} editHref={(id) => `${path}?edit=${id}`} />
        </Stack>
      </section>
    </Stack>
  );
}

function StudentList({ title, items, id }: { title: string; items: LectureView[]; id: string }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {items.length === 0 ? (
        <Text>暂无讲座。</Text>
      ) : (
        <ul className="training-cards">
          {items.map((lecture) => (
            <li key={lecture.id} className="training-card">
              <Link to={lecture.href} className="training-card-title">
                {lecture.title}
              </Link>
              <Text size="sm">
                {lecture.starts}–{lecture.ends}（北京时间）· {lecture.status}
                {lecture.collected ? " · 已收藏" : ""}
              </Text>
              <Text size="sm">
                主讲：{lecture.teacher} · 地点：
                <Place lecture={lecture} />
              </Text>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function StudentLecturesView({ data }: { data: Loaded<typeof loadStudentLectures> }) {
  return (
    <Stack gap="lg">
      <Text>
        <a href={data.calendarHref} download>
          下载讲座日历（.ics，可导入手机或电脑日历）
        </a>
      </Text>
      <StudentList title="即将开始" items={data.upcoming} id="lectures-upcoming" />
      <StudentList title="往期讲座" items={data.past} id="lectures-past" />
    </Stack>
  );
}

export function StudentLectureView({ data }: { data: Loaded<typeof loadStudentLecture> }) {
  const lecture = data.lecture;
  return (
    <Stack gap="md">
      <Text>
        <Link to={data.listHref}>← 全部讲座</Link>
      </Text>
      <dl className="training-facts">
        <dt>时间（北京时间）</dt>
        <dd>
          {lecture.starts}–{lecture.ends} · {lecture.status}
        </dd>
        <dt>主讲老师</dt>
        <dd>{lecture.teacher}</dd>
        <dt>地点</dt>
        <dd>
          <Place lecture={lecture} />
        </dd>
        <dt>课件</dt>
        <dd>
          {lecture.materials.length === 0 ? (
            "无"
          ) : (
            <ul className="training-plain-list">
              {lecture.materials.map((material) => (
                <li key={material.id}>
                  <Link to={material.href}>{material.title}</Link>
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
      {lecture.description ? <Text style={{ whiteSpace: "pre-wrap" }}>{lecture.description}</Text> : null}
      <Form method="post">
        <input type="hidden" name="intent" value={lecture.collected ? "uncollect" : "collect"} />
        <Button type="submit" variant={lecture.collected ? "outline" : "filled"}>
          {lecture.collected ? "取消收藏" : "收藏"}
        </Button>
      </Form>
    </Stack>
  );
}
