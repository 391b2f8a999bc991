// A batch's 作业 (issue 27): the teacher's form (the video chooser works by GET: a course, then its videos) and every
// assignment's students with their states; the student's assignments with where to do each. Real forms that work
// without JavaScript; with it the same zod schema checks the single-valued fields first. Both trees draw these.
import { Alert, Button, Checkbox, Group, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { Form, Link } from "@remix-run/react";
import { SelectField } from "~/components/shared/select-field";
import { useValidatedForm } from "~/components/shared/use-validated-form";
import {
  ASSIGNMENT_NOTE_MAX,
  ASSIGNMENT_TITLE_MAX,
  ASSIGNMENT_WORDS_MAX,
} from "~/modules/training/assignments/assignment-messages";
import type {
  AssignmentFormResult,
  loadStudentAssignments,
  loadTeacherAssignments,
} from "~/modules/training/assignments/assignment-pages.server";
import { assignmentFields, assignmentSchema } from "~/modules/training/assignments/assignment-schemas";
import "./training.css";

type Loaded<T extends (...args: never[]) => unknown> = Awaited<ReturnType<T>>;

const kindOptions = [
  { value: "videos", label: "看视频（选择课程视频）" },
  { value: "words", label: "背单词（新学单词数）" },
  { value: "exam", label: "做试卷（练习或模考）" },
];

function FieldError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Text c="red.8" size="sm" role="alert">
      {message}
    </Text>
  );
}

export function TeacherAssignmentsView({
  data,
  result,
  path,
}: {
  data: Loaded<typeof loadTeacherAssignments>;
  result?: AssignmentFormResult;
  path: string;
}) {
  const values = result?.values ?? (data.courseId !== null ? { kind: "videos" } : undefined);
  const chosenVideos = new Set(result?.videoIds ?? []);
  const { onSubmit, field } = useValidatedForm(assignmentSchema, assignmentFields, { values, errors: result?.errors });
  const kindField = field("kind");
  const setField = field("setId");
  return (
    <Stack gap="lg">
      <section aria-labelledby="assignment-form-title">
        <h2 id="assignment-form-title">布置作业</h2>
        {result?.errors[""] ? (
          <Alert color="red" variant="light" role="alert" title="操作未成功">
            {result.errors[""]}
          </Alert>
        ) : null}
        <Form method="get" action={path} className="training-fieldset" aria-label="选择课程">
          <Group align="flex-end" gap="sm">
            <SelectField
              name="course"
              id="assignment-course"
              label="看视频的作业：先选课程"
              defaultValue={data.courseId === null ? "" : String(data.courseId)}
            >
              <option value="">请选择课程</option>
              {data.choices.courses.map((course) => (
                <option key={course.id} value={course.id}>
                  {course.title}
                </option>
              ))}
            </SelectField>
            <Button type="submit" variant="outline">
              列出课程视频
            </Button>
          </Group>
        </Form>
        <Form method="post" action={path} onSubmit={onSubmit} noValidate>
          <input type="hidden" name="intent" value="create" />
          <Stack gap="sm" maw={720} mt="sm">
            <TextInput
              {...field("title")}
              id="assignment-title"
              label="标题"
              maxLength={ASSIGNMENT_TITLE_MAX}
              required
            />
            <TextInput
              {...field("dueAt")}
              id="assignment-due"
              type="datetime-local"
              label="截止时间（北京时间）"
              description="如 2026-12-20 22:00"
              required
            />
            <SelectField
              name={kindField.name}
              defaultValue={kindField.defaultValue}
              onBlur={kindField.onBlur}
              onChange={kindField.onChange}
              error={kindField.error}
              id="assignment-kind"
              label="类型"
              required
            >
              <option value="">请选择</option>
              {kindOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </SelectField>
            <fieldset className="training-fieldset">
              <legend>看视频：课程视频</legend>
              {data.courseId === null ? (
                <Text size="sm">在上方选择课程并点「列出课程视频」。</Text>
              ) : data.choices.videos.length === 0 ? (
                <Text size="sm">这门课程还没有视频。</Text>
              ) : (
                <Stack gap={6}>
                  {data.choices.videos.map((video) => (
                    <Checkbox
                      key={video.id}
                      name="videoIds"
                      value={video.id}
                      id={`assignment-video-${video.id}`}
                      label={video.title}
                      defaultChecked={chosenVideos.has(String(video.id))}
                    />
                  ))}
                </Stack>
              )}
              <FieldError message={result?.errors.videoIds} />
            </fieldset>
            <TextInput
              {...field("wordTarget")}
              id="assignment-words"
              type="number"
              min={1}
              max={ASSIGNMENT_WORDS_MAX}
              inputMode="numeric"
              label="背单词：新学单词数"
              description="布置后到截止前新学的单词数"
            />
            <SelectField
              name={setField.name}
              defaultValue={setField.defaultValue}
              onBlur={setField.onBlur}
              onChange={setField.onChange}
              error={setField.error}
              id="assignment-set"
              label="做试卷：练习或模考"
            >
              <option value="">请选择试卷</option>
              {data.choices.sets.map((set) => (
                <option key={set.id} value={set.id}>
                  {set.title}
                </option>
              ))}
            </SelectField>
            <Textarea
              {...field("note")}
              id="assignment-note"
              label="说明（可选）"
              autosize
              minRows={2}
              maxLength={ASSIGNMENT_NOTE_MAX}
            />
            <Group>
              <Button type="submit">布置作业</Button>
            </Group>
          </Stack>
        </Form>
      </section>
      <section aria-labelledby="assignment-list-title">
        <h2 id="assignment-list-title">已布置的作业</h2>
        {data.assignments.length === 0 ? <Text>还没有布置作业。</Text> : null}
        <Stack gap="lg">
          {data.assignments.map((assignment) => (
            <article key={assignment.id} className="training-card" aria-labelledby={`assignment-${assignment.id}`}>
              <h3 id={`assignment-${assignment.id}`}>{assignment.title}</h3>
              <Text size="sm">
                {assignment.kindName}：{assignment.what} · 截止 {assignment.due}（北京时间）
                {assignment.reminded ? ` · 上次提醒 ${assignment.reminded}` : ""}
              </Text>
              {assignment.note ? <Text size="sm">{assignment.note}</Text> : null}
              <Text size="sm">
                已完成 {assignment.counts.done} · 进行中 {assignment.counts.in_progress} · 未开始{" "}
                {assignment.counts.not_started} · 逾期未完成 {assignment.counts.overdue}（共 {data.studentCount} 人）
              </Text>
              <Group gap="sm" my="xs">
                <Form method="post" action={path}>
                  <input type="hidden" name="intent" value="remind" />
                  <input type="hidden" name="assignmentId" value={assignment.id} />
                  <Button
                    type="submit"
                    size="compact-sm"
                    variant="outline"
                    aria-label={`提醒未完成「${assignment.title}」的学员`}
                  >
                    提醒未完成
                  </Button>
                </Form>
                <Form method="post" action={path}>
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="assignmentId" value={assignment.id} />
                  <Button
                    type="submit"
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    aria-label={`删除作业「${assignment.title}」`}
                  >
                    删除
                  </Button>
                </Form>
              </Group>
              {assignment.students.length === 0 ? (
                <Text size="sm">班级还没有学员。</Text>
              ) : (
                <div className="training-table-wrap">
                  <table className="training-table">
                    <caption>「{assignment.title}」的完成情况</caption>
                    <thead>
                      <tr>
                        <th scope="col">学员</th>
                        <th scope="col">状态</th>
                        <th scope="col">进度 / 成绩</th>
                      </tr>
                    </thead>
                    <tbody>
                      {assignment.students.map((student) => (
                        <tr key={student.userId}>
                          <th scope="row">
                            {student.name}
                            {student.phoneTail ? `（尾号 ${student.phoneTail}）` : ""}
                          </th>
                          <td>{student.stateName}</td>
                          <td>{student.progress}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </article>
          ))}
        </Stack>
      </section>
    </Stack>
  );
}

export function StudentAssignmentsView({ data }: { data: Loaded<typeof loadStudentAssignments> }) {
  return (
    <Stack gap="lg">
      <section aria-labelledby="my-assignments-title">
        <h2 id="my-assignments-title">我的作业</h2>
        {data.assignments.length === 0 ? (
          <Text>老师还没有布置作业。</Text>
        ) : (
          <ul className="training-cards">
            {data.assignments.map((assignment) => (
              <li key={assignment.id} className="training-card">
                <h3 className="training-card-title">{assignment.title}</h3>
                <Text size="sm">
                  {assignment.kindName}：{assignment.what} · 截止 {assignment.due}（北京时间）
                </Text>
                <Text size="sm">
                  <strong>{assignment.stateName}</strong>
                  {assignment.progress ? ` · ${assignment.progress}` : ""}
                </Text>
                {assignment.note ? <Text size="sm">{assignment.note}</Text> : null}
                <ul className="training-plain-list">
                  {assignment.todo.map((todo) => (
                    <li key={todo.href}>
                      <Link to={todo.href}>{todo.label}</Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="next-lectures-title">
        <h2 id="next-lectures-title">近期讲座</h2>
        {data.lectures.length === 0 ? (
          <Text>近期没有讲座。</Text>
        ) : (
          <ul className="training-plain-list">
            {data.lectures.map((lecture) => (
              <li key={lecture.id}>
                <Link to={lecture.href}>{lecture.title}</Link>（{lecture.starts}）
              </li>
            ))}
          </ul>
        )}
        <Text size="sm" mt="xs">
          <Link to={data.lecturesHref}>全部讲座与讲座日历</Link>
        </Text>
      </section>
    </Stack>
  );
}
