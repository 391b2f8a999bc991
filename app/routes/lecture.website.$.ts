// All /lecture/website/* requests (the lectures of my batches, issue 27): the same dispatcher and endpoint table as /api/*.
export { action, loader } from "./api.$";
