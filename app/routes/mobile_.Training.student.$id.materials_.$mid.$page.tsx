// /mobile/Training/student/{id}/materials/{mid}/{page}: the twin of the desktop viewer page (issue 27).
export { default, ErrorBoundary, loader, meta } from "./_desktop.Training.student.$id.materials_.$mid.$page";
