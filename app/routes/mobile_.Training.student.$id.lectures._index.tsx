// /mobile/Training/student/{id}/lectures: the twin of /Training/student/{id}/lectures (issue 27).
export { default, loader, meta } from "./_desktop.Training.student.$id.lectures._index";
export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
