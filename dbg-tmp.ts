import net from "node:net";
import { sql } from "kysely";
import { createDatabase } from "~/db/client.server";
const sockets = new Set<net.Socket>();
const srv = net.createServer((c) => { const u = net.connect(5432, "127.0.0.1"); sockets.add(c); sockets.add(u); c.on("error",()=>{}); u.on("error",()=>{}); c.pipe(u).pipe(c); });
await new Promise<void>((r) => srv.listen(0, "127.0.0.1", () => r()));
const port = (srv.address() as net.AddressInfo).port;
const db = createDatabase({ dialect: "postgres", location: `postgres://postgres@127.0.0.1:${port}/test` });
console.log(await sql`select 1 as x`.execute(db));
await Promise.all([sql`select 1`.execute(db), sql`select 2`.execute(db)]);
srv.close(); for (const s of sockets) s.destroy();
await new Promise((r) => setTimeout(r, 500));
try { await sql`select 1`.execute(db); } catch (e) { console.log("query err", (e as Error).message); }
console.log("alive");
await db.destroy();
