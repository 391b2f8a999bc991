// /mobile/Training/teacher/{id}/students: 学员管理 on a phone, the twin of the desktop page (issue 27).
export { action, default, ErrorBoundary, loader, meta } from "./_desktop.Training.teacher.$id.students";
