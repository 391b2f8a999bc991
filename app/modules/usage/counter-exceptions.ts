// COUNTER_SUSHI 5.1's exceptions (Code of Practice 5.1, Appendix D, Table D.1): codes, the exact messages and the HTTP
// statuses. A non-200 answer carries exactly one exception — the lowest code when several apply.

const COUNTER_EXCEPTIONS = {
  1030: { message: "Insufficient Information to Process Request", status: 400 },
  2000: { message: "Requestor Not Authorized to Access Service", status: 401 },
  2010: { message: "Requestor is Not Authorized to Access Usage for Institution", status: 403 },
  2011: { message: "Global Reports Not Supported", status: 403 },
  2020: { message: "APIKey Invalid", status: 401 },
  3020: { message: "Invalid Date Arguments", status: 400 },
  3030: { message: "No Usage Available for Requested Dates", status: 200 },
  3031: { message: "Usage Not Ready for Requested Dates", status: 200 },
  3050: { message: "Parameter Not Recognized in this Context", status: 200 },
  3060: { message: "Invalid ReportFilter Value", status: 200 },
  3062: { message: "Invalid ReportAttribute Value", status: 200 },
  3063: { message: "Components Not Supported", status: 200 },
} as const;

export type CounterExceptionCode = keyof typeof COUNTER_EXCEPTIONS;

export interface CounterException {
  Code: number;
  Message: string;
  Data?: string;
}

export function counterException(code: CounterExceptionCode, data?: string): CounterException {
  const exception: CounterException = { Code: code, Message: COUNTER_EXCEPTIONS[code].message };
  if (data) exception.Data = data;
  return exception;
}

/** An exception that ends the request (a non-200 status). */
export class SushiRefusal extends Error {
  readonly status: number;
  readonly exception: CounterException;

  constructor(code: CounterExceptionCode, data?: string) {
    super(COUNTER_EXCEPTIONS[code].message);
    this.status = COUNTER_EXCEPTIONS[code].status;
    this.exception = counterException(code, data);
  }
}

/** Of several refusals that apply, the one with the lowest code (Appendix D). */
export function firstRefusal(refusals: ReadonlyArray<SushiRefusal | null>): SushiRefusal | null {
  let first: SushiRefusal | null = null;
  for (const refusal of refusals)
    if (refusal && (first === null || refusal.exception.Code < first.exception.Code)) first = refusal;
  return first;
}
