// 课件 of a batch (issue 27): the list with each material's state, 查看 (its first page in the viewer) and 下载, and for
// its teachers the upload form and 删除. Plain forms, so everything works without JavaScript; with it, the list looks
// again every few seconds while a material waits for or is in conversion.
import { Form, useLocation, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { treeOfPath } from "~/lib/site-tree";
import type { MaterialActionData } from "~/modules/training/materials/material-pages.server";
import { MATERIAL_ACCEPT, MATERIAL_TITLE_MAX } from "~/modules/training/materials/material-schemas";
import type { MaterialItem } from "~/modules/training/materials/materials.server";
import { trainingPaths } from "~/modules/training/training-paths";
import "./materials.css";

interface ListItem extends MaterialItem {
  uploaded: string;
}

interface MaterialListData {
  batchId: number;
  uploadMaxMb: number;
  items: ListItem[];
}

export function MaterialList({
  data,
  side,
  action,
}: {
  data: MaterialListData;
  side: "teacher" | "student";
  action?: MaterialActionData;
}) {
  const { pathname } = useLocation();
  const tree = treeOfPath(pathname);
  const revalidator = useRevalidator();
  const waiting = data.items.some((item) => item.status === "queued" || item.status === "converting");
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") revalidator.revalidate();
    }, 4000);
    return () => clearInterval(timer);
  }, [waiting, revalidator]);
  return (
    <>
      <h1>课件</h1>
      {side === "teacher" ? <UploadForm maxMb={data.uploadMaxMb} action={action} /> : null}
      <h2 className="material-section-title" id="material-list-title">
        课件列表（{data.items.length}）
      </h2>
      {data.items.length === 0 ? (
        <p className="material-meta">
          {side === "teacher" ? "还没有课件。上传的课件会转换成可在线阅读的页面。" : "老师还没有上传课件。"}
        </p>
      ) : (
        <ul className="material-list" aria-labelledby="material-list-title">
          {data.items.map((item) => (
            <li key={item.id}>
              <h3 className="material-title">{item.title}</h3>
              <p className="material-meta">
                <span className="material-status" data-status={item.status}>
                  {item.statusName}
                </span>{" "}
                {item.formatLabel} · {item.sizeLabel}
                {item.pageCount ? ` · ${item.pageCount} 页` : ""} · 上传于 {item.uploaded}
                {side === "teacher" ? ` · ${item.fileName}` : ""}
              </p>
              {item.note ? (
                <p className="material-note" data-failed={item.status === "failed" ? "" : undefined}>
                  {item.status === "failed" ? "失败原因：" : ""}
                  {item.note}
                </p>
              ) : null}
              {waiting && (item.status === "queued" || item.status === "converting") ? (
                <p className="material-meta">
                  转换完成后即可阅读。<a href={pathname}>刷新页面</a>查看最新状态。
                </p>
              ) : null}
              <div className="material-actions">
                {item.status === "ready" ? (
                  <a
                    className="material-button"
                    href={trainingPaths[tree].materialPage(side, data.batchId, item.id, 1)}
                    aria-label={`阅读：${item.title}（${item.pageCount} 页）`}
                  >
                    阅读
                  </a>
                ) : null}
                <form method="post" action={pathname}>
                  <input type="hidden" name="intent" value="download" />
                  <input type="hidden" name="id" value={item.id} />
                  <button
                    type="submit"
                    className="material-button material-button--plain"
                    aria-label={`下载：${item.title}（${item.formatLabel}，${item.sizeLabel}）`}
                  >
                    下载
                  </button>
                </form>
                {side === "teacher" ? (
                  <Form method="post" action={pathname}>
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="id" value={item.id} />
                    <button
                      type="submit"
                      className="material-button material-button--plain"
                      aria-label={`删除：${item.title}`}
                    >
                      删除
                    </button>
                  </Form>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function UploadForm({ maxMb, action }: { maxMb: number; action: MaterialActionData | undefined }) {
  const { pathname } = useLocation();
  const errors = action?.errors ?? {};
  const title = action?.values.title ?? "";
  const described = (name: string) => (errors[name] ? `material-${name}-error` : undefined);
  return (
    <section className="material-upload" aria-labelledby="material-upload-title">
      <h2 id="material-upload-title">上传课件</h2>
      <p className="material-meta">
        接受 PPT、PPTX、PDF、DOC、DOCX，不超过 {maxMb}{" "}
        MB。文件按内容识别；上传后在后台转换成逐页的图片和文字，供学员在线阅读。
      </p>
      {errors[""] ? (
        <p className="material-error" role="alert">
          {errors[""]}
        </p>
      ) : null}
      <form
        method="post"
        encType="multipart/form-data"
        action={pathname}
        key={action ? `${title}-${errors.file ?? ""}` : "fresh"}
      >
        <input type="hidden" name="intent" value="upload" />
        <div className="material-field">
          <label htmlFor="material-title">标题</label>
          <input
            id="material-title"
            name="title"
            type="text"
            required
            maxLength={MATERIAL_TITLE_MAX}
            defaultValue={title}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={described("title")}
          />
          {errors.title ? (
            <span id="material-title-error" className="material-error">
              {errors.title}
            </span>
          ) : null}
        </div>
        <div className="material-field">
          <label htmlFor="material-file">课件文件</label>
          <input
            id="material-file"
            name="file"
            type="file"
            required
            accept={MATERIAL_ACCEPT}
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={described("file")}
          />
          {errors.file ? (
            <span id="material-file-error" className="material-error" role="alert">
              {errors.file}
            </span>
          ) : null}
        </div>
        <button type="submit" className="material-button">
          上传
        </button>
      </form>
    </section>
  );
}
