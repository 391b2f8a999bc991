// The links of a centre list with tabs and pages (我的收藏, 消息, 我的关注): the first tab and page 1 keep the bare path,
// so a list has one address per state. Client-safe.
export function tabbedListLinks(path: string, tab: string, firstTab: string) {
  const tabHref = (code: string) => (code === firstTab ? path : `${path}?tab=${code}`);
  const pageHref = (n: number) => {
    const params = new URLSearchParams();
    if (tab !== firstTab) params.set("tab", tab);
    if (n > 1) params.set("page", String(n));
    const text = params.toString();
    return text ? `${path}?${text}` : path;
  };
  return { tabHref, pageHref };
}
