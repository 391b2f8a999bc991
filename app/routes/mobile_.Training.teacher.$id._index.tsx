// /mobile/Training/teacher/{id}: 学习概况 on a phone, the twin of /Training/teacher/{id} (issue 27).
export { default, ErrorBoundary, loader, meta } from "./_desktop.Training.teacher.$id._index";
