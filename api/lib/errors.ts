import { Status } from '../../contract/common.ts';

/** A business failure: answered as JSON with statusCode ≠ 1 and a message key (HTTP 200 unless given). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly statusCode: number = Status.failed,
    readonly httpStatus = 200,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const sessionExpired = () => new ApiError('sessionExpired', Status.failed);
