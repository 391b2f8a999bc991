// How a command-line tool that uses the database ends (words:import, questions:import, questions:export): its exit
// code is what `main` returns, an unexpected error is printed in the tool's own words and exits 1, and the database
// connection is always closed so the process can end.
import { db } from "~/db/client.server";

export async function runDatabaseCommand(
  main: () => Promise<number>,
  failed: (reason: string) => string,
): Promise<void> {
  try {
    process.exitCode = await main();
  } catch (error) {
    console.error(failed(error instanceof Error ? error.message : String(error)));
    process.exitCode = 1;
  } finally {
    await db.destroy();
  }
}
