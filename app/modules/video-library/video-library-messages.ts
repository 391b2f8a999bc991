// Every Chinese string of 视频库 (/console/videos, /api/console/videos, issue 26), and the limits the pages state.
// Client-safe: no imports.

export const VIDEO_TITLE_MAX = 60;

/** ffmpeg's words are kept to this many characters when a failure is shown. */
export const VIDEO_ERROR_MAX = 600;

export const videoStatusNames = {
  queued: "等待处理",
  processing: "处理中",
  ready: "可用",
  failed: "处理失败",
} as const;

export const videoLibraryMessages = {
  titleRequired: "请输入视频标题",
  titleTooLong: `视频标题不能超过 ${VIDEO_TITLE_MAX} 个字`,
  fileRequired: "请选择要上传的视频文件",
  notVideo: (what: string) => `这个文件不是视频（${what}），未保存。请上传 MP4、MOV、WebM、MKV、AVI 等视频文件`,
  noVideoStream: "文件里没有视频画面（可能只是音频），未保存",
  unreadable: (reason: string) => `无法读取这个视频，文件可能已损坏或不完整，未保存：${reason}`,
  tooLong: (minutes: number) => `视频时长超过 ${minutes} 分钟，未保存。请剪短后再上传`,
  tooLarge: (mb: number) => `文件超过 ${mb} MB，未保存`,
  formTooLarge: (mb: number, uploadMb: number) =>
    `文件超过 ${mb} MB，未保存。不使用 JavaScript 时上传不能超过 ${mb} MB；开启 JavaScript 后可断点续传，最大 ${uploadMb} MB`,
  processingUnavailable:
    "视频处理不可用：服务器未安装 ffmpeg（apt-get install ffmpeg），暂不能上传视频。已处理好的视频照常播放",
  uploaded: (title: string) => `已上传「${title}」，正在排队处理`,
  requeued: (title: string) => `已重新开始处理「${title}」`,
  notFailed: "只有处理失败的视频可以重新处理",
  notFound: "视频不存在",
  idInvalid: "视频编号无效",
  intentInvalid: "无法识别的操作，请在页面上重新提交",
  timedOut: (seconds: number) => `处理超过 ${Math.round(seconds / 60)} 分钟未完成，已停止`,
  interrupted: "处理进程中断（服务重启），将重新处理",
  ffmpegFailed: (reason: string) => `ffmpeg 处理失败：${reason}`,
  ffmpegGone: "ffmpeg 不可用，无法处理",
  truncated: (read: number, expected: number, reason: string) =>
    `视频不完整（文件可能已损坏或没有上传完）：只能读出 ${read} 秒，文件声明 ${expected} 秒。${reason}`,
  sourceMissing: "上传的原始文件已不存在，无法处理，请重新上传",
  uploadSessionMissing: "上传的文件没有找到，请重新上传",
  choiceUnknown: "选择的视频不在视频库中，请重新选择",
  choiceNotReady: (title: string) => `视频「${title}」还没有处理完成（或处理失败），不能使用。请在视频库处理好后再选`,
} as const;
