// The process's WeChat Pay: its configuration (WECHATPAY_*, read once; none → payment is not configured and the
// pages say so) and a client made from it. Tests and tools that run their own fake WeChat Pay hand in its config.
import { createWechatPayClient, type WechatPayClient } from "~/modules/payment/wechat-pay-client.server";
import { getWechatPayConfig, type WechatPayConfig } from "~/modules/payment/wechat-pay-config.server";

export interface PaymentGateway {
  config: WechatPayConfig;
  client: WechatPayClient;
}

let current: { gateway: PaymentGateway | null } | undefined;

export function paymentGateway(): PaymentGateway | null {
  if (!current) {
    const config = getWechatPayConfig();
    current = { gateway: config ? { config, client: createWechatPayClient(config) } : null };
  }
  return current.gateway;
}

/** Whether the site can take payments (the purchase buttons say so when not). */
export function paymentConfigured(): boolean {
  return paymentGateway() !== null;
}

/** Uses this configuration from now on (null: payment off); a client may be given (tests with a clock of their own). */
export function configurePaymentGateway(config: WechatPayConfig | null, client?: WechatPayClient): void {
  current = { gateway: config ? { config, client: client ?? createWechatPayClient(config) } : null };
}
