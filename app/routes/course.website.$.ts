// All /course/website/* requests (the course platform's API, issue 27): the same dispatcher and endpoint table as /api/*.
export { action, loader } from "./api.$";
