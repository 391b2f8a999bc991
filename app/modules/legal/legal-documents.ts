// The legal pages' texts as data: the user agreement (/legal/userAgreement), the privacy policy (/legal/userPrivacy)
// and the open-source licences (/legal/licenses), each also under /mobile/legal/. Desktop and mobile render the same
// source through components/shared/legal-document.tsx. Client-safe: no server imports.
//
// Keep the texts true to what the product does. When a cookie, a stored field or a retention period changes in the
// code, change it here too (legal-documents.test.ts checks that the privacy policy names every cookie and every kind of
// data it should) and raise LEGAL_VERSION / the effective date for a material change.
import counterRobotsLicenseText from "../../../licenses/COUNTER-Robots-LICENSE.txt?raw";
import ecdictLicenseText from "../../../licenses/ECDICT-LICENSE.txt?raw";
import {
  COPYRIGHT_FROM_README,
  COPYRIGHT_FROM_UPSTREAM,
  licenseTexts,
  thirdPartyPackages,
  type LicenseId,
} from "./third-party-licenses";

export type LegalSlug = "userAgreement" | "userPrivacy" | "licenses";

/** A run of text: plain, bold (a clause the reader must notice), an outside link, or a link to another legal page. */
type Inline = string | { strong: string } | { text: string; href: string } | { text: string; doc: LegalSlug };
export type RichText = string | Inline[];

export type LegalBlock =
  | { kind: "p"; text: RichText; strong?: boolean }
  | { kind: "ul"; items: RichText[] }
  | { kind: "dl"; items: Array<{ term: string; details: RichText[] }> }
  /**
   * Text that must be shown exactly as it is (licence notices); `label` names it for assistive technology, `lang` is
   * the language it is written in (the licences are English on a Chinese page: WCAG 3.1.2).
   */
  | { kind: "pre"; label: string; text: string; lang: string }
  /** The operator's configured contact details (hotline always; e-mail and address when configured). */
  | { kind: "contact" };

interface LegalSubsection {
  id: string;
  heading: string;
  blocks: LegalBlock[];
}

interface LegalSection {
  id: string;
  heading: string;
  blocks: LegalBlock[];
  subsections?: LegalSubsection[];
}

export interface LegalDocument {
  slug: LegalSlug;
  title: string;
  /** One sentence for the meta description. */
  summary: string;
  version: string;
  /** ISO date. */
  effectiveDate: string;
  intro: LegalBlock[];
  sections: LegalSection[];
}

const LEGAL_VERSION = "1.0";
const LEGAL_EFFECTIVE_DATE = "2026-11-20";
export const HOTLINE = "400-807-5786";

/** Retention periods, stated once so both documents say the same. */
const RETENTION = {
  visitLogs: "6 个月",
  smsCodeValidity: "5 分钟",
  smsRecords: "验证码过期后 24 小时内",
  imageCaptcha: "2 分钟",
  session: "30 天",
  feedback: "处理完毕后 1 年",
  appointments: "预约完成或取消后 1 年",
  orders: "自交易完成之日起 3 年",
  afterCancellation: "15 个工作日",
  requestResponse: "15 个工作日",
} as const;

/** "2026-11-20" → "2026年11月20日" */
export function formatLegalDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return `${year}年${month}月${day}日`;
}

export const legalPaths: Record<LegalSlug, { desktop: string; mobile: string }> = {
  userAgreement: { desktop: "/legal/userAgreement", mobile: "/mobile/legal/userAgreement" },
  userPrivacy: { desktop: "/legal/userPrivacy", mobile: "/mobile/legal/userPrivacy" },
  licenses: { desktop: "/legal/licenses", mobile: "/mobile/legal/licenses" },
};

const FEEDBACK_ENTRY = "站内“意见反馈”";

// ---- 隐私政策 ---------------------------------------------------------------------------------------------------

export const privacyPolicy: LegalDocument = {
  slug: "userPrivacy",
  title: "隐私政策",
  summary: "研途如何收集、使用、保存、共享和保护您的个人信息，以及您如何行使个人信息权利。",
  version: LEGAL_VERSION,
  effectiveDate: LEGAL_EFFECTIVE_DATE,
  intro: [
    {
      kind: "p",
      text:
        "研途是面向高校师生的考研学习平台，由研途运营方（以下简称“我们”）通过高校图书馆向其师生提供，包括桌面网站、移动网站以及供客户端调用的接口。" +
        "我们依据《中华人民共和国个人信息保护法》《中华人民共和国网络安全法》《中华人民共和国数据安全法》等法律法规处理您的个人信息，遵循合法、正当、必要和诚信原则，只收集提供服务所必需的信息。",
    },
    {
      kind: "p",
      text: [
        "本政策说明我们收集哪些个人信息、为什么收集、如何使用和保存、保存多久、与谁共享，以及您如何查阅、更正、删除个人信息和注销账号。",
        { strong: "请您仔细阅读本政策，特别是以粗体标出的内容。" },
        "注册账号或登录即表示您已阅读并同意本政策；您也可以不注册，在所在学校的校园网内浏览公开内容。本政策与",
        { text: "《用户协议》", doc: "userAgreement" },
        "共同适用。",
      ],
    },
  ],
  sections: [
    {
      id: "scope",
      heading: "适用范围",
      blocks: [
        {
          kind: "ul",
          items: [
            "本政策适用于研途桌面网站、移动网站（以 /mobile/ 开头的页面）及其接口提供的全部服务。",
            "您所在的学校（通常通过图书馆）向我们订购服务，决定本校师生可以使用的内容，并向我们登记本校校园网的 IP 地址范围。学校对其自身校园网、图书馆系统中个人信息的处理，适用学校的规定。",
            "页面中指向其他网站（例如教育考试主管部门的官方网站）的链接，其个人信息处理适用该网站自己的规则。",
          ],
        },
      ],
    },
    {
      id: "collect",
      heading: "我们收集哪些个人信息，用于什么目的",
      blocks: [
        {
          kind: "p",
          text: "下面按使用场景逐项列出。除特别说明外，这些信息都是提供相应功能所必需的；不提供则无法使用该功能，但不影响其他功能。",
        },
      ],
      subsections: [
        {
          id: "collect-account",
          heading: "注册、登录与账号",
          blocks: [
            {
              kind: "ul",
              items: [
                [
                  { strong: "手机号码：" },
                  "注册、短信验证码登录、找回密码时必须提供，用于标识您的账号和接收验证码。我们完整保存手机号以便登录，页面上只显示部分号码（例如 138****0001）。",
                ],
                [
                  { strong: "短信验证码：" },
                  `由我们随机生成，通过短信服务商发送到您的手机。数据库中只保存验证码带密钥的哈希值，不保存验证码本身；验证码 ${RETENTION.smsCodeValidity}内有效，只能使用一次，最多可尝试 5 次。`,
                ],
                [
                  { strong: "密码：" },
                  "只以 argon2id 算法计算出的哈希值保存，任何人（包括我们的工作人员）都无法从中还原您的密码。设置密码时，服务器会检查它是否符合强度要求、是否为常见密码，检查时不保存密码明文。",
                ],
                [
                  { strong: "学校：" },
                  "注册时您选择所在学校。注册必须在该校校园网内完成，我们据此核对本次请求的 IP 地址是否属于该校登记的校园网地址范围。学校名称会显示在您的账号信息中。",
                ],
                [
                  { strong: "图形验证码：" },
                  `密码登录时用于防止自动化攻击；只保存答案的哈希值，${RETENTION.imageCaptcha}内有效。`,
                ],
                [
                  { strong: "登录会话：" },
                  "登录成功后，我们生成一个随机令牌交给您的浏览器（见下文“Cookie 与浏览器存储”中的 Authorization）。数据库中只保存令牌的 SHA-256 哈希值，并记录登录时的 IP 地址、浏览器标识（User-Agent）、登录时间和最近活动时间，用于识别登录状态和保障账号安全。",
                ],
                [
                  { strong: "昵称与头像（可选）：" },
                  "您可以修改昵称、上传头像图片（PNG、JPEG、GIF 或 WebP 格式，不超过 2 MB）。头像保存在我们的服务器上，显示在页面页眉等位置。",
                ],
                [
                  { strong: "机构账号：" },
                  "学校可以使用本校的机构账号（选择机构并输入机构注册码）登录。机构账号属于学校，不绑定个人手机号；机构注册码只以哈希值保存。通过机构账号产生的学习记录归属于该机构账号，我们无法据此识别具体个人。",
                ],
              ],
            },
          ],
        },
        {
          id: "collect-campus",
          heading: "校园网访问判断",
          blocks: [
            {
              kind: "p",
              text:
                "您每次访问时，我们读取本次请求的 IP 地址，与各合作学校登记的校园网地址范围比对，以决定您能否不登录直接浏览，以及您能否在此注册。" +
                "比对在服务器内存中完成，我们不为此单独保存您的 IP 地址（访问日志和安全日志中的 IP 地址见本节“访问日志与安全日志”）。",
            },
          ],
        },
        {
          id: "collect-study",
          heading: "学习服务",
          blocks: [
            {
              kind: "p",
              text: "以下记录只在您登录后使用相应功能时产生，与您的账号关联，用于“学习记录”“我的收藏”“我的下载”等页面以及继续学习、安排复习：",
            },
            {
              kind: "ul",
              items: [
                "视频学习进度：您观看的课程、真题解析、直播回放等视频，以及观看位置和进度。",
                "真题与题库记录：浏览和下载真题的记录，做题、考试时的作答、得分和错题记录。",
                "词汇学习记录：您选择的词书，每个单词“认识 / 不认识”的作答及时间、复习历史，以及据此计算出的复习安排。复习安排由 FSRS 间隔重复算法根据您的作答历史计算（每个单词的记忆稳定度、难度和下次复习时间）。",
                "收藏与下载：您收藏或点赞的课程、视频、真题、资讯、单词，以及下载过的资料。",
              ],
            },
          ],
        },
        {
          id: "collect-feedback",
          heading: "意见反馈与预约咨询",
          blocks: [
            {
              kind: "ul",
              items: [
                [
                  { strong: "意见反馈：" },
                  "反馈类型、反馈内容和您留下的联系方式（通常是手机号），用于处理和答复您的反馈；已登录时关联您的账号。未登录也可以提交。为防止滥用，我们同时记录提交时的 IP 地址和浏览器标识。",
                ],
                [
                  { strong: "预约咨询（需登录）：" },
                  "您填写的姓名、联系电话、报考科目或专业、方便联系的时间和咨询问题，用于安排老师与您联系。",
                ],
              ],
            },
          ],
        },
        {
          id: "collect-logs",
          heading: "访问日志与安全日志",
          blocks: [
            {
              kind: "p",
              text: "为统计访问量、改进页面、排查故障和履行网络安全义务，您每浏览一个页面，我们记录一条访问日志，包括：",
            },
            {
              kind: "ul",
              items: [
                "浏览器名称和版本、渲染引擎名称和版本、操作系统名称和版本；",
                "设备类型（桌面电脑、手机、平板等）、设备厂商和型号；",
                "屏幕宽度和高度；",
                "当前页面地址、来源页面地址（referrer）及来源类型（直接访问、搜索引擎、其他网站、本站）；",
                "访客标识 appuuid（见下文“Cookie 与浏览器存储”）和 IP 地址；您已登录时，还关联您的账号。",
              ],
            },
            {
              kind: "p",
              text:
                "浏览器、系统和设备信息由服务器根据浏览器自动发送的标识（User-Agent）解析得到；屏幕尺寸只在浏览器运行 JavaScript 时由页面上报；IP 地址以服务器收到的连接地址为准。已知的搜索引擎爬虫等自动程序的访问不做记录。" +
                "此外，服务器为每个请求记录一行安全日志：IP 地址、请求方法、网址、响应状态、响应大小和耗时。",
            },
          ],
        },
        {
          id: "collect-orders",
          heading: "购物车与订单（提供付费内容时）",
          blocks: [
            {
              kind: "p",
              text: [
                "在提供付费内容时，我们保存您的购物车内容和订单记录（订单编号、商品、金额、订单状态和时间）。",
                {
                  strong:
                    "支付由支付服务提供者（如微信支付）完成，您的银行卡、支付账户等支付信息由其直接收集和处理，我们不收集、不保存；",
                },
                "我们只从支付服务提供者处获得支付结果（是否成功、交易单号、金额和时间）。",
              ],
            },
          ],
        },
        {
          id: "collect-square",
          heading: "经验广场（该功能开放时）",
          blocks: [
            {
              kind: "p",
              text: "您在经验广场撰写的文章、草稿和配图由我们保存；您选择发布的内容会连同您的昵称和头像公开展示，草稿只有您自己可见。",
            },
          ],
        },
        {
          id: "collect-not",
          heading: "我们不收集的信息",
          blocks: [
            {
              kind: "ul",
              items: [
                "我们不收集身份证号、精确位置、通讯录、生物识别、医疗健康、宗教信仰、金融账户等敏感个人信息。",
                "页面不加载任何第三方统计、广告或社交分享脚本，不通过第三方工具包收集您的信息。",
                "我们不利用您的个人信息进行个性化广告推送。单词的复习时间由上述算法根据您的作答自动计算，只用于安排复习；“热门”等排序依据全站汇总数据，不针对个人。",
              ],
            },
          ],
        },
      ],
    },
    {
      id: "cookies",
      heading: "Cookie 与浏览器存储",
      blocks: [
        {
          kind: "p",
          text: "我们只使用本站自己的 Cookie，不使用第三方 Cookie，也不用 Cookie 跟踪您在其他网站上的活动。本站使用以下 5 个 Cookie：",
        },
        {
          kind: "dl",
          items: [
            {
              term: "Authorization（登录凭证）",
              details: [
                "保存登录后生成的随机令牌，用于识别您的登录状态。设置为 HttpOnly（页面脚本无法读取）和 SameSite=Lax；网站通过 HTTPS 提供服务时，只经加密连接发送。",
                `有效期 ${RETENTION.session}；退出登录时删除。修改或重置密码后，其他设备上的登录随即失效。`,
              ],
            },
            {
              term: "__flash（一次性提示）",
              details: [
                "在页面跳转后显示一次的提示（例如“登录成功！”），以及表单提交失败时的提示信息和您已填写的内容，使页面在不运行 JavaScript 时也能显示它们；从不包含密码或验证码。",
                "经签名防篡改，HttpOnly；读取一次后即删除，最长保存 60 秒。",
              ],
            },
            {
              term: "appuuid（访客标识）",
              details: [
                "首次访问时生成的随机编号，本身不含任何个人信息，用于把同一浏览器的访问日志归为一组，统计访客数量。页面脚本可以读取它，以便随访问日志一起发送。",
                "有效期 2 年，您可以随时在浏览器中清除，清除后会生成新的编号。",
              ],
            },
            {
              term: "theme（界面主题）",
              details: ["您选择的界面主题（默认、红色、紫色、灰色），使服务器直接以该主题显示页面。有效期 1 年。"],
            },
            {
              term: "search_history（搜索记录）",
              details: [
                "您最近搜索的至多 6 个关键词和最后一次搜索的条件，使搜索页再次打开时回到您离开时的结果，并列出最近搜索。搜索页的地址含有关键词，因此和其他页面一样记入上文所述的访问日志；除此之外，我们不另行保存您的搜索记录。",
                "HttpOnly；有效期 30 天。您可以在搜索页点击“清空搜索记录”随时删除。",
              ],
            },
          ],
        },
        {
          kind: "p",
          text:
            "此外，页面在浏览器的本地存储中保存一份主题选择的副本（theme_production_），并在会话存储中临时记录页面的滚动位置，以便返回时回到原处；这些数据只留在您的浏览器中，不发送给我们。" +
            "您可以在浏览器设置中拒绝或清除 Cookie：拒绝 Authorization 将无法保持登录，拒绝其他 Cookie 不影响主要功能。",
        },
      ],
    },
    {
      id: "sharing",
      heading: "委托处理、共享、转让和公开披露",
      blocks: [{ kind: "p", text: [{ strong: "我们不会向任何人出售您的个人信息。" }] }],
      subsections: [
        {
          id: "sharing-entrusted",
          heading: "委托处理",
          blocks: [
            {
              kind: "ul",
              items: [
                "短信服务商：为向您发送验证码，我们把您的手机号和验证码交给短信服务提供者（例如阿里云短信服务）发送。",
                "服务器与存储：服务部署在学校自有的服务器上，或部署在我们委托的位于中国境内的云服务器上。",
              ],
            },
            {
              kind: "p",
              text: "我们与受托方约定委托处理的目的、期限、方式、个人信息种类和保护措施，受托方只能按照约定处理，不得用于其他目的。",
            },
          ],
        },
        {
          id: "sharing-provided",
          heading: "向其他个人信息处理者提供",
          blocks: [
            {
              kind: "ul",
              items: [
                [
                  "您所在的学校：为评估其订购资源的使用情况，我们可能向学校提供无法识别到个人的汇总统计（例如访问次数、学习时长的合计）。",
                  {
                    strong:
                      "如需向学校提供能够识别到您个人的信息，我们会事先告知接收方、目的和信息种类，并取得您的单独同意。",
                  },
                ],
                "支付服务提供者：您下单支付时，订单号和金额提供给支付服务提供者，由其依照其隐私政策处理。",
                "法律法规规定，或者有权机关依法要求时。",
              ],
            },
          ],
        },
        {
          id: "sharing-transfer",
          heading: "转让与公开披露",
          blocks: [
            {
              kind: "ul",
              items: [
                "因合并、分立、解散、被宣告破产等原因需要转移个人信息的，我们会告知您接收方的名称和联系方式；接收方应当继续履行本政策，变更处理目的或方式的，应当重新取得您的同意。",
                "我们不会公开披露您的个人信息。您在经验广场主动发布的内容及其作者昵称、头像会公开展示。",
              ],
            },
          ],
        },
      ],
    },
    {
      id: "retention",
      heading: "存储地点与保存期限",
      blocks: [
        {
          kind: "p",
          text: [
            { strong: "您的个人信息存储在中华人民共和国境内，我们不向境外提供个人信息。" },
            "各类信息的保存期限如下，期满后删除或匿名化处理：",
          ],
        },
        {
          kind: "dl",
          items: [
            {
              term: "账号信息与学习记录",
              details: [
                "手机号、学校、昵称、头像、密码哈希，以及学习记录、收藏和下载记录：在账号存续期间保存；您在“我的数据”中注销账号时立即删除或匿名化（见“您的权利”中的“注销账号”）。",
              ],
            },
            {
              term: "短信验证码",
              details: [
                `${RETENTION.smsCodeValidity}内有效；发送记录（手机号、时间、验证码哈希）在${RETENTION.smsRecords}删除。`,
              ],
            },
            { term: "图形验证码", details: [`${RETENTION.imageCaptcha}内有效，过期后删除。`] },
            {
              term: "登录会话",
              details: [`自登录起 ${RETENTION.session}内有效；退出登录时删除，到期的会话记录在到期后 30 天内删除。`],
            },
            {
              term: "访问日志与服务器安全日志",
              details: [
                `保存 ${RETENTION.visitLogs}（《中华人民共和国网络安全法》要求网络日志留存不少于六个月），期满删除。`,
              ],
            },
            {
              term: "防刷计数",
              details: [
                "以手机号、账号或 IP 地址为键记录的短信发送、登录失败、反馈和预约提交次数：对应限制时段（最长 24 小时）结束后 1 小时内删除。",
              ],
            },
            { term: "意见反馈", details: [`${RETENTION.feedback}。`] },
            { term: "预约咨询", details: [`${RETENTION.appointments}；注销账号时一并删除。`] },
            {
              term: "订单记录",
              details: [
                `${RETENTION.orders}（《中华人民共和国电子商务法》要求）；注销账号后继续保存，但不再关联手机号、昵称或个人发票抬头。`,
              ],
            },
            {
              term: "个人信息副本（导出文件）",
              details: ["生成后 24 小时内可下载，期满自动删除；注销账号时立即删除。"],
            },
          ],
        },
        {
          kind: "p",
          text:
            "删除在技术上难以立即实现的（例如已写入备份的数据），我们停止除存储和采取必要安全保护措施之外的处理，并在备份轮换时删除。" +
            "如我们停止运营，将停止收集个人信息，以公告形式通知您，并删除或匿名化处理所持有的个人信息。",
        },
      ],
    },
    {
      id: "security",
      heading: "我们如何保护您的个人信息",
      blocks: [
        {
          kind: "ul",
          items: [
            "密码只以 argon2id 哈希保存；登录令牌、短信验证码、图形验证码答案和机构注册码都只保存哈希值。",
            "登录 Cookie 设置为 HttpOnly 和 SameSite；网站通过 HTTPS 提供服务时，数据在传输中加密。",
            "每个请求都由服务器核验登录状态、校园网范围和记录归属，您只能访问自己的记录。",
            "短信发送、登录尝试等操作有频率和次数限制，密码登录需要图形验证码，以防止撞库和暴力破解。",
            "内容安全策略（CSP）禁止页面执行第三方脚本；上传的图片按文件内容识别格式、限制大小并以随机文件名保存。",
            "只有履行职责所必需的工作人员才能接触个人信息，并承担保密义务。",
          ],
        },
        {
          kind: "p",
          text:
            "如发生或者可能发生个人信息泄露、篡改、丢失，我们会立即采取补救措施，并依法通知您和向主管部门报告，告知事件的原因、涉及的信息种类、可能的危害、已采取的措施以及您可以采取的措施。" +
            "请您妥善保管手机和密码，不要把验证码或机构注册码告诉他人。",
        },
      ],
    },
    {
      id: "rights",
      heading: "您的权利",
      blocks: [
        { kind: "p", text: "依照《中华人民共和国个人信息保护法》，您对自己的个人信息享有以下权利：" },
        {
          kind: "dl",
          items: [
            {
              term: "查阅与复制",
              details: [
                "在“账号设置”（移动版“我的”→“个人资料”）查看账号信息，在“学习记录”“我的收藏”“我的下载”查看学习相关记录。",
                "在个人中心的“我的数据”（移动版“我的”→“我的数据”）可以随时申请导出您的个人信息副本：账号信息、学习记录（视频进度、单词与复习记录、模考与练习的作答、下载）、收藏与点赞、笔记、打卡与松果、消息、关注、意见反馈、预约、订单与支付、登录会话和登录后的访问记录，每类都有 JSON 和 CSV 两种格式，打包为一个 ZIP 文件。文件在后台生成，完成后 24 小时内仅您本人登录后可以下载，期满自动删除。需要把副本转移给其他个人信息处理者的，可以自行提交该文件，或联系我们。",
              ],
            },
            {
              term: "更正与补充",
              details: [
                "昵称、头像和密码可在账号设置中自行修改；更换手机号或更正其他信息，请使用“修改手机号”功能或联系我们。",
              ],
            },
            {
              term: "删除",
              details: [
                "您可以随时取消收藏。处理目的已实现或无法实现、我们停止提供服务、您撤回同意、我们违法或违约处理等情形下，您可以要求我们删除相应的个人信息。",
              ],
            },
            {
              term: "撤回同意",
              details: [
                "您可以通过清除 Cookie、退出登录或注销账号撤回同意。撤回同意不影响撤回前基于同意已进行的处理。",
              ],
            },
            {
              term: "注销账号",
              details: [
                [
                  "在个人中心的“我的数据”中，用发送到账号绑定手机号的短信验证码确认后即可注销，注销立即完成，所有设备上的登录随即失效。",
                  {
                    strong:
                      "注销时，您的手机号、昵称、头像、密码、所属学校、学习记录、收藏、笔记、打卡与松果、消息、关注、设置、预约、购物车和导出文件立即删除，无法恢复；",
                  },
                  "意见反馈与访问记录去掉账号、联系方式、IP 地址和访客标识后保留（反馈内容用于改进产品，访问统计不再能识别到您）；您发表的经验帖解除与账号的关联。",
                  `订单、支付与退款记录依照《中华人民共和国电子商务法》第三十一条保存（${RETENTION.orders}），保存期间不再关联您的手机号、昵称或个人发票抬头。`,
                  `无法在线注销的（例如手机号已停用），请通过客服热线 ${HOTLINE} 或${FEEDBACK_ENTRY}申请，我们核验身份后在 ${RETENTION.afterCancellation}内完成。机构账号由学校管理，请学校与我们联系。`,
                ],
              ],
            },
            {
              term: "要求解释说明",
              details: ["您可以要求我们解释本政策和我们的个人信息处理规则。"],
            },
          ],
        },
        {
          kind: "p",
          text:
            `我们会在核验身份后 ${RETENTION.requestResponse}内答复您的请求，原则上不收取费用。对于无端重复、需要过多技术手段、危害他人合法权益或者明显不切实际的请求，我们可能拒绝并说明理由。` +
            "近亲属可以依法对已故用户的相关个人信息行使查阅、复制、更正、删除等权利（已故用户生前另有安排的除外）。" +
            "如您认为我们的处理损害了您的合法权益，可以向网信、教育等主管部门投诉、举报。",
        },
      ],
    },
    {
      id: "minors",
      heading: "未成年人保护",
      blocks: [
        {
          kind: "p",
          text: [
            "本服务面向高校学生和教职工。",
            { strong: "不满十四周岁的未成年人请不要注册或使用本服务；" },
            "如果我们发现未经监护人同意收集了不满十四周岁未成年人的个人信息，会尽快删除。已满十四周岁不满十八周岁的未成年人，请在监护人的指导下阅读本政策并使用本服务。监护人对此有疑问的，可以通过下文“如何联系我们”中的方式与我们联系。",
          ],
        },
      ],
    },
    {
      id: "changes",
      heading: "本政策的更新",
      blocks: [
        {
          kind: "p",
          text:
            "我们可能根据法律法规变化或服务调整修订本政策。发生重大变更（例如处理目的、方式、信息种类、委托或提供的对象、权利行使方式或联系方式发生变化）时，我们会在网站显著位置公告，并在需要时重新取得您的同意；" +
            "未经您明确同意，我们不会削减您依照本政策享有的权利。每次更新都会标明版本号和生效日期，您可以联系我们索取历史版本。",
        },
      ],
    },
    {
      id: "contact",
      heading: "如何联系我们",
      blocks: [
        {
          kind: "p",
          text: `对本政策或您的个人信息有任何疑问、意见或请求，请通过以下方式联系我们，我们会在 ${RETENTION.requestResponse}内答复：`,
        },
        { kind: "contact" },
      ],
    },
  ],
};

// ---- 用户协议 ---------------------------------------------------------------------------------------------------

export const userAgreement: LegalDocument = {
  slug: "userAgreement",
  title: "用户协议",
  summary: "使用研途考研学习平台的规则：账号与校园网访问、使用规范、授权内容的使用范围、知识产权、免责与争议解决。",
  version: LEGAL_VERSION,
  effectiveDate: LEGAL_EFFECTIVE_DATE,
  intro: [
    {
      kind: "p",
      text:
        "欢迎使用研途。本协议是您与研途运营方（以下简称“我们”）之间关于使用研途考研学习平台（包括桌面网站、移动网站及其接口，以下简称“本服务”）的约定。" +
        "本服务由您所在的学校（通常通过图书馆）订购后向本校师生提供。",
    },
    {
      kind: "p",
      text: [
        { strong: "请您仔细阅读本协议，特别是以粗体标出的限制、免责和争议解决条款。" },
        "您注册、登录或以其他方式使用本服务，即表示您已阅读并同意本协议和",
        { text: "《隐私政策》", doc: "userPrivacy" },
        "。如您不同意，请不要使用本服务。",
      ],
    },
  ],
  sections: [
    {
      id: "service",
      heading: "服务内容",
      blocks: [
        {
          kind: "p",
          text: "本服务为考研备考提供：微课、历年真题与题库（含考试和错题复习）、考研英语词汇学习、真题解析视频、考试资讯与政策、经验分享与经验广场、直播与直播回放、培训与教学资源、站内搜索、学习记录与收藏下载等个人中心功能，以及在提供付费内容时的购物车和订单。",
        },
        {
          kind: "p",
          text: "您可以使用的内容范围以您所在学校订购的内容为准，可能因学校而不同。我们可能根据学校的订购情况和运营需要调整、增加或下线部分内容和功能。",
        },
      ],
    },
    {
      id: "access",
      heading: "账号与校园网访问规则",
      blocks: [
        {
          kind: "ul",
          items: [
            "在合作学校的校园网内（以服务器看到的请求 IP 地址是否属于学校登记的校园网地址范围为准），您可以不登录直接浏览；在校园网外，需要登录后使用。",
            [
              { strong: "注册账号必须在所选学校的校园网内完成。" },
              "注册时需要选择所在学校、填写本人手机号并完成短信验证，并设置符合要求的密码（至少 8 位，同时包含大写字母、小写字母、数字和特殊符号）。",
            ],
            "您可以使用短信验证码或“密码 + 图形验证码”登录。学校可使用机构账号（机构 + 机构注册码）登录，机构注册码由学校负责保管，不得向本校以外的人员披露。",
            "登录状态自登录起保持 30 天，到期后需重新登录。",
            [
              { strong: "您应使用本人真实的手机号注册，妥善保管手机、密码和验证码，不得出借、转让、出租或出售账号。" },
              "以您的账号进行的操作视为您本人的行为；发现账号被他人使用，请立即修改密码并联系我们。",
            ],
            "您可以随时停止使用本服务，并按《隐私政策》所述方式申请注销账号。",
          ],
        },
      ],
    },
    {
      id: "conduct",
      heading: "使用规范",
      blocks: [
        { kind: "p", text: "使用本服务时，您不得：" },
        {
          kind: "ul",
          items: [
            "发布、传播违反法律法规、危害国家安全和社会公共利益、侵害他人合法权益，或者含有淫秽、暴力、谣言、歧视、骚扰、广告等内容的信息（包括昵称、头像、反馈、经验文章和评论）；",
            "使用代理、伪造地址或其他手段规避校园网判断、登录验证、下载限制或其他访问控制；",
            "以爬虫、脚本等自动化方式批量访问、抓取、下载内容，或者对本服务进行攻击、探测、干扰，或者不当占用服务资源；",
            "批量或冒用他人手机号注册，或者滥用短信验证码、意见反馈和预约咨询功能；",
            "将账号或内容用于任何商业目的，或者以本服务的名义从事未经我们同意的活动。",
          ],
        },
        {
          kind: "p",
          text: [
            { strong: "您违反上述规定的，我们可以视情节删除相关信息、限制功能、暂停或终止您的账号，" },
            "并保留依法追究责任的权利；造成我们、学校或他人损失的，您应依法承担赔偿责任。",
          ],
        },
      ],
    },
    {
      id: "licensed-content",
      heading: "授权内容的使用范围",
      blocks: [
        {
          kind: "ul",
          items: [
            [
              {
                strong:
                  "本服务中的课程、视频、直播、真题、解析、题库、资讯等内容，仅限您在所在学校的授权范围内为个人学习目的非商业性使用。",
              },
              "学校的订购到期、终止或调整，或者您不再属于该校师生时，您使用相应内容的权利随之终止。",
            ],
            [
              {
                strong:
                  "未经权利人书面许可，您不得录制、翻录、下载后再传播、转售、公开展示或上传到其他平台任何内容，也不得将其用于培训机构或其他商业用途。",
              },
              "允许下载的资料仅供您本人学习使用，我们可以对下载次数作出限制。",
            ],
            "直播内容仅供实时观看和在本服务内回放，不得录制、转播或截取传播。",
          ],
        },
      ],
    },
    {
      id: "ip",
      heading: "知识产权",
      blocks: [
        {
          kind: "ul",
          items: [
            "本服务的软件、页面设计、标识，以及我们制作或获得授权的内容，其著作权、商标权等知识产权归我们或相应权利人所有，受法律保护。",
            [
              "本服务使用的开源软件和开放数据（例如考研词表所依据的 ECDICT 词典数据）按照其各自的许可证使用，详见",
              { text: "《开源软件与数据许可》", doc: "licenses" },
              "。",
            ],
            "您上传或发布的内容（例如头像、经验文章），其知识产权仍归您或原权利人所有。您保证对其享有合法权利，并授予我们在提供、展示和推广本服务所必需的范围内免费使用、存储、展示这些内容的非独占许可；您删除内容或注销账号后，我们停止使用（法律另有规定的除外）。",
            "您提交的意见反馈，我们可以免费用于改进本服务。",
            "如您认为本服务中的内容侵犯了您的合法权益，请通过下文“联系我们”中的方式通知我们并提供权属证明，我们会依法及时处理。",
          ],
        },
      ],
    },
    {
      id: "paid",
      heading: "付费内容与订单",
      blocks: [
        {
          kind: "p",
          text:
            "在提供付费内容时，价格、内容范围、有效期和退款规则以购买页面的说明为准。支付由支付服务提供者（如微信支付）完成，您的支付信息由其依照其规则处理，我们只保存订单记录。" +
            "您依法享有的权利不因本协议受到限制。",
        },
      ],
    },
    {
      id: "privacy",
      heading: "个人信息保护",
      blocks: [
        {
          kind: "p",
          text: [
            "我们按照",
            { text: "《隐私政策》", doc: "userPrivacy" },
            "收集、使用和保护您的个人信息。《隐私政策》说明了我们收集的信息、使用的 Cookie、保存期限，以及您查阅、更正、删除个人信息和注销账号的方式。",
          ],
        },
      ],
    },
    {
      id: "changes-termination",
      heading: "服务的变更、中断与终止",
      blocks: [
        {
          kind: "ul",
          items: [
            "我们会尽力保障本服务稳定运行。因系统维护、升级需要暂停服务的，我们会尽量提前公告。",
            "因停电、网络故障、电信部门或云服务故障、不可抗力、政策变化等我们无法控制的原因造成服务中断的，我们会尽快恢复。",
            "您所在学校的订购到期或终止的，本服务对该校师生的相应内容将停止提供；您的账号、学习记录仍按《隐私政策》处理。",
            "您违反本协议的，我们可以依照“使用规范”暂停或终止向您提供服务。我们终止运营本服务的，会提前公告。",
          ],
        },
      ],
    },
    {
      id: "disclaimer",
      heading: "免责与责任限制",
      blocks: [
        {
          kind: "ul",
          items: [
            [
              {
                strong:
                  "本服务中的考试资讯、政策解读、经验分享和备考建议仅供参考，考试安排、招生政策和录取规则以教育部、各省级教育招生考试机构和各招生单位发布的正式通知为准。",
              },
              "我们不对您的考试成绩或录取结果作出任何承诺或保证。",
            ],
            "其他用户在经验广场发布的内容代表其本人观点，不代表我们的立场。",
            "对本服务中指向第三方网站的链接，我们不对该网站的内容和服务负责。",
            [
              {
                strong:
                  "在法律允许的范围内，我们对因不可抗力、您自身原因（例如泄露密码或验证码）或第三方原因造成的损失不承担责任；",
              },
              "但因我们的故意或者重大过失造成您财产损失，或者造成您人身损害的，我们依法承担责任。",
            ],
          ],
        },
      ],
    },
    {
      id: "amendments",
      heading: "协议的修改",
      blocks: [
        {
          kind: "p",
          text:
            "我们可能根据法律法规变化或服务调整修改本协议。修改后的协议将在本页面公布并标明版本号和生效日期；涉及您重大权益的修改，我们会在网站显著位置提前公告。" +
            "修改后的协议生效后您继续使用本服务的，视为接受修改；不同意的，您可以停止使用并申请注销账号。",
        },
      ],
    },
    {
      id: "law",
      heading: "法律适用与争议解决",
      blocks: [
        {
          kind: "p",
          text: [
            "本协议的订立、生效、解释、履行和争议解决适用中华人民共和国法律（为本协议之目的，不包括香港特别行政区、澳门特别行政区和台湾地区的法律）。",
            {
              strong:
                "因本协议发生的争议，双方应首先友好协商解决；协商不成的，任何一方均可向被告住所地有管辖权的人民法院提起诉讼。",
            },
          ],
        },
        { kind: "p", text: "本协议的任何条款无效或不可执行的，不影响其他条款的效力。" },
      ],
    },
    {
      id: "contact",
      heading: "联系我们",
      blocks: [
        { kind: "p", text: "对本协议或本服务有任何问题、意见或投诉，请通过以下方式联系我们：" },
        { kind: "contact" },
      ],
    },
  ],
};

// ---- 开源软件与数据许可 -------------------------------------------------------------------------------------------

export const ECDICT_LICENSE_TEXT = ecdictLicenseText.replace(/\s+$/, "");
export const COUNTER_ROBOTS_LICENSE_TEXT = counterRobotsLicenseText.replace(/\s+$/, "");

const licenseNames: Record<LicenseId, string> = {
  MIT: "MIT",
  ISC: "ISC",
  Unlicense: "Unlicense（公有领域）",
  "Apache-2.0": "Apache-2.0",
};

function packageEntries(browser: boolean) {
  return thirdPartyPackages
    .filter((pkg) => pkg.browser === browser)
    .sort((a, b) => a.name.localeCompare(b.name, "en"))
    .map((pkg) => ({
      term: `${pkg.name} ${pkg.version}`,
      details: [
        `许可证：${licenseNames[pkg.license]}${pkg.direct ? "" : "（间接依赖）"}`,
        ...pkg.copyright.map((line) =>
          COPYRIGHT_FROM_UPSTREAM.has(pkg.name)
            ? `${line}（见上游仓库 LICENSE）`
            : COPYRIGHT_FROM_README.has(pkg.name)
              ? `${line}（见其 README）`
              : line,
        ),
        [{ text: `${pkg.name} 的源代码与许可证`, href: pkg.url }] satisfies Inline[],
      ] satisfies RichText[],
    }));
}

export const licensesDocument: LegalDocument = {
  slug: "licenses",
  title: "开源软件与数据许可",
  summary: "研途使用的开源软件和开放数据及其许可证，包括考研词表所依据的 ECDICT 词典数据的 MIT 许可声明。",
  version: LEGAL_VERSION,
  effectiveDate: LEGAL_EFFECTIVE_DATE,
  intro: [
    {
      kind: "p",
      text: "研途建立在开源软件和开放数据之上，感谢它们的作者。本页依照各许可证的要求列出我们使用的开源软件与数据、它们的许可证和版权声明。",
    },
  ],
  sections: [
    {
      id: "ecdict",
      heading: "考研词汇数据：ECDICT",
      blocks: [
        {
          kind: "p",
          text: [
            "词汇学习使用的考研英语词表取自开源英汉词典数据库 ECDICT（作者 Linwei，",
            { text: "github.com/skywind3000/ECDICT", href: "https://github.com/skywind3000/ECDICT" },
            "，提交 bc015ed2e24a7abef49fc6dbbb7fe32c1dadaf8b 中的 ecdict.csv）。",
          ],
        },
        {
          kind: "ul",
          items: [
            "我们使用的部分：标签（tag）中含考研标记 ky 的全部 4,801 个词条，保留单词、音标、中文释义、英文释义、词性、柯林斯星级、牛津核心词、标签、BNC 词频、当代语料库词频和词形变化等字段，未修改任何数值。",
            "ky 标签是词典作者对考研英语大纲词汇的标注，并非教育部发布的官方词表；BNC 和当代语料库词频是通用语料库的排序，并非考研真题词频。",
            "ECDICT 以 MIT 许可证发布，其许可声明原文如下（源代码仓库中另存为 licenses/ECDICT-LICENSE.txt）：",
          ],
        },
        { kind: "pre", label: "ECDICT 许可声明（MIT License）原文", text: ECDICT_LICENSE_TEXT, lang: "en" },
      ],
    },
    {
      id: "counter-robots",
      heading: "使用统计的爬虫名单：COUNTER-Robots",
      blocks: [
        {
          kind: "p",
          text: [
            "图书馆的 COUNTER 使用统计不计入爬虫和自动程序的访问，判断依据是 COUNTER 指定的爬虫名单（",
            { text: "github.com/atmire/COUNTER-Robots", href: "https://github.com/atmire/COUNTER-Robots" },
            "，提交 87325c9 中的 COUNTER_Robots_list.json，未作修改）。该名单以 MIT 许可证发布，其许可声明原文如下（源代码仓库中另存为 licenses/COUNTER-Robots-LICENSE.txt）：",
          ],
        },
        {
          kind: "pre",
          label: "COUNTER-Robots 许可声明（MIT License）原文",
          text: COUNTER_ROBOTS_LICENSE_TEXT,
          lang: "en",
        },
      ],
    },
    {
      id: "browser",
      heading: "随网页发送到浏览器的开源软件",
      blocks: [
        {
          kind: "p",
          text: "以下软件包的代码包含在网站发送给浏览器的脚本中（这些软件包同时在服务器上运行）：",
        },
        { kind: "dl", items: packageEntries(true) },
      ],
    },
    {
      id: "server",
      heading: "在服务器上运行的开源软件",
      blocks: [
        {
          kind: "p",
          text: "以下软件包只在我们的服务器上运行，不发送到您的浏览器。此处列出网站直接依赖的软件包；它们各自依赖的其他软件包的许可证见各软件包的发布文件。",
        },
        { kind: "dl", items: packageEntries(false) },
        {
          kind: "p",
          text: "图片处理库 sharp 使用其随附的预编译 libvips 图像库（@img/sharp-libvips-*，LGPL-3.0-or-later 许可证，只在服务器上运行），用于去除上传图片中的位置等元数据。",
        },
      ],
    },
    {
      id: "license-texts",
      heading: "许可证全文",
      blocks: [
        {
          kind: "p",
          text: "上文各软件包的许可证正文如下；每个软件包的版权声明见其条目。",
        },
        ...(Object.keys(licenseTexts) as LicenseId[])
          .filter((id) => thirdPartyPackages.some((pkg) => pkg.license === id))
          .map(
            (id): LegalBlock => ({
              kind: "pre",
              label: `${licenseTexts[id].title} 全文`,
              text: `${licenseTexts[id].title}\n\n${licenseTexts[id].text}`,
              lang: "en",
            }),
          ),
      ],
    },
  ],
};

export const legalDocuments: Record<LegalSlug, LegalDocument> = {
  userAgreement,
  userPrivacy: privacyPolicy,
  licenses: licensesDocument,
};

// ---- plain text (tests, descriptions) ----------------------------------------------------------------------------

function richTextToPlain(text: RichText): string {
  if (typeof text === "string") return text;
  return text.map((part) => (typeof part === "string" ? part : "strong" in part ? part.strong : part.text)).join("");
}

function blockToPlain(block: LegalBlock): string {
  switch (block.kind) {
    case "p":
      return richTextToPlain(block.text);
    case "ul":
      return block.items.map(richTextToPlain).join("\n");
    case "dl":
      return block.items.map((item) => [item.term, ...item.details.map(richTextToPlain)].join("\n")).join("\n");
    case "pre":
      return block.text;
    case "contact":
      return HOTLINE;
  }
}

/** The whole document as plain text, in reading order. */
export function documentPlainText(doc: LegalDocument): string {
  const parts = [doc.title, ...doc.intro.map(blockToPlain)];
  for (const section of doc.sections) {
    parts.push(section.heading, ...section.blocks.map(blockToPlain));
    for (const sub of section.subsections ?? []) parts.push(sub.heading, ...sub.blocks.map(blockToPlain));
  }
  return parts.join("\n");
}
