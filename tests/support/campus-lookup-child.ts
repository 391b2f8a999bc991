// A second app process on the test file's database, for console-campus.test.ts: answers each line of stdin (an
// address) with the campus gate's lookup (findCampusSchool) as one JSON line on stdout, keeping its compiled ranges
// between lines as a running server does. Ends when stdin closes.
import readline from "node:readline";
import { db } from "~/db/client.server";
import { findCampusSchool } from "~/modules/school/school.server";

const lines = readline.createInterface({ input: process.stdin });
for await (const line of lines) {
  process.stdout.write(`${JSON.stringify(await findCampusSchool(line.trim()))}\n`);
}
await db.destroy();
