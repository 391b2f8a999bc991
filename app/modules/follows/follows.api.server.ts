// /api/Senior (docs/decisions/0027): follow and unfollow a senior (学长学姐) and the student's followed seniors, in the
// envelope. Login required; the student is the token's user, so nobody can follow for, or read the follows of, another.
import { apiUserViewer } from "~/modules/access/api-viewer.server";
import { z } from "zod";
import { defineEndpoint, reply } from "~/modules/api/endpoint";
import { count, isoDateTime, pageResultOf, rowId } from "~/modules/api/result-schemas.server";
import { experienceCard, seniorCard } from "~/modules/experience/experience-api-results.server";
import { seniorIdSchema } from "~/modules/experience/experience-schemas";
import { pagingSchema } from "~/modules/paging/paging-schemas";
import { followMessages as m } from "./follow-messages";
import { followSenior, listFollowedPosts, listFollowedSeniors, unfollowSenior } from "./senior-follows.server";

// The answer of a follow or an unfollow (senior-follows.server.ts FollowState).
const followState = z.object({ seniorId: rowId, following: z.boolean(), followerCount: count });

export const followEndpoints = [
  defineEndpoint({
    method: "POST",
    path: "/api/Senior/{id}/follow",
    auth: "user",
    input: seniorIdSchema,
    summary: "关注学长学姐（重复关注只记一次）；返回关注状态与关注人数",
    result: followState,
    handle: async ({ input, user }) => reply(await followSenior(user.id, input.id), { msg: m.followed }),
  }),
  defineEndpoint({
    method: "DELETE",
    path: "/api/Senior/{id}/follow",
    auth: "user",
    input: seniorIdSchema,
    summary: "取消关注学长学姐；返回关注状态与关注人数",
    result: followState,
    handle: async ({ input, user }) => reply(await unfollowSenior(user.id, input.id), { msg: m.unfollowed }),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/Senior/followed",
    auth: "user",
    input: pagingSchema,
    summary: "我关注的学长学姐，最近关注的在前（page、rows）",
    result: pageResultOf(seniorCard.extend({ followedAt: isoDateTime })),
    handle: async (call) => listFollowedSeniors(await apiUserViewer(call), call.input),
  }),
  defineEndpoint({
    method: "GET",
    path: "/api/Senior/followed/experiences",
    auth: "user",
    input: pagingSchema,
    summary: "我关注的学长学姐的最新经验文章，最新的在前（page、rows）",
    result: pageResultOf(experienceCard),
    handle: async (call) => listFollowedPosts(await apiUserViewer(call), call.input),
  }),
];
