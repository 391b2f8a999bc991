// /videvPlay?id=<videoId>: the spec's other spelling of /videoPlay, the same page.
export { default, ErrorBoundary, loader, meta } from "./_desktop._gated.videoPlay";
