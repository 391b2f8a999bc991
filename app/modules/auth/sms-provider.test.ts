import { describe, expect, it } from "vitest";
import { parseEnv } from "~/lib/env.server";
import {
  aliyunCanonicalQuery,
  aliyunPercentEncode,
  aliyunSignature,
  aliyunStringToSign,
  aliyunTimestamp,
  buildAliyunSendSmsUrl,
  smsProviderFromEnv,
} from "./sms-provider.server";

// The worked example of Aliyun's SMS API signature document (SendSms, signature version 1.0, HMAC-SHA1).
const DOC_PARAMS: Record<string, string> = {
  AccessKeyId: "testId",
  Action: "SendSms",
  Format: "XML",
  OutId: "123",
  PhoneNumbers: "15300000001",
  RegionId: "cn-hangzhou",
  SignName: "阿里云短信测试专用",
  SignatureMethod: "HMAC-SHA1",
  SignatureNonce: "45e25e9b-0a6f-4070-8c85-2956eda1b466",
  SignatureVersion: "1.0",
  TemplateCode: "SMS_71390007",
  TemplateParam: '{"customer":"test"}',
  Timestamp: "2017-07-12T02:42:19Z",
  Version: "2017-05-25",
};

describe("Aliyun RPC signature (documented example)", () => {
  it("builds the documented canonical query", () => {
    expect(aliyunCanonicalQuery(DOC_PARAMS)).toBe(
      "AccessKeyId=testId&Action=SendSms&Format=XML&OutId=123&PhoneNumbers=15300000001&RegionId=cn-hangzhou" +
        "&SignName=%E9%98%BF%E9%87%8C%E4%BA%91%E7%9F%AD%E4%BF%A1%E6%B5%8B%E8%AF%95%E4%B8%93%E7%94%A8" +
        "&SignatureMethod=HMAC-SHA1&SignatureNonce=45e25e9b-0a6f-4070-8c85-2956eda1b466&SignatureVersion=1.0" +
        "&TemplateCode=SMS_71390007&TemplateParam=%7B%22customer%22%3A%22test%22%7D&Timestamp=2017-07-12T02%3A42%3A19Z" +
        "&Version=2017-05-25",
    );
  });

  it("builds the documented StringToSign", () => {
    expect(aliyunStringToSign(DOC_PARAMS)).toBe(
      "GET&%2F&AccessKeyId%3DtestId%26Action%3DSendSms%26Format%3DXML%26OutId%3D123%26PhoneNumbers%3D15300000001" +
        "%26RegionId%3Dcn-hangzhou%26SignName%3D%25E9%2598%25BF%25E9%2587%258C%25E4%25BA%2591%25E7%259F%25AD%25E4%25BF" +
        "%25A1%25E6%25B5%258B%25E8%25AF%2595%25E4%25B8%2593%25E7%2594%25A8%26SignatureMethod%3DHMAC-SHA1" +
        "%26SignatureNonce%3D45e25e9b-0a6f-4070-8c85-2956eda1b466%26SignatureVersion%3D1.0%26TemplateCode%3DSMS_71390007" +
        "%26TemplateParam%3D%257B%2522customer%2522%253A%2522test%2522%257D%26Timestamp%3D2017-07-12T02%253A42%253A19Z" +
        "%26Version%3D2017-05-25",
    );
  });

  it("produces the documented signature with key testSecret&", () => {
    expect(aliyunSignature(DOC_PARAMS, "testSecret")).toBe("zJDF+Lrzhj/ThnlvIToysFRq6t4=");
  });

  it("does not depend on the order parameters are given in", () => {
    const reversed = Object.fromEntries(Object.entries(DOC_PARAMS).reverse());
    expect(aliyunSignature(reversed, "testSecret")).toBe("zJDF+Lrzhj/ThnlvIToysFRq6t4=");
  });
});

describe("aliyunPercentEncode", () => {
  it.each([
    ["a b", "a%20b"],
    ["*", "%2A"],
    ["~", "~"],
    ["-_.", "-_."],
    ["!'()", "%21%27%28%29"],
    ["+/=", "%2B%2F%3D"],
    ["研", "%E7%A0%94"],
  ])("%j → %s", (input, output) => {
    expect(aliyunPercentEncode(input)).toBe(output);
  });
});

describe("buildAliyunSendSmsUrl", () => {
  it("signs a SendSms call with the code in TemplateParam", () => {
    const url = new URL(
      buildAliyunSendSmsUrl(
        {
          accessKeyId: "AKID",
          accessKeySecret: "SECRET",
          signName: "研途",
          templateCode: "SMS_1",
          endpoint: "https://dysmsapi.aliyuncs.com/",
        },
        "13800138000",
        "012345",
        { now: new Date("2026-01-02T03:04:05.678Z"), nonce: "n-1" },
      ),
    );
    expect(url.origin + url.pathname).toBe("https://dysmsapi.aliyuncs.com/");
    const params = Object.fromEntries(url.searchParams);
    const { Signature, ...signed } = params;
    expect(signed).toEqual({
      AccessKeyId: "AKID",
      Action: "SendSms",
      Format: "JSON",
      PhoneNumbers: "13800138000",
      RegionId: "cn-hangzhou",
      SignName: "研途",
      SignatureMethod: "HMAC-SHA1",
      SignatureNonce: "n-1",
      SignatureVersion: "1.0",
      TemplateCode: "SMS_1",
      TemplateParam: '{"code":"012345"}',
      Timestamp: "2026-01-02T03:04:05Z",
      Version: "2017-05-25",
    });
    expect(Signature).toBe(aliyunSignature(signed, "SECRET"));
  });

  it("formats timestamps without milliseconds", () => {
    expect(aliyunTimestamp(new Date("2017-07-12T02:42:19.999Z"))).toBe("2017-07-12T02:42:19Z");
  });
});

describe("SMS provider configuration", () => {
  it("defaults to console", () => {
    expect(parseEnv({}).SMS_PROVIDER).toBe("console");
    expect(smsProviderFromEnv(parseEnv({ NODE_ENV: "production" })).name).toBe("console");
  });

  it("requires the Aliyun credentials when SMS_PROVIDER=aliyun, naming each missing one", () => {
    expect(() => parseEnv({ SMS_PROVIDER: "aliyun", ALIYUN_ACCESS_KEY_ID: "id" })).toThrow(
      /ALIYUN_ACCESS_KEY_SECRET: is required when SMS_PROVIDER=aliyun[\s\S]*ALIYUN_SMS_SIGN_NAME[\s\S]*ALIYUN_SMS_TEMPLATE_CODE/,
    );
  });

  it("chooses Aliyun with the default endpoint when configured", () => {
    const env = parseEnv({
      SMS_PROVIDER: "aliyun",
      ALIYUN_ACCESS_KEY_ID: "id",
      ALIYUN_ACCESS_KEY_SECRET: "secret",
      ALIYUN_SMS_SIGN_NAME: "研途",
      ALIYUN_SMS_TEMPLATE_CODE: "SMS_1",
    });
    expect(env.ALIYUN_SMS_ENDPOINT).toBe("https://dysmsapi.aliyuncs.com");
    expect(smsProviderFromEnv(env).name).toBe("aliyun");
  });

  it("refuses an unknown provider and a bad REDIS_URL", () => {
    expect(() => parseEnv({ SMS_PROVIDER: "twilio" })).toThrow(/SMS_PROVIDER/);
    expect(() => parseEnv({ REDIS_URL: "localhost:6379" })).toThrow(/REDIS_URL: must start with redis:\/\//);
    expect(parseEnv({ REDIS_URL: "redis://127.0.0.1:6379" }).REDIS_URL).toBe("redis://127.0.0.1:6379");
  });
});
