// /mobile/Training/student/{id}/lectures/{lectureId}: the twin of /Training/student/{id}/lectures/{lectureId}.
export { action, default, loader, meta } from "./_desktop.Training.student.$id.lectures.$lectureId";
export { RouteErrorBoundary as ErrorBoundary } from "~/components/shared/error-page";
