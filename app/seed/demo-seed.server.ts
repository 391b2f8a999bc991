// Loads the demo dataset. Idempotent: running it again changes nothing but what the demo files changed.
import { seedDemoSquarePosts } from "./square-posts-seed.server";
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { hashSecret } from "~/modules/auth/secret-hash.server";
import { bumpCampusVersion } from "~/modules/school/campus-version.server";
import { seedDemoCourses } from "./courses-seed.server";
import { ensureDemoUser } from "./demo-users.server";
import { prepareDemoMedia } from "./demo-media/demo-media.server";
import { seedDemoVideoLibrary } from "./video-library-seed.server";
import { seedDemoWordHistory } from "./demo-word-history.server";
import { seedDemoExperiences } from "./experiences-seed.server";
import { seedDemoFollows } from "./follows-seed.server";
import { seedDemoSeniorApplication } from "./senior-applications-seed.server";
import { seedDemoGroups } from "./groups-seed.server";
import { seedDemoNews } from "./news-seed.server";
import { seedDemoNotifications } from "./notifications-seed.server";
import { seedDemoOrders } from "./orders-seed.server";
import { seedDemoPapers } from "./papers-seed.server";
import { seedDemoQuestions } from "./questions-seed.server";
import { demoSchools, demoUsers } from "./schools";
import { seedSiteSensitiveWords } from "./sensitive-words-seed.server";
import { seedDemoSchoolSensitiveWords } from "./moderation-seed.server";
import { seedDemoComments } from "./comments-seed.server";
import { seedDemoConsoleAccounts } from "./console-seed.server";
import { seedDemoTraining } from "./training-seed.server";
import { seedDemoInbox } from "./inbox-seed.server";
import { seedDemoSlides } from "./slides";
import { seedWordBooks } from "./words-seed.server";
import { seedDemoZmtPapers } from "./zmt-papers-seed.server";

export async function seedDemoData(db: Kysely<Database>): Promise<void> {
  const now = Date.now();
  for (const school of demoSchools) {
    const existing = await db.selectFrom("schools").select("id").where("name", "=", school.name).executeTakeFirst();
    if (existing) {
      await db
        .updateTable("schools")
        .set({ ip_ranges: JSON.stringify(school.ipRanges), updated_at: now })
        .where("id", "=", existing.id)
        .execute();
      continue;
    }
    await db
      .insertInto("schools")
      .values({
        name: school.name,
        ip_ranges: JSON.stringify(school.ipRanges),
        org_code_hash: await hashSecret(school.orgCode),
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  // Running processes compile the ranges again at their next campus check.
  await bumpCampusVersion(db);
  await seedDemoUsers(db, now);
  // After the schools: an operator and 演示大学's library staff, with the demo authenticator bound (issue 25).
  await seedDemoConsoleAccounts(db, now);
  // After the users: a feedback and a booking from 演示大学's students, for the console's 留言与预约 (issue 25).
  await seedDemoInbox(db, now);
  await seedDemoSlides(db, now);
  await seedWordBooks(db);
  // After the users and the books: the demo student's chosen book and study history.
  await seedDemoWordHistory(db, now);
  // After the schools and users: courses, paper videos, lives, licences, enrolments, the demo student's history; their
  // posters and lesson videos are made first where missing (docs/decisions/0037-demo-media.md).
  const { media } = await prepareDemoMedia();
  await seedDemoCourses(db, media, now);
  // The lessons as 视频库's ready videos, with their 标清 files (the players' switch).
  await seedDemoVideoLibrary(db, media, now);
  await seedDemoNews(db, now);
  await seedDemoExperiences(db, now);
  // After the users and seniors: the demo student follows two seniors (我的关注).
  await seedDemoFollows(db, now);
  // After the users and schools: the 北京大学 demo student is an approved 学长学姐 (docs/decisions/0033).
  await seedDemoSeniorApplication(db, now);
  // After the users and experiences: a few approved comments under the first posts (docs/decisions/0032).
  await seedDemoComments(db, now);
  await seedDemoPapers(db, now);
  // After the papers and courses: question banks, mock papers, practice sets and 课后练习.
  await seedDemoQuestions(db, now);
  // After the schools: 演示大学 library's 自命题 papers (small generated PDFs under MEDIA_DIR/zmt).
  await seedDemoZmtPapers(db, now);
  // After the users and courses: the demo student's two orders (我的订单, the pay and result pages).
  await seedDemoOrders(db, now);
  // After the orders and lives: system notices, the demo student's 消息 and a booked live (docs/decisions/0023).
  await seedDemoNotifications(db, now);
  // The site's sensitive-word list every school's check starts from (docs/decisions/0029).
  await seedSiteSensitiveWords(db, now);
  // After the schools: 演示大学's own words, for the moderation centre's 敏感词 tab (docs/decisions/0031).
  await seedDemoSchoolSensitiveWords(db, now);
  // After the users: the demo student's draft and a post waiting for 演示大学's review (docs/decisions/0030).
  await seedDemoSquarePosts(db, now);
  // After the users: three published study groups with the demo students in them (docs/decisions/0034).
  await seedDemoGroups(db, now);
  // After the users: 演示大学's demo teacher and the batch 2027 考研数学集训营 with its demo students (issue 27).
  await seedDemoTraining(db, now);
}

async function seedDemoUsers(db: Kysely<Database>, now: number): Promise<void> {
  for (const user of demoUsers) await ensureDemoUser(db, user, now);
}

/** True when the database holds no content yet, so `npm start` knows to seed it. */
export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom("schools")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirst();
  return Number(row?.count ?? 0) === 0;
}
