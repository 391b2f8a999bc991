// All /course/website/* requests (the training platform's courses and assignments, issue 27): the same dispatcher and
// endpoint table as /api/*.
export { action, loader } from "./api.$";
