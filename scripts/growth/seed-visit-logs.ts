// Page views of the last 90 days, ids rising with time as the batched writer produces them. Each view belongs to a
// visitor (about eight views each) whose browser and device (weighted; phones see the mobile pages) and, when logged
// in, student stay the same across their views. Referrers of every type, campus addresses, ~92% with the visitor id
// (a first view has none yet), ~30% logged in, ~75% recorded by the server (with a unique view id; the rest posted by
// the browser after a client-side navigation), ~85% with the screen size the browser added.
import { insertInChunks, userIdRange, type Seeder } from "./seed-context";
import { hashSql, hexSql, sequenceCte, valuesCte } from "./sql-fragments";
import { AGENT_COLUMNS, agentRows, pageRows, referrerRows } from "./visitor-profiles";

const DAYS = 90;
const SPAN_MS = DAYS * 24 * 3600 * 1000;
const VIEWS_PER_VISITOR = 8;

export const visitLogsSeeder: Seeder = {
  table: "visit_logs",
  name: "visit logs",
  rows: (sizes) => sizes.visits,
  async seed(context) {
    const { db, dialect, sizes, now } = context;
    const users = await userIdRange(db);
    const agents = agentRows();
    const pages = pageRows();
    const referrers = referrerRows();
    const total = sizes.visits;
    const visitors = Math.max(1, Math.floor(total / VIEWS_PER_VISITOR));
    const start = now - SPAN_MS;
    const hex = (expression: string, width: number) => hexSql(dialect, expression, width);
    // A visitor's uuid is derived from the visitor number alone, so a visitor's views share it.
    const visitorUuid = [
      hex(hashSql("v.visitor", 12), 8),
      hex(`${hashSql("v.visitor", 13)} % 65536`, 4),
      `'4' || ${hex(`${hashSql("v.visitor", 14)} % 4096`, 3)}`,
      `'a' || ${hex(`${hashSql("v.visitor", 15)} % 4096`, 3)}`,
      `${hex(`${hashSql("v.visitor", 0)} % 65536`, 4)} || ${hex(hashSql("v.visitor", 1), 8)}`,
    ].join(" || '-' || ");
    // First 8 hex digits are a permutation of the row number, so view ids are unique (the column has a unique index).
    const viewId = `${hex(hashSql("v.i", 9), 8)} || ${hex(hashSql("v.i", 10), 8)} || ${hex(`${hashSql("v.i", 11)} % 16777216`, 6)}`;
    await insertInChunks(
      context,
      "visit logs",
      total,
      (from, to) => `
      WITH RECURSIVE ${sequenceCte(dialect, from, to)},
        ${valuesCte("agents", AGENT_COLUMNS, agents)},
        ${valuesCte("pages", ["desktop_url", "mobile_url"], pages)},
        ${valuesCte("refs", ["referrertype", "referrer"], referrers)},
        views AS (SELECT i, ${hashSql("i", 4)} % ${visitors} AS visitor FROM seq),
        v AS (
          SELECT i, visitor,
            ${hashSql("visitor", 2)} % ${agents.length} AS agent_k,
            ${hashSql("i", 1)} % ${pages.length} AS page_k,
            ${hashSql("i", 2)} % ${referrers.length} AS ref_k,
            ${hashSql("i", 3)} % 100 AS uuid_roll,
            ${hashSql("i", 5)} % 100 AS user_roll,
            ${hashSql("visitor", 3)} % ${users.span} AS user_pick,
            ${hashSql("i", 7)} % 100 AS view_roll,
            ${hashSql("i", 8)} AS r
          FROM views)
      INSERT INTO visit_logs (browsername, browserversion, clienttype, devicemanufacturer, devicemodel, devicetype, enginename,
        engineversion, ip, osname, osversion, screenwidth, screenheight, currenturl, referrer, referrertype, uuid, user_id,
        view_id, created_at)
      SELECT
        agents.browsername, agents.browserversion, agents.clienttype, agents.devicemanufacturer, agents.devicemodel,
        agents.devicetype, agents.enginename, agents.engineversion,
        '10.' || (1 + v.r % 9) || '.' || (v.r / 9 % 256) || '.' || (1 + v.r / 2304 % 254),
        agents.osname, agents.osversion,
        CASE WHEN v.r / 585216 % 100 < 85 THEN agents.screenwidth ELSE NULL END,
        CASE WHEN v.r / 585216 % 100 < 85 THEN agents.screenheight ELSE NULL END,
        CASE WHEN agents.clienttype = 1 THEN pages.mobile_url ELSE pages.desktop_url END,
        refs.referrer,
        refs.referrertype,
        CASE WHEN v.uuid_roll < 92 THEN ${visitorUuid} ELSE NULL END,
        CASE WHEN v.user_roll < 30 THEN ${users.min} + v.user_pick ELSE NULL END,
        CASE WHEN v.view_roll < 75 THEN ${viewId} ELSE NULL END,
        ${start} + ((v.i - 1) * ${SPAN_MS}) / ${total}
      FROM v CROSS JOIN agents CROSS JOIN pages CROSS JOIN refs
      WHERE agents.k = v.agent_k AND pages.k = v.page_k AND refs.k = v.ref_k`,
    );
  },
};
