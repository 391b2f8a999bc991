// /mobile/Training/student/{id}/assignments: the twin of /Training/student/{id}/assignments (issue 27).
export { default, loader, meta } from "./_desktop.Training.student.$id.assignments";
export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
