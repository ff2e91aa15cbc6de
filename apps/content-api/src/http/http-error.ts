/** A failure the client caused or can act on; anything else becomes a 500 with no details. */
export class HttpError extends Error {
  readonly status: number;
  readonly param: string | null;
  readonly headers: Record<string, string>;

  constructor(status: number, param: string | null, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.param = param;
    this.headers = headers;
  }
}

export function badRequest(param: string, message: string): HttpError {
  return new HttpError(400, param, message);
}

export function notFound(param: string, message: string): HttpError {
  return new HttpError(404, param, message);
}
