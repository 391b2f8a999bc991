// The process environment, read and validated once. Anything that reads configuration goes through getEnv(), so a
// bad value is reported at start with the variable's name instead of surfacing later as a strange failure.
import { z } from "zod";

const databaseUrl = z
  .string()
  .trim()
  .refine((value) => value.startsWith("file:") || /^postgres(ql)?:\/\//.test(value), {
    message: "must start with file: (SQLite) or postgres:// (PostgreSQL)",
  });

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATABASE_URL: databaseUrl.optional(),
    /** Comma list of addresses/CIDRs, or `loopback`; empty means the socket address is the client. */
    TRUST_PROXY: z.string().default(""),
    /** Load demo data into an empty database at start. */
    SEED_ON_START: z
      .enum(["true", "false", "1", "0"])
      .default("true")
      .transform((value) => value === "true" || value === "1"),
    /** Signs cookies and URLs; at least 32 characters. Unset: a random key kept in DATA_DIR/.app-secret. */
    APP_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    /** Where files the app writes live (uploads, the generated secret). */
    DATA_DIR: z.string().min(1).default("./data"),
    /** Mark cookies Secure. Default: on in production (browsers accept Secure cookies on http://localhost too). */
    COOKIE_SECURE: z.enum(["true", "false", "1", "0"]).optional(),
    /** Footer filings and contact (shown when set): ICP 备案号, 公安备案号, e-mail, postal address. */
    SITE_ICP: z.string().optional(),
    SITE_PSB: z.string().optional(),
    SITE_CONTACT_EMAIL: z.string().email("must be an e-mail address").optional(),
    SITE_ADDRESS: z.string().optional(),
    /** Where the mini-program QR code leads. */
    MINI_PROGRAM_URL: z.string().url("must be a URL").default("https://yantu.example.cn/mp"),
    LOG_REQUESTS: z
      .enum(["true", "false", "1", "0"])
      .default("true")
      .transform((value) => value === "true" || value === "1"),
    /** Where SMS codes go: `console` (log + dev inbox at /__dev/inbox; the default, loudly flagged in production) or `aliyun`. */
    SMS_PROVIDER: z.enum(["console", "aliyun"]).default("console"),
    /** Aliyun SMS (SMS_PROVIDER=aliyun): RAM access key, approved sign name, and a template with a ${code} variable. */
    ALIYUN_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
    ALIYUN_ACCESS_KEY_SECRET: z.string().trim().min(1).optional(),
    ALIYUN_SMS_SIGN_NAME: z.string().trim().min(1).optional(),
    ALIYUN_SMS_TEMPLATE_CODE: z.string().trim().min(1).optional(),
    /** The inbox reply notice (one variable, ${subject}); unset: replies reach users in 消息 only. */
    ALIYUN_SMS_NOTICE_TEMPLATE_CODE: z.string().trim().min(1).optional(),
    ALIYUN_SMS_ENDPOINT: z
      .string()
      .trim()
      .url("must be a URL, e.g. https://dysmsapi.aliyuncs.com")
      .default("https://dysmsapi.aliyuncs.com"),
    /** redis://… : keep rate-limit counters in Redis (shared by several app processes) instead of the database. */
    REDIS_URL: z
      .string()
      .trim()
      .refine((value) => /^rediss?:\/\//.test(value), { message: "must start with redis:// or rediss://" })
      .optional(),
    /** Where course media come from: `local` (files under MEDIA_DIR, served by /media with signed URLs) or `aliyun-cdn`. */
    MEDIA_STORAGE: z.enum(["local", "aliyun-cdn"]).default("local"),
    /** The local media directory (MEDIA_STORAGE=local). Default: the sample files shipped in ./media. */
    MEDIA_DIR: z.string().min(1).default("./media"),
    /** How long a signed media URL stays valid, in seconds (a page reload gets a fresh one). */
    MEDIA_URL_TTL_SECONDS: z.coerce
      .number()
      .int()
      .min(60)
      .max(86_400)
      .default(4 * 3600),
    /** Aliyun CDN with URL authentication type A (MEDIA_STORAGE=aliyun-cdn): the accelerated domain and its key. */
    MEDIA_CDN_BASE_URL: z.string().trim().url("must be a URL, e.g. https://media.example.cn").optional(),
    MEDIA_CDN_AUTH_KEY: z.string().trim().min(6).optional(),
    /** The validity the CDN console adds to an auth_key's timestamp (Aliyun's default is 1800 s). */
    MEDIA_CDN_TTL_SECONDS: z.coerce.number().int().min(1).default(1800),
    /** The Chinese font question-set PDFs embed (a subset of): a .ttf/.otf/.ttc file. Unset: the Debian font packages' files. */
    PDF_FONT_PATH: z.string().trim().min(1).optional(),
    /** The face of a font collection (.ttc) in PDF_FONT_PATH, by PostScript name (e.g. WenQuanYiMicroHei). */
    PDF_FONT_FACE: z.string().trim().min(1).optional(),
    /** Minutes an unpaid order stays payable before the sweep closes it (and its trade at WeChat Pay). */
    ORDER_PAY_MINUTES: z.coerce
      .number()
      .int()
      .min(5)
      .max(7 * 24 * 60)
      .default(30),
    /** Seconds between two runs of the unpaid-order sweep. */
    ORDER_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    /** Days a purchased course stays open from payment (the exam season and a little more). */
    ORDER_ACCESS_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
    /** Seconds between two runs of 我的数据's export worker (a request also starts it at once). */
    DATA_EXPORT_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
    /** 视频库: the largest video a resumable (tus) upload takes, MB. */
    VIDEO_UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(20_480).default(2048),
    /** 视频库: the largest video the plain form (no JavaScript) takes, MB; a whole multipart body is held on disk. */
    VIDEO_FORM_MAX_MB: z.coerce.number().int().min(1).max(2048).default(200),
    /** 视频库: the longest video accepted, minutes. */
    VIDEO_MAX_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(180),
    /** 视频库: one processing run's time limit, seconds; a run over it is stopped and retried. */
    VIDEO_PROCESS_TIMEOUT_SECONDS: z.coerce
      .number()
      .int()
      .min(10)
      .max(24 * 3600)
      .default(3600),
    /** 视频库: seconds between two looks at the processing queue (an upload also starts it at once). */
    VIDEO_WORKER_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
    /** 课件 (training materials): the largest upload, MB. */
    MATERIAL_UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(1024).default(50),
    /** 课件: the most pages a material may have; a longer one fails with a message. */
    MATERIAL_MAX_PAGES: z.coerce.number().int().min(1).max(5000).default(300),
    /** 课件: one conversion's time limit, seconds (LibreOffice and the page images together); over it, it fails. */
    MATERIAL_CONVERT_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(3600).default(300),
    /** 课件: the LibreOffice program (a name on PATH or a path, e.g. /opt/libreoffice/program/soffice). */
    SOFFICE_PATH: z.string().min(1).default("soffice"),
    /** 课件: seconds between two looks at the conversion queue (an upload also starts it at once). */
    MATERIAL_WORKER_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  })
  .superRefine((env, context) => {
    if (env.MEDIA_STORAGE === "aliyun-cdn") {
      for (const name of ["MEDIA_CDN_BASE_URL", "MEDIA_CDN_AUTH_KEY"] as const) {
        if (!env[name])
          context.addIssue({
            code: z.ZodIssueCode.custom,
            path: [name],
            message: "is required when MEDIA_STORAGE=aliyun-cdn",
          });
      }
    }
    if (env.SMS_PROVIDER === "aliyun") {
      for (const name of [
        "ALIYUN_ACCESS_KEY_ID",
        "ALIYUN_ACCESS_KEY_SECRET",
        "ALIYUN_SMS_SIGN_NAME",
        "ALIYUN_SMS_TEMPLATE_CODE",
      ] as const) {
        if (!env[name])
          context.addIssue({
            code: z.ZodIssueCode.custom,
            path: [name],
            message: "is required when SMS_PROVIDER=aliyun",
          });
      }
    }
  });

export type Env = z.infer<typeof envSchema>;

export function cookiesAreSecure(env: Env = getEnv()): boolean {
  return env.COOKIE_SECURE === undefined
    ? env.NODE_ENV === "production"
    : env.COOKIE_SECURE === "true" || env.COOKIE_SECURE === "1";
}

export class InvalidEnvironmentError extends Error {
  override name = "InvalidEnvironmentError";
}

let cached: Env | undefined;

export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty variable counts as unset, as it does for most tools.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new InvalidEnvironmentError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Where the SQLite file lives when DATABASE_URL is unset. */
export const DEFAULT_SQLITE_URL = "file:./data/app.db";
