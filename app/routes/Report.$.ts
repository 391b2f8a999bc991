// All /Report/* requests (records and favourites): the same dispatcher and endpoint table as /api/*.
export { action, loader } from "./api.$";
