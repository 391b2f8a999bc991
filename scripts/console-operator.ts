// npm run console:operator -- --phone 13800000001
//
// Makes an existing user an operator of the console (issue 25): the first operator comes from here, never from a
// default password. The user must have registered (or been created) with that phone number first. The change is in
// the console's audit log as made by 命令行. Exit 0: granted (or already an operator); 1: no such user or a failure;
// 2: bad options.
import { parseArgs } from "node:util";
import { db } from "~/db/client.server";
import { migrateToLatest } from "~/db/migrate.server";
import { isDomainError } from "~/lib/domain-error";
import { phoneNumberSchema } from "~/modules/auth/auth-schemas";
import { commandLineActor, grantOperatorByPhone } from "~/modules/console/console-roles.server";
import { runDatabaseCommand } from "./database-command";

const USAGE = "用法：npm run console:operator -- --phone <手机号>";

async function main(): Promise<number> {
  let phone: string | undefined;
  try {
    ({
      values: { phone },
    } = parseArgs({ options: { phone: { type: "string" } } }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const parsed = phoneNumberSchema.safeParse(phone ?? "");
  if (!parsed.success) {
    console.error(`${parsed.error.issues[0]?.message ?? "手机号有误"}\n${USAGE}`);
    return 2;
  }
  await migrateToLatest(db);
  try {
    const { userId, granted } = await grantOperatorByPhone(parsed.data, commandLineActor);
    console.log(granted ? `已设为运营人员（用户 ${userId}）` : `该用户已是运营人员（用户 ${userId}）`);
    return 0;
  } catch (error) {
    if (!isDomainError(error)) throw error;
    console.error(error.message);
    return 1;
  }
}

await runDatabaseCommand(main, (reason) => `设置运营人员失败：${reason}`);
