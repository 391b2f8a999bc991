// /mobile/Training/teacher/{id}/materials/{mid}/{page}: the twin of the desktop viewer page (issue 27).
export { default, ErrorBoundary, loader, meta } from "./_desktop.Training.teacher.$id.materials_.$mid.$page";
