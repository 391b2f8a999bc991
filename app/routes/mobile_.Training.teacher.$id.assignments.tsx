// /mobile/Training/teacher/{id}/assignments: the twin of /Training/teacher/{id}/assignments (issue 27).
export { action, default, loader, meta } from "./_desktop.Training.teacher.$id.assignments";
export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
