// /mobile/Training/teacher/{id}/lectures: the twin of /Training/teacher/{id}/lectures (issue 27).
export { action, default, loader, meta } from "./_desktop.Training.teacher.$id.lectures";
export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
