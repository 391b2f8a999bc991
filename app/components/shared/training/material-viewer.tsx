// One page of a 课件 (issue 27): its image (alt "第 n 页"), 上一页 / 下一页 links, a page-number form (GET, so it
// works without JavaScript) and the page's text under the image, visible, for screen readers and search.
import type { MaterialPage } from "~/modules/training/materials/materials.server";
import "./materials.css";

interface MaterialViewerData {
  material: { id: number; title: string; pageCount: number; formatLabel: string };
  page: MaterialPage;
  jumpError: string | null;
  links: {
    list: string;
    first: string;
    previous: string | null;
    next: string | null;
    last: string;
    jump: string;
  };
}

export function MaterialViewer({ data }: { data: MaterialViewerData }) {
  const { material, page, links } = data;
  const nav = (where: string) => (
    <nav className="material-viewer-nav" aria-label={`翻页（${where}）`}>
      {links.previous ? (
        <a className="material-button material-button--plain" href={links.previous} rel="prev">
          上一页
        </a>
      ) : (
        <span className="material-disabled">已是第一页</span>
      )}
      <span>
        第 {page.pageNo} / {material.pageCount} 页
      </span>
      {links.next ? (
        <a className="material-button material-button--plain" href={links.next} rel="next">
          下一页
        </a>
      ) : (
        <span className="material-disabled">已是最后一页</span>
      )}
    </nav>
  );
  return (
    <>
      <h1>
        {material.title}：第 {page.pageNo} 页
      </h1>
      <p className="material-meta">
        <a href={links.list}>返回课件列表</a> · {material.formatLabel}，共 {material.pageCount} 页
      </p>
      {nav("上")}
      <form method="get" action={links.jump} className="material-jump">
        <label htmlFor="material-page">跳到第</label>
        <input
          id="material-page"
          name="page"
          type="number"
          inputMode="numeric"
          min={1}
          max={material.pageCount}
          required
          defaultValue={page.pageNo}
          aria-invalid={data.jumpError ? true : undefined}
          aria-describedby={data.jumpError ? "material-page-error" : undefined}
        />
        <span aria-hidden="true">页</span>
        <button type="submit" className="material-button material-button--plain">
          跳转
        </button>
        {data.jumpError ? (
          <span id="material-page-error" className="material-error" role="alert">
            {data.jumpError}
          </span>
        ) : null}
      </form>
      <figure className="material-figure">
        <img src={page.imageUrl} alt={`第 ${page.pageNo} 页`} width={page.width} height={page.height} />
      </figure>
      <h2 className="material-section-title">本页文字</h2>
      {page.text ? (
        <div className="material-text">{page.text}</div>
      ) : (
        <p className="material-meta">这一页没有可提取的文字。</p>
      )}
      {nav("下")}
    </>
  );
}
