// A transaction as the fake WeChat Pay keeps it: the server (index.ts) and its pages (pages.ts) both read it.
export type Channel = "NATIVE" | "MWEB" | "JSAPI";

export interface FakeTransaction {
  outTradeNo: string;
  channel: Channel;
  description: string;
  attach?: string;
  totalFen: number;
  timeExpire: Date;
  notifyUrl: string;
  createdAt: Date;
  tradeState: "NOTPAY" | "SUCCESS" | "REFUND" | "CLOSED";
  transactionId?: string;
  successTime?: string;
  payerOpenid?: string;
  /** The live code_url (Native), h5_url (H5) or prepay_id (JSAPI); earlier ones are dead. */
  current: string;
  issued: string[];
  notificationId?: string;
  /** The canonical order request, to tell a re-order from a clash. */
  request: string;
}
