// The subject filter's rule its JSON Schema cannot carry (subjectField takes a code or a Chinese name), for the API
// description (ApiEndpoint.fieldNotes) of the lists filtered by subject. Server-only: forms ship no prose.
import { subjects } from "./subjects";

export const subjectFieldNote = `科目代码或中文名称：${subjects.map((subject) => `${subject.code}（${subject.name}）`).join("、")}`;
