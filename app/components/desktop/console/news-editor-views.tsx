// 资讯发布 (/console/news, issue 26): the list of every article and the editor beside its preview. Real forms that work
// without JavaScript; with it the same zod schema checks first. The preview is the student's own article view.
import { Button, Group, NativeSelect, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { Form, Link } from "@remix-run/react";
import { PaginationLinks } from "~/components/shared/course/pagination-links";
import { NewsArticleView } from "~/components/shared/news/news-article-view";
import { PostBodyField } from "~/components/shared/square/post-body-field";
import { useValidatedForm } from "~/components/shared/use-validated-form";
import { contentPaths } from "~/modules/content/content-paths";
import {
  NEWS_AUTHOR_MAX,
  NEWS_CONTENT_MAX,
  NEWS_SOURCE_MAX,
  NEWS_SUMMARY_MAX,
  NEWS_TITLE_MAX,
} from "~/modules/console/news-editor-messages";
import type {
  loadNewsEditor,
  loadNewsEditorList,
  NewsEditorFormResult,
} from "~/modules/console/news-editor-pages.server";
import { newsArticleFields, newsArticleSchema } from "~/modules/console/news-editor-schemas";
import { FormAlert } from "./campus-views";
import "./console.css";

type Loaded<T extends (...args: never[]) => unknown> = Awaited<ReturnType<T>>;

const listPath = "/console/news";

export function NewsEditorListView({ data }: { data: Loaded<typeof loadNewsEditorList> }) {
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
        <Button component={Link} to="/console/news/new">
          写资讯
        </Button>
      </Group>
      {data.items.length === 0 ? (
        <Text>{data.state === "draft" ? "没有草稿。" : "还没有资讯。"}</Text>
      ) : (
        <table className="console-table">
          <caption>资讯（共 {data.total} 条，最近修改的在前）</caption>
          <thead>
            <tr>
              <th scope="col">标题</th>
              <th scope="col">分类</th>
              <th scope="col">状态</th>
              <th scope="col">最后修改</th>
              <th scope="col">阅读</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((item) => (
              <tr key={item.id}>
                <th scope="row">
                  <Link to={item.href}>{item.title}</Link>
                </th>
                <td>{item.categoryName}</td>
                <td>{item.stateName}</td>
                <td>{item.updated}</td>
                <td>{item.viewCount}</td>
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
        label="资讯分页"
      />
    </Stack>
  );
}

type EditorData = Loaded<typeof loadNewsEditor>;

export function NewsEditorView({ data, result }: { data: EditorData; result?: NewsEditorFormResult }) {
  const article = data.article;
  const action = article ? `/console/news/${article.id}` : "/console/news/new";
  const { onSubmit, field } = useValidatedForm(newsArticleSchema, newsArticleFields, {
    values: result?.values ?? article?.values,
    errors: result?.errors,
  });
  const contentField = field("content");
  return (
    <Stack gap="lg">
      <Text>
        <Link to={listPath}>← 全部资讯</Link>
      </Text>
      {article ? (
        <section aria-labelledby="news-state-title">
          <h2 id="news-state-title">状态</h2>
          <Group gap="sm">
            <Text fw={700}>{article.state === "published" ? "已发布" : "草稿"}</Text>
            <Text size="sm">
              最后修改 {article.updated}
              {article.published ? `；首次发布 ${article.published}` : "；尚未发布"}
            </Text>
            {article.studentHref ? <Link to={article.studentHref}>在学生页面查看</Link> : null}
          </Group>
          <Form method="post" action={action}>
            <input type="hidden" name="intent" value={article.state === "published" ? "unpublish" : "publish"} />
            <Text size="sm" my="xs">
              {article.state === "published"
                ? "下架后学生看不到这条资讯；点赞、收藏和阅读数都保留，重新发布后回到原来的位置。"
                : "发布前请看一眼下面的预览。发布后学生立即能在考研资讯中看到。"}
            </Text>
            <Button type="submit" color={article.state === "published" ? "red" : undefined} variant="outline">
              {article.state === "published" ? "下架" : "发布"}
            </Button>
          </Form>
        </section>
      ) : null}
      <section aria-labelledby="news-form-title">
        <h2 id="news-form-title">{article ? "内容" : "新资讯（保存为草稿）"}</h2>
        <FormAlert message={result?.errors[""]} />
        <Form method="post" action={action} onSubmit={onSubmit} noValidate>
          <input type="hidden" name="intent" value="save" />
          {article ? <input type="hidden" name="version" value={article.version} /> : null}
          <Stack gap="sm" maw={760}>
            <TextInput {...field("title")} id="news-title-input" label="标题" maxLength={NEWS_TITLE_MAX} required />
            <NativeSelect
              {...field("category")}
              id="news-category"
              label="分类"
              required
              data={[{ value: "", label: "请选择" }, ...data.categories]}
            />
            <Textarea
              {...field("summary")}
              id="news-summary"
              label="摘要"
              description="显示在资讯列表和搜索结果中"
              maxLength={NEWS_SUMMARY_MAX}
              autosize
              minRows={2}
              required
            />
            {/* The square's field: markup without JavaScript, the rich editor on request with it (ADR 0035). */}
            <input type="hidden" name="format" value="markup" />
            <PostBodyField
              name="content"
              id="news-content"
              defaultValue={contentField.defaultValue}
              error={contentField.error}
              onChange={contentField.onChange}
              touch={false}
            />
            <Text size="xs">最多 {NEWS_CONTENT_MAX} 字；保存时按白名单净化，学生看到的就是下面的预览。</Text>
            <Group grow align="flex-start">
              <TextInput {...field("source")} id="news-source" label="来源（可选）" maxLength={NEWS_SOURCE_MAX} />
              <TextInput {...field("author")} id="news-author" label="作者（可选）" maxLength={NEWS_AUTHOR_MAX} />
            </Group>
            {article?.state === "published" ? <Text size="sm">这条资讯已发布：保存后学生立即看到修改。</Text> : null}
            <Group>
              <Button type="submit">{article ? "保存" : "保存草稿"}</Button>
            </Group>
          </Stack>
        </Form>
      </section>
      {article ? (
        <section aria-labelledby="news-preview-title" className="console-preview">
          <h2 id="news-preview-title">预览（学生看到的样子，按已保存的内容）</h2>
          <NewsArticleView article={article.preview} paths={contentPaths.desktop} preview />
        </section>
      ) : null}
    </Stack>
  );
}
