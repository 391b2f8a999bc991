// /mobile/Training/teacher/{id}/materials: the twin of /Training/teacher/{id}/materials (issue 27), inside the batch's mobile frame.
export {
  action,
  default,
  ErrorBoundary,
  loader,
  meta,
} from "./_desktop.Training.teacher.$id.materials";
