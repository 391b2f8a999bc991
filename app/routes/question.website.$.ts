// All /question/website/* requests (the question bank's API): the same dispatcher and endpoint table as /api/*.
export { action, loader } from "./api.$";
