// /mobile/Training/student/{id}: 我的学习 on a phone, the twin of /Training/student/{id} (issue 27).
export { default, ErrorBoundary, loader, meta } from "./_desktop.Training.student.$id._index";
