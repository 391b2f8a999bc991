// Chinese messages of 轮播图 (/console/slides and /api/console/slides, issue 26). Client-safe: no imports.

export const SLIDE_TITLE_MAX = 30;
export const SLIDE_ALT_MIN = 5;
export const SLIDE_ALT_MAX = 150;
export const SLIDE_LINK_MAX = 300;
/** The carousel is 3:1; an image is cropped to it and stored at this size, a light JPEG for slow networks. */
export const SLIDE_IMAGE_WIDTH = 1200;
export const SLIDE_IMAGE_HEIGHT = 400;
export const SLIDE_IMAGE_MIN_WIDTH = 600;
export const SLIDE_IMAGE_MIN_HEIGHT = 200;
/**
 * The largest slide form read: room for a phone photo of several MB, so an image over the 2 MB limit gets the form's
 * own message with everything typed kept, not a bare 413 page.
 */
export const SLIDE_FORM_MAX_BYTES = 8 * 1024 * 1024;

export const slideEditorMessages = {
  titleRequired: "请填写标题",
  titleTooLong: `标题不能超过 ${SLIDE_TITLE_MAX} 个字`,
  altRequired: "请填写图片说明：看不到图片的同学（读屏软件、图片未加载）靠它知道这张图讲什么",
  altTooShort: `图片说明至少 ${SLIDE_ALT_MIN} 个字，请写出图上的主要文字和内容`,
  altTooLong: `图片说明不能超过 ${SLIDE_ALT_MAX} 个字`,
  linkRequired: "请填写点击后打开的地址，例如 /course?type=2",
  linkInvalid: "地址须是本站路径（以 / 开头，例如 /policy）或 https:// 开头的网址",
  linkTooLong: `地址不能超过 ${SLIDE_LINK_MAX} 个字符`,
  imageRequired: "请选择图片",
  imageTooSmall: `图片太小：至少 ${SLIDE_IMAGE_MIN_WIDTH} × ${SLIDE_IMAGE_MIN_HEIGHT} 像素（建议 ${SLIDE_IMAGE_WIDTH} × ${SLIDE_IMAGE_HEIGHT}）`,
  idInvalid: "请指定轮播图",
  notFound: "轮播图不存在",
  intentInvalid: "请选择要做的操作",
  directionInvalid: "请选择上移或下移",

  created: (title: string) => `已添加「${title}」（未上线）`,
  saved: (title: string) => `已保存「${title}」`,
  unchanged: "内容没有变化，无需保存",
  published: (title: string) => `「${title}」已上线`,
  publishedAlready: "这张轮播图已经上线",
  unpublished: (title: string) => `「${title}」已下线`,
  unpublishedAlready: "这张轮播图已经下线",
  moved: (title: string) => `已调整「${title}」的顺序`,
  cannotMove: "已经在最前或最后，无法再移动",
} as const;
