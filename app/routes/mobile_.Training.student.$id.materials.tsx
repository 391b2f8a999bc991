// /mobile/Training/student/{id}/materials: the twin of /Training/student/{id}/materials (issue 27), inside the batch's mobile frame.
export {
  action,
  default,
  ErrorBoundary,
  loader,
  meta,
} from "./_desktop.Training.student.$id.materials";
