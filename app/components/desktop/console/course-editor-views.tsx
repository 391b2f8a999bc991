// 课程管理 (/console/courses, issue 26): the list of every course, and one course's editor — its facts, its catalogue
// (chapters → sections → videos from 视频库, each change a small form of its own) and its preview as students will
// see it. Real forms that work without JavaScript; with it the same zod schemas check first. A refused form shows
// its message beside itself with what was typed.
import { Button, Checkbox, Group, NativeSelect, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { CourseDetailView } from "~/components/shared/course/course-detail";
import { PaginationLinks } from "~/components/shared/course/pagination-links";
import { formatClock } from "~/components/shared/media/duration";
import { useValidatedForm } from "~/components/shared/use-validated-form";
import { formatFen } from "~/lib/money";
import {
  CATALOGUE_TITLE_MAX,
  COURSE_COVER_HEIGHT,
  COURSE_COVER_MIN_HEIGHT,
  COURSE_COVER_MIN_WIDTH,
  COURSE_COVER_WIDTH,
  COURSE_INTRODUCTION_MAX,
  COURSE_TITLE_MAX,
} from "~/modules/console/course-editor-messages";
import type {
  CourseEditorFormResult,
  loadCourseEditor,
  loadCourseEditorList,
} from "~/modules/console/course-editor-pages.server";
import {
  type CatalogueIntent,
  catalogueChangeSchemas,
  catalogueFormKey,
  courseFields,
  courseSchema,
} from "~/modules/console/course-editor-schemas";
import { FormAlert } from "./campus-views";
import { VideoChoiceField, type VideoChoice } from "./video-choice-field";
import "./console.css";

type Loaded<T extends (...args: never[]) => unknown> = Awaited<ReturnType<T>>;
type EditorData = Loaded<typeof loadCourseEditor>;
type Course = NonNullable<EditorData["course"]>;
type Chapter = Course["chapters"][number];
type Section = Chapter["sections"][number];
type Lesson = Section["lessons"][number];

const listPath = "/console/courses";

export function CourseEditorListView({ data }: { data: Loaded<typeof loadCourseEditorList> }) {
  const hrefOf = (state: string | null, page = 1) => {
    const query = new URLSearchParams();
    if (state) query.set("state", state);
    if (page > 1) query.set("page", String(page));
    const text = query.toString();
    return text ? `${listPath}?${text}` : listPath;
  };
  const filters = [{ code: null, name: "全部" }, ...data.states];
  return (
    <Stack gap="md">
      <FormAlert message={data.notice ?? undefined} />
      <Group justify="space-between">
        <nav aria-label="按状态筛选">
          <Group gap="xs">
            {filters.map((filter) => (
              <Link
                key={filter.code ?? "all"}
                to={hrefOf(filter.code)}
                aria-current={data.state === filter.code ? "page" : undefined}
                className="console-chip"
              >
                {filter.name}
              </Link>
            ))}
          </Group>
        </nav>
        <Button component={Link} to="/console/courses/new">
          新建课程
        </Button>
      </Group>
      {data.items.length === 0 ? (
        <Text>{data.state === "draft" ? "没有草稿。" : "还没有课程。"}</Text>
      ) : (
        <table className="console-table">
          <caption>课程（共 {data.total} 门，最近修改的在前）</caption>
          <thead>
            <tr>
              <th scope="col">课程</th>
              <th scope="col">类型</th>
              <th scope="col">科目</th>
              <th scope="col">视频</th>
              <th scope="col">价格</th>
              <th scope="col">状态</th>
              <th scope="col">最后修改</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((item) => (
              <tr key={item.id}>
                <th scope="row">
                  <Link to={item.href}>{item.title}</Link>
                </th>
                <td>{item.typeName}</td>
                <td>{item.subjectName}</td>
                <td>{item.videoCount} 讲</td>
                <td>{item.priceFen === 0 ? "免费" : `¥${formatFen(item.priceFen)}`}</td>
                <td>{item.stateName}</td>
                <td>{item.updated}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <PaginationLinks
        page={data.page}
        total={data.total}
        rows={data.rows}
        href={(page) => hrefOf(data.state, page)}
        label="课程分页"
      />
    </Stack>
  );
}

function FactsForm({ data, result }: { data: EditorData; result?: CourseEditorFormResult }) {
  const course = data.course;
  const own = result?.form === "facts" ? result : undefined;
  const action = course ? `/console/courses/${course.id}` : "/console/courses/new";
  const { onSubmit, field } = useValidatedForm(courseSchema, courseFields, {
    values: own?.values ?? course?.values,
    errors: own?.errors,
  });
  return (
    <Form method="post" action={action} onSubmit={onSubmit} noValidate>
      <input type="hidden" name="intent" value="save" />
      {course ? <input type="hidden" name="version" value={course.version} /> : null}
      <FormAlert message={own?.errors[""]} />
      <Stack gap="sm" maw={760}>
        <TextInput {...field("title")} id="course-title" label="课程名称" maxLength={COURSE_TITLE_MAX} required />
        <Group grow align="flex-start">
          <NativeSelect
            {...field("type")}
            id="course-type"
            label="类型"
            required
            data={[{ value: "", label: "请选择" }, ...data.types]}
          />
          <NativeSelect
            {...field("subject")}
            id="course-subject"
            label="科目"
            required
            data={[{ value: "", label: "请选择" }, ...data.subjects]}
          />
          <TextInput
            {...field("price")}
            id="course-price"
            label="价格（元）"
            description="0 或留空为免费"
            inputMode="decimal"
          />
        </Group>
        <Textarea
          {...field("introduction")}
          id="course-introduction"
          label="课程介绍"
          description="纯文本，课程页和搜索结果显示"
          maxLength={COURSE_INTRODUCTION_MAX}
          autosize
          minRows={4}
          maxRows={16}
          required
        />
        <Textarea
          {...field("teachers")}
          id="course-teachers"
          label="主讲老师（可选）"
          description="每行一位，写成「姓名，介绍」，如：张老师，北京大学数学博士"
          autosize
          minRows={2}
        />
        <TextInput
          {...field("tags")}
          id="course-tags"
          label="标签（可选）"
          description="用逗号或顿号分开，如：基础、强化；学生可按标签筛选"
        />
        {course?.state === "published" ? <Text size="sm">这门课程已发布：保存后学生立即看到修改。</Text> : null}
        <Group>
          <Button type="submit">{course ? "保存" : "保存草稿"}</Button>
        </Group>
      </Stack>
    </Form>
  );
}

/** One catalogue change: hidden ids, its visible fields, its button; its own messages when refused. */
function CatalogueForm({
  action,
  intent,
  hidden,
  fields = [],
  result,
  label,
  buttonLabel,
  color,
  inline = true,
  disabled,
  children,
}: {
  action: string;
  intent: CatalogueIntent;
  hidden: Record<string, string | number>;
  fields?: string[];
  result?: CourseEditorFormResult;
  /** The button's accessible name (which row it acts on). */
  label: string;
  buttonLabel: string;
  color?: string;
  inline?: boolean;
  disabled?: boolean;
  children?: (field: ReturnType<typeof useValidatedForm>["field"]) => ReactNode;
}) {
  const key = catalogueFormKey(intent, hidden);
  const own = result?.form === key ? result : undefined;
  const { onSubmit, field } = useValidatedForm(
    catalogueChangeSchemas[intent],
    ["intent", ...Object.keys(hidden), ...fields],
    {
      values: own?.values,
      errors: own?.errors,
    },
  );
  const button = (
    <Button
      type="submit"
      variant={children ? "filled" : "subtle"}
      size={children ? "sm" : "compact-sm"}
      color={color}
      aria-label={label === buttonLabel ? undefined : label}
      disabled={disabled}
    >
      {buttonLabel}
    </Button>
  );
  // The visible fields show their own messages; the rest (the row is gone, a hidden field was tampered with) here.
  const message = own
    ? (own.errors[""] ?? Object.entries(own.errors).find(([name]) => !fields.includes(name))?.[1])
    : undefined;
  return (
    <Form method="post" action={action} onSubmit={onSubmit} noValidate className={inline ? "console-inline-form" : ""}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {message ? (
        <p className="console-field-error" role="alert">
          {message}
        </p>
      ) : null}
      {children ? (
        <Group align="flex-end" gap="xs">
          {children(field)}
          {button}
        </Group>
      ) : (
        button
      )}
    </Form>
  );
}

function MoveForms({
  action,
  idName,
  id,
  title,
  index,
  count,
  what,
  intent,
}: {
  action: string;
  idName: string;
  id: number;
  title: string;
  index: number;
  count: number;
  what: string;
  intent: CatalogueIntent;
}) {
  return (
    <>
      <CatalogueForm
        action={action}
        intent={intent}
        hidden={{ [idName]: id, direction: "up" }}
        label={`上移${what}：${title}`}
        buttonLabel="上移"
        disabled={index === 0}
      />
      <CatalogueForm
        action={action}
        intent={intent}
        hidden={{ [idName]: id, direction: "down" }}
        label={`下移${what}：${title}`}
        buttonLabel="下移"
        disabled={index === count - 1}
      />
    </>
  );
}

function LessonRow({
  action,
  lesson,
  index,
  count,
  choices,
  result,
  href,
}: {
  action: string;
  lesson: Lesson;
  index: number;
  count: number;
  choices: readonly VideoChoice[];
  result?: CourseEditorFormResult;
  href: string | null;
}) {
  const editKey = `saveLesson-${lesson.id}`;
  const own = result?.form === editKey ? result : undefined;
  return (
    <tr>
      <td>{lesson.sequence}</td>
      <th scope="row">{href ? <Link to={href}>{lesson.title}</Link> : lesson.title}</th>
      <td>{formatClock(lesson.durationSeconds)}</td>
      <td>{lesson.freePreview ? "试看" : "—"}</td>
      <td>{lesson.watchers}</td>
      <td>
        <Group gap={4} wrap="nowrap">
          <MoveForms
            action={action}
            idName="lessonId"
            id={lesson.id}
            title={lesson.title}
            index={index}
            count={count}
            what="视频"
            intent="moveLesson"
          />
          <CatalogueForm
            action={action}
            intent="removeLesson"
            hidden={{ lessonId: lesson.id }}
            result={result}
            label={`删除视频：${lesson.title}`}
            buttonLabel="删除"
            color="red"
          />
        </Group>
        <details open={own ? true : undefined}>
          <summary>编辑</summary>
          <CatalogueForm
            action={action}
            intent="saveLesson"
            hidden={{ lessonId: lesson.id }}
            fields={["title", "videoId", "freePreview"]}
            result={result}
            label={`保存视频：${lesson.title}`}
            buttonLabel="保存"
            inline={false}
          >
            {(field) => (
              <>
                <TextInput
                  {...field("title")}
                  defaultValue={own?.values.title ?? lesson.title}
                  id={`lesson-title-${lesson.id}`}
                  label="标题"
                  maxLength={CATALOGUE_TITLE_MAX}
                />
                <VideoChoiceField
                  id={`lesson-video-${lesson.id}`}
                  choices={choices}
                  value={own?.values.videoId ?? ""}
                  error={field("videoId").error}
                  label="换成视频库中的视频"
                  required={false}
                  emptyLabel="不换视频"
                />
                <Checkbox
                  id={`lesson-preview-${lesson.id}`}
                  name="freePreview"
                  label="试看"
                  defaultChecked={lesson.freePreview}
                />
              </>
            )}
          </CatalogueForm>
        </details>
      </td>
    </tr>
  );
}

function SectionBlock({
  action,
  chapterNumber,
  section,
  index,
  count,
  choices,
  result,
  lessonHrefs,
}: {
  action: string;
  chapterNumber: number;
  section: Section;
  index: number;
  count: number;
  choices: readonly VideoChoice[];
  result?: CourseEditorFormResult;
  lessonHrefs: Record<number, string | null>;
}) {
  const headingId = `section-${section.id}-title`;
  return (
    <section className="console-catalogue-section" aria-labelledby={headingId}>
      <h4 id={headingId}>
        {chapterNumber}.{index + 1} {section.title}
      </h4>
      <Group gap="xs" align="flex-end">
        <CatalogueForm
          action={action}
          intent="renameSection"
          hidden={{ sectionId: section.id }}
          fields={["title"]}
          result={result}
          label={`改名：${section.title}`}
          buttonLabel="改名"
        >
          {(field) => (
            <TextInput
              {...field("title")}
              defaultValue={result?.form === `renameSection-${section.id}` ? result.values.title : section.title}
              id={`section-name-${section.id}`}
              label="节名称"
              maxLength={CATALOGUE_TITLE_MAX}
              size="xs"
            />
          )}
        </CatalogueForm>
        <MoveForms
          action={action}
          idName="sectionId"
          id={section.id}
          title={section.title}
          index={index}
          count={count}
          what="节"
          intent="moveSection"
        />
        <CatalogueForm
          action={action}
          intent="removeSection"
          hidden={{ sectionId: section.id }}
          result={result}
          label={`删除节：${section.title}`}
          buttonLabel="删除"
          color="red"
        />
      </Group>
      {section.lessons.length > 0 ? (
        <table className="console-table">
          <caption>
            {section.title}的视频（{section.lessons.length} 个
            {section.noteCount > 0 ? `，另有 ${section.noteCount} 份讲义` : ""}）
          </caption>
          <thead>
            <tr>
              <th scope="col">第几讲</th>
              <th scope="col">标题</th>
              <th scope="col">时长</th>
              <th scope="col">试看</th>
              <th scope="col">学过的学员</th>
              <th scope="col">操作</th>
            </tr>
          </thead>
          <tbody>
            {section.lessons.map((lesson, lessonIndex) => (
              <LessonRow
                key={lesson.id}
                action={action}
                lesson={lesson}
                index={lessonIndex}
                count={section.lessons.length}
                choices={choices}
                result={result}
                href={lessonHrefs[lesson.id] ?? null}
              />
            ))}
          </tbody>
        </table>
      ) : (
        <Text size="sm">这一节还没有视频。</Text>
      )}
      <CatalogueForm
        action={action}
        intent="addLesson"
        hidden={{ sectionId: section.id }}
        fields={["videoId", "title", "freePreview"]}
        result={result}
        label={`添加视频到：${section.title}`}
        buttonLabel="添加视频"
        inline={false}
      >
        {(field) => {
          const own = result?.form === `addLesson-${section.id}` ? result : undefined;
          return (
            <>
              <VideoChoiceField
                id={`add-lesson-video-${section.id}`}
                choices={choices}
                value={own?.values.videoId}
                error={field("videoId").error}
                label="添加视频"
              />
              <TextInput
                {...field("title")}
                id={`add-lesson-title-${section.id}`}
                label="标题（可选）"
                description="留空用视频库中的标题"
                maxLength={CATALOGUE_TITLE_MAX}
              />
              <Checkbox id={`add-lesson-preview-${section.id}`} name="freePreview" label="试看" />
            </>
          );
        }}
      </CatalogueForm>
    </section>
  );
}

function CoverForm({ course, result }: { course: Course; result?: CourseEditorFormResult }) {
  const error = result?.form === "cover" ? result.errors.cover : undefined;
  return (
    <Form method="post" action={`/console/courses/${course.id}`} encType="multipart/form-data">
      <input type="hidden" name="intent" value="cover" />
      <Group align="flex-end" gap="md">
        {course.cover ? (
          <img src={course.cover} alt="当前封面" width={COURSE_COVER_WIDTH / 2} height={COURSE_COVER_HEIGHT / 2} />
        ) : (
          <Text size="sm">还没有封面：学生看到的是科目的默认封面。</Text>
        )}
        <div className="console-file-field">
          <label htmlFor="course-cover">封面图片</label>
          <input
            id="course-cover"
            name="cover"
            type="file"
            accept="image/png,image/jpeg,image/webp"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "course-cover-hint course-cover-error" : "course-cover-hint"}
          />
          <p id="course-cover-hint" className="console-field-hint">
            PNG、JPEG 或 WebP，不超过 2 MB，至少 {COURSE_COVER_MIN_WIDTH} × {COURSE_COVER_MIN_HEIGHT} 像素。保存时裁成
            16:9 并压缩为 {COURSE_COVER_WIDTH} × {COURSE_COVER_HEIGHT} 的 JPEG。
          </p>
          {error ? (
            <p id="course-cover-error" className="console-field-error">
              {error}
            </p>
          ) : null}
        </div>
        <Button type="submit" variant="outline">
          上传封面
        </Button>
      </Group>
    </Form>
  );
}

function CatalogueEditor({ data, result }: { data: EditorData; result?: CourseEditorFormResult }) {
  const course = data.course;
  if (!course) return null;
  const action = `/console/courses/${course.id}`;
  const choices = data.videoChoices ?? [];
  return (
    <Stack gap="md">
      {course.chapters.length === 0 ? <Text>还没有章节。先添加一章，再在章里添加节和视频。</Text> : null}
      {course.chapters.map((chapter, index) => {
        const headingId = `chapter-${chapter.id}-title`;
        return (
          <section key={chapter.id} className="console-card" aria-labelledby={headingId}>
            <h3 id={headingId}>
              第 {index + 1} 章 {chapter.title}
            </h3>
            <Group gap="xs" align="flex-end">
              <CatalogueForm
                action={action}
                intent="renameChapter"
                hidden={{ chapterId: chapter.id }}
                fields={["title"]}
                result={result}
                label={`改名：${chapter.title}`}
                buttonLabel="改名"
              >
                {(field) => (
                  <TextInput
                    {...field("title")}
                    defaultValue={result?.form === `renameChapter-${chapter.id}` ? result.values.title : chapter.title}
                    id={`chapter-name-${chapter.id}`}
                    label="章名称"
                    maxLength={CATALOGUE_TITLE_MAX}
                    size="xs"
                  />
                )}
              </CatalogueForm>
              <MoveForms
                action={action}
                idName="chapterId"
                id={chapter.id}
                title={chapter.title}
                index={index}
                count={course.chapters.length}
                what="章"
                intent="moveChapter"
              />
              <CatalogueForm
                action={action}
                intent="removeChapter"
                hidden={{ chapterId: chapter.id }}
                result={result}
                label={`删除章：${chapter.title}`}
                buttonLabel="删除"
                color="red"
              />
            </Group>
            {chapter.sections.map((section, sectionIndex) => (
              <SectionBlock
                key={section.id}
                action={action}
                chapterNumber={index + 1}
                section={section}
                index={sectionIndex}
                count={chapter.sections.length}
                choices={choices}
                result={result}
                lessonHrefs={course.lessonHrefs}
              />
            ))}
            <CatalogueForm
              action={action}
              intent="addSection"
              hidden={{ chapterId: chapter.id }}
              fields={["title"]}
              result={result}
              label={`添加节到：${chapter.title}`}
              buttonLabel="添加节"
            >
              {(field) => (
                <TextInput
                  {...field("title")}
                  id={`add-section-${chapter.id}`}
                  label="新的一节"
                  maxLength={CATALOGUE_TITLE_MAX}
                  size="xs"
                />
              )}
            </CatalogueForm>
          </section>
        );
      })}
      <CatalogueForm
        action={action}
        intent="addChapter"
        hidden={{}}
        fields={["title"]}
        result={result}
        label="添加章"
        buttonLabel="添加章"
      >
        {(field) => <TextInput {...field("title")} id="add-chapter" label="新的一章" maxLength={CATALOGUE_TITLE_MAX} />}
      </CatalogueForm>
    </Stack>
  );
}

export function CourseEditorView({ data, result }: { data: EditorData; result?: CourseEditorFormResult }) {
  const course = data.course;
  const action = course ? `/console/courses/${course.id}` : "/console/courses/new";
  const stateError = result?.form === "state" ? result.errors[""] : undefined;
  return (
    <Stack gap="lg">
      <Text>
        <Link to={listPath}>← 全部课程</Link>
      </Text>
      {course ? (
        <section aria-labelledby="course-state-title">
          <h2 id="course-state-title">状态</h2>
          <FormAlert message={stateError} />
          <Group gap="sm">
            <Text fw={700}>{course.state === "published" ? "已发布" : "草稿"}</Text>
            <Text size="sm">
              {course.videoCount} 讲；最后修改 {course.updated}
              {course.published ? `；首次发布 ${course.published}` : "；尚未发布"}
            </Text>
            {course.studentHref ? <Link to={course.studentHref}>在学生页面查看</Link> : null}
          </Group>
          <Form method="post" action={action}>
            <input type="hidden" name="intent" value={course.state === "published" ? "unpublish" : "publish"} />
            <Text size="sm" my="xs">
              {course.state === "published"
                ? "下架后学生看不到这门课程；学员的学习进度、收藏和订单都保留，重新发布后回到原来的位置。"
                : "发布前请看一眼下面的预览。发布后学生立即能在课程列表中看到。"}
            </Text>
            <Button type="submit" color={course.state === "published" ? "red" : undefined} variant="outline">
              {course.state === "published" ? "下架" : "发布"}
            </Button>
          </Form>
        </section>
      ) : null}
      <section aria-labelledby="course-form-title">
        <h2 id="course-form-title">{course ? "课程信息" : "新课程（保存为草稿）"}</h2>
        <FactsForm data={data} result={result} />
      </section>
      {course ? (
        <section aria-labelledby="course-cover-title">
          <h2 id="course-cover-title">封面</h2>
          <CoverForm course={course} result={result} />
        </section>
      ) : null}
      {course ? (
        <section aria-labelledby="course-catalogue-editor-title">
          <h2 id="course-catalogue-editor-title">目录（章、节和视频）</h2>
          <Text size="sm" mb="sm">
            视频从<Link to="/console/videos">视频库</Link>中选择，学生可在标清、高清之间切换。每处修改立即保存
            {course.state === "published" ? "，学生立即看到" : ""}。
          </Text>
          <CatalogueEditor data={data} result={result} />
        </section>
      ) : null}
      {course ? (
        <section aria-labelledby="course-preview-title" className="console-preview">
          <h2 id="course-preview-title">预览（学生看到的样子，按已保存的内容）</h2>
          <CourseDetailView
            data={course.preview}
            tree="desktop"
            preview={{ lessonHref: (videoId) => course.lessonHrefs[videoId] ?? "/console/videos" }}
          />
        </section>
      ) : null}
    </Stack>
  );
}
