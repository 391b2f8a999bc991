// The two kinds of recorded video whose progress and favourites are kept by id: a course's video and a paper
// explanation. Client-safe: no imports.

/** video_type of progress and lecture favourites (PostLectureFav's `type`). */
export const VIDEO_TYPE = { course: 1, paper: 2 } as const;
export type VideoType = (typeof VIDEO_TYPE)[keyof typeof VIDEO_TYPE];
