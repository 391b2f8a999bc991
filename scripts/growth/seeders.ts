// The growth seeders, run in this order after the demo data (later ones refer to rows of earlier ones). A later issue
// adds its tables (courses and videos, vocabulary) by writing a Seeder and listing it here.
import { courseSeeders } from "./course-seeder";
import type { Seeder } from "./seed-context";
import { sessionsSeeder } from "./seed-sessions";
import { studyHistorySeeders } from "./study-history-seeder";
import { trainingSeeder } from "./training-seeder";
import { usersSeeder } from "./seed-users";
import { visitLogsSeeder } from "./seed-visit-logs";
import { wordSeeders } from "./word-seeder";

export const seeders: readonly Seeder[] = [
  usersSeeder,
  sessionsSeeder,
  visitLogsSeeder,
  ...courseSeeders,
  ...wordSeeders,
  ...studyHistorySeeders,
  trainingSeeder,
];
