// The links of a centre list with tabs and pages (我的收藏, 消息, 我的关注, 内容审核): the first tab and page 1 keep the
// bare path (with `fixed`, the query a page always carries, such as the operator's ?school=), so a list has one
// address per state. Client-safe.
export function tabbedListLinks(path: string, tab: string, firstTab: string, fixed: Record<string, string> = {}) {
  const href = (params: URLSearchParams) => {
    const text = params.toString();
    return text ? `${path}?${text}` : path;
  };
  const tabHref = (code: string) => {
    const params = new URLSearchParams(fixed);
    if (code !== firstTab) params.set("tab", code);
    return href(params);
  };
  const pageHref = (n: number) => {
    const params = new URLSearchParams(fixed);
    if (tab !== firstTab) params.set("tab", tab);
    if (n > 1) params.set("page", String(n));
    return href(params);
  };
  return { tabHref, pageHref };
}
