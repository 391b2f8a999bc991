// All /material/website/* requests (课件 of the training platform's batches): the same dispatcher and endpoint table
// as /api/*.
export { action, loader } from "./api.$";
