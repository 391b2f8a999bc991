// The moderation centre in both trees (docs/decisions/0031-moderation-centre.md): link tabs (one per queue source with
// its pending count, 审核记录, 敏感词), the queue's items with their flagged words marked and one decide form each (the
// pressed button is the action; a reason for 不通过 and 隐藏), the decision log as a table, the word lists with add and
// remove forms. Every form is a plain POST to the page; a refused one shows its message and keeps what was typed.
import { Alert, Button, Textarea, TextInput } from "@mantine/core";
import { Form, Link } from "@remix-run/react";
import { PaginationLinks } from "~/components/shared/course/pagination-links";
import { tabbedListLinks } from "~/components/shared/centre/tabbed-list-links";
import type {
  ModerationFormResult,
  ModerationPageData,
  QueueEntry,
} from "~/modules/moderation/moderation-pages.server";
import { moderationMessages as m, moderationPageText as t } from "~/modules/moderation/moderation-messages";
import {
  decideFieldNames,
  decideSchema,
  manualDecisionKey,
  sensitiveWordSchema,
} from "~/modules/moderation/moderation-schemas";
import type { MarkedSegment } from "~/modules/moderation/sensitive-words";
import { useValidatedForm } from "../use-validated-form";
import "./moderation.css";

type QueueData = Extract<ModerationPageData, { view: "queue" }>;
type LogData = Extract<ModerationPageData, { view: "log" }>;
type WordsData = Extract<ModerationPageData, { view: "words" }>;

interface ViewProps {
  data: ModerationPageData;
  result?: ModerationFormResult;
  path: string;
  /** The query every link and form of the page keeps (the operator's ?school=). */
  fixed?: Record<string, string>;
  touch?: boolean;
}

function Marked({ segments }: { segments: MarkedSegment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one string split at the flagged words, in order; recomputed as a whole
        segment.marked ? <mark key={index}>{segment.text}</mark> : <span key={index}>{segment.text}</span>,
      )}
    </>
  );
}

const tabLabel = (tab: { name: string; count: number | null }) =>
  tab.count === null ? tab.name : `${tab.name}（${tab.count}）`;

export function ModerationView({ data, result, path, fixed, touch = false }: ViewProps) {
  const { tabHref, pageHref } = tabbedListLinks(path, data.tab, data.firstTab, fixed);
  const current = data.tabs.find((tab) => tab.code === data.tab);
  const here = pageHref(data.page);
  // A decision on an item that is no longer in this list (decided meanwhile): its message at the top, with the reason typed.
  const strayDecision =
    result?.form === "decide" &&
    result.key !== manualDecisionKey(data.tab) &&
    (data.view !== "queue" || !data.items.some((item) => `${item.kind}:${item.id}` === result.key))
      ? result
      : undefined;
  const pageError =
    result?.form === "page"
      ? result.errors[""]
      : strayDecision
        ? (Object.values(strayDecision.errors)[0] ?? m.itemNotFound)
        : undefined;
  return (
    <div className="moderation">
      <nav className="tab-links moderation-tabs" aria-label={t.tabsLabel}>
        {data.tabs.map((tab) => (
          <Link key={tab.code} to={tabHref(tab.code)} aria-current={tab.code === data.tab ? "page" : undefined}>
            {tabLabel(tab)}
          </Link>
        ))}
      </nav>
      <h2 className="visually-hidden">{current?.name}</h2>
      {pageError ? (
        <Alert color="red" variant="light" role="alert" title={m.notDecided} mb="md">
          <p className="moderation-alert-text">{pageError}</p>
          {strayDecision?.values.reason ? (
            <p className="moderation-alert-text">
              {t.typedReason}
              {strayDecision.values.reason}
            </p>
          ) : null}
        </Alert>
      ) : null}
      {data.view === "queue" ? (
        <QueueList data={data} result={result} action={here} pageHref={pageHref} touch={touch} />
      ) : data.view === "log" ? (
        <DecisionLog data={data} pageHref={pageHref} touch={touch} />
      ) : (
        <WordLists data={data} result={result} action={here} touch={touch} />
      )}
      {!data.hasSources && data.view !== "words" ? <p className="moderation-note">{t.noSources}</p> : null}
    </div>
  );
}

function QueueList(props: {
  data: QueueData;
  result?: ModerationFormResult;
  action: string;
  pageHref: (n: number) => string;
  touch: boolean;
}) {
  const { data, result, action, touch } = props;
  const manual = result?.form === "decide" && result.key === manualDecisionKey(data.tab) ? result : undefined;
  return (
    <>
      {data.reading ? <Reading reading={data.reading} closeHref={props.pageHref(data.page)} /> : null}
      <PendingItems {...props} />
      <ManualDecision
        kind={data.tab}
        name={data.tabs.find((tab) => tab.code === data.tab)?.name ?? ""}
        result={manual}
        action={action}
        touch={touch}
      />
    </>
  );
}

function PendingItems({
  data,
  result,
  action,
  pageHref,
  touch,
}: {
  data: QueueData;
  result?: ModerationFormResult;
  action: string;
  pageHref: (n: number) => string;
  touch: boolean;
}) {
  if (data.items.length === 0)
    return <p className="moderation-empty">{data.total > 0 ? t.pageBeyond : t.queueEmpty}</p>;
  return (
    <>
      <p className="moderation-meta">{t.queueTotal(data.total)}</p>
      <ul className="moderation-queue">
        {data.items.map((item) => {
          const key = `${item.kind}:${item.id}`;
          return (
            <li key={key}>
              <QueueItemCard
                item={item}
                result={result?.form === "decide" && result.key === key ? result : undefined}
                action={action}
                touch={touch}
              />
            </li>
          );
        })}
      </ul>
      <PaginationLinks
        page={data.page}
        total={data.total}
        rows={data.rows}
        href={pageHref}
        label="待审核分页"
        touch={touch}
      />
    </>
  );
}

function QueueItemCard({
  item,
  result,
  action,
  touch,
}: {
  item: QueueEntry;
  result?: ModerationFormResult;
  action: string;
  touch: boolean;
}) {
  const base = `moderation-${item.kind}-${item.id}`;
  const { onSubmit, field } = useValidatedForm(decideSchema, decideFieldNames, {
    values: { reason: result?.values.reason ?? "" },
    errors: result?.errors,
  });
  const reasonField = field("reason");
  const formError = result?.errors[""] ?? result?.errors.action ?? result?.errors.id ?? result?.errors.kind;
  return (
    <article className="moderation-item" aria-labelledby={`${base}-title`}>
      <h3 id={`${base}-title`} className="moderation-item-title">
        <Marked segments={item.title} />
      </h3>
      <p className="moderation-item-meta">
        <span>{item.authorName}</span>
        <span>
          提交于 <time dateTime={item.submitted.iso}>{item.submitted.text}</time>（北京时间）
        </span>
      </p>
      {item.excerpt.length > 0 ? (
        <p className="moderation-item-excerpt">
          <Marked segments={item.excerpt} />
        </p>
      ) : null}
      <p className="moderation-flags">
        {item.flaggedWords.length > 0 ? (
          <>
            {t.flagged}
            {item.flaggedWords.map((word, index) => (
              <span key={word}>
                {index > 0 ? "、" : null}
                <mark>{word}</mark>
              </span>
            ))}
          </>
        ) : (
          t.noFlags
        )}
      </p>
      {item.link ? (
        <p>
          <Link to={item.link} aria-describedby={`${base}-title`}>
            {t.readInContext}
          </Link>
        </p>
      ) : null}
      <Form
        method="post"
        action={action}
        onSubmit={onSubmit}
        noValidate
        preventScrollReset
        className="moderation-decide"
      >
        <input type="hidden" name="intent" value="decide" />
        <input type="hidden" name="kind" value={item.kind} />
        <input type="hidden" name="id" value={item.id} />
        {formError ? (
          <Alert color="red" variant="light" role="alert" title={m.notDecided}>
            {formError}
          </Alert>
        ) : null}
        <Textarea
          {...reasonField}
          id={`${base}-reason`}
          label={t.reasonLabel}
          description={t.reasonHint}
          autosize
          minRows={2}
          size={touch ? "md" : "sm"}
        />
        <div className="moderation-actions">
          {item.actions.map((entry) => (
            <Button
              key={entry.code}
              type="submit"
              name="action"
              value={entry.code}
              variant={entry.code === "approve" ? "filled" : "default"}
              size={touch ? "md" : "sm"}
            >
              {entry.name}
            </Button>
          ))}
        </div>
      </Form>
    </article>
  );
}

/** The whole text waiting for review, read in place (?read=<id>); the source sanitised its HTML when it was stored. */
function Reading({ reading, closeHref }: { reading: NonNullable<QueueData["reading"]>; closeHref: string }) {
  return (
    <section id="moderation-reading" className="moderation-reading" aria-labelledby="moderation-reading-title">
      <h3 id="moderation-reading-title">
        {t.readingTitle}
        <Marked segments={reading.title} />
      </h3>
      <p className="moderation-flags">
        {reading.flaggedWords.length > 0 ? `${t.flagged}${reading.flaggedWords.join("、")}` : t.noFlags}
      </p>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the post's body as sanitised (sanitize-html, the posts' allow-list) when it was submitted */}
      <div className="moderation-fulltext" dangerouslySetInnerHTML={{ __html: reading.html }} />
      <p>
        <Link to={closeHref}>{t.closeReading}</Link>
      </p>
    </section>
  );
}

/** 隐藏 / 恢复显示 content already published (no longer in the queue), by its number, e.g. after reading it on the site. */
function ManualDecision({
  kind,
  name,
  result,
  action,
  touch,
}: {
  kind: string;
  name: string;
  result?: ModerationFormResult;
  action: string;
  touch: boolean;
}) {
  const base = `moderation-manual-${kind}`;
  const { onSubmit, field } = useValidatedForm(decideSchema, decideFieldNames, {
    values: { id: result?.values.id ?? "", reason: result?.values.reason ?? "" },
    errors: result?.errors,
  });
  const formError = result?.errors[""] ?? result?.errors.action ?? result?.errors.kind;
  return (
    <section className="moderation-manual" aria-labelledby={`${base}-title`}>
      <h3 id={`${base}-title`}>{t.manualTitle(name)}</h3>
      <p className="moderation-note">{t.manualNote}</p>
      <Form
        method="post"
        action={action}
        onSubmit={onSubmit}
        noValidate
        preventScrollReset
        className="moderation-decide"
      >
        <input type="hidden" name="intent" value="decide" />
        <input type="hidden" name="origin" value="manual" />
        <input type="hidden" name="kind" value={kind} />
        {formError ? (
          <Alert color="red" variant="light" role="alert" title={m.notDecided}>
            {formError}
          </Alert>
        ) : null}
        <TextInput
          {...field("id")}
          id={`${base}-id`}
          label={t.manualIdLabel}
          inputMode="numeric"
          autoComplete="off"
          size={touch ? "md" : "sm"}
          maw={touch ? undefined : 200}
        />
        <Textarea
          {...field("reason")}
          id={`${base}-reason`}
          label={t.reasonLabel}
          description={t.reasonHint}
          autosize
          minRows={2}
          size={touch ? "md" : "sm"}
        />
        <div className="moderation-actions">
          <Button type="submit" name="action" value="hide" variant="default" size={touch ? "md" : "sm"}>
            隐藏
          </Button>
          <Button type="submit" name="action" value="restore" variant="default" size={touch ? "md" : "sm"}>
            恢复显示
          </Button>
        </div>
      </Form>
    </section>
  );
}

function DecisionLog({ data, pageHref, touch }: { data: LogData; pageHref: (n: number) => string; touch: boolean }) {
  if (data.log.length === 0) return <p className="moderation-empty">{data.total > 0 ? t.pageBeyond : t.logEmpty}</p>;
  return (
    <>
      <p className="moderation-meta">{t.logTotal(data.total)}</p>
      <div className="moderation-table-wrap">
        <table className="moderation-log">
          <caption>{t.logCaption}</caption>
          <thead>
            <tr>
              <th scope="col">时间（北京时间）</th>
              <th scope="col">审核人</th>
              <th scope="col">内容</th>
              <th scope="col">操作</th>
              <th scope="col">原因</th>
            </tr>
          </thead>
          <tbody>
            {data.log.map((entry) => (
              <tr key={entry.id}>
                <td>
                  <time dateTime={entry.time.iso}>{entry.time.text}</time>
                </td>
                <td>{entry.moderatorName}</td>
                <td>{entry.subject}</td>
                <td>{entry.actionName}</td>
                <td>{entry.reason || "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <PaginationLinks
        page={data.page}
        total={data.total}
        rows={data.rows}
        href={pageHref}
        label="审核记录分页"
        touch={touch}
      />
    </>
  );
}

function WordLists({
  data,
  result,
  action,
  touch,
}: {
  data: WordsData;
  result?: ModerationFormResult;
  action: string;
  touch: boolean;
}) {
  const own = result?.form === "word" ? result : undefined;
  const { onSubmit, field } = useValidatedForm(sensitiveWordSchema, ["word"], {
    values: own?.values,
    errors: own?.errors,
  });
  const { site, school } = data.words;
  return (
    <>
      <section className="moderation-words" aria-labelledby="moderation-school-words">
        <h3 id="moderation-school-words">{t.schoolWordsTitle}</h3>
        <p className="moderation-note">{t.schoolWordsNote}</p>
        <Form
          method="post"
          action={action}
          onSubmit={onSubmit}
          noValidate
          preventScrollReset
          className="moderation-add-word"
        >
          <input type="hidden" name="intent" value="addWord" />
          {own?.errors[""] ? (
            <Alert color="red" variant="light" role="alert" title="未添加">
              {own.errors[""]}
            </Alert>
          ) : null}
          <TextInput
            {...field("word")}
            id="moderation-word"
            label={t.wordLabel}
            autoComplete="off"
            size={touch ? "md" : "sm"}
          />
          <Button type="submit" size={touch ? "md" : "sm"}>
            {t.addWord}
          </Button>
        </Form>
        {school.length === 0 ? (
          <p className="moderation-empty">{t.schoolWordsEmpty}</p>
        ) : (
          <ul className="moderation-word-list">
            {school.map((word) => (
              <li key={word.id}>
                <span>{word.word}</span>
                <Form method="post" action={action} preventScrollReset>
                  <input type="hidden" name="intent" value="removeWord" />
                  <input type="hidden" name="id" value={word.id} />
                  <Button
                    type="submit"
                    variant="default"
                    size={touch ? "sm" : "xs"}
                    aria-label={`${t.removeWord}敏感词「${word.word}」`}
                  >
                    {t.removeWord}
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="moderation-words" aria-labelledby="moderation-site-words">
        <h3 id="moderation-site-words">{t.siteWordsTitle}</h3>
        <p className="moderation-note">{t.siteWordsNote}</p>
        <ul className="moderation-word-chips">
          {site.map((word) => (
            <li key={word.id}>{word.word}</li>
          ))}
        </ul>
      </section>
    </>
  );
}
