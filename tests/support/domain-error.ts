// The DomainError a promise rejects with; fails the test when it resolves or rejects with anything else.
import { DomainError } from "~/lib/domain-error";

export async function domainErrorOf(promise: Promise<unknown>): Promise<DomainError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error("expected a DomainError");
}
