/** A JSON request body with a size limit, a content type check and a reason for every refusal. */
import type { Context } from 'koa';
import { isPlainObject } from '../hardening/payloads.ts';

/** An HTTP error with the reason sent to the client. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Runs a route's work, answering an HttpError with its status and `{ error }`; any other error goes on. */
export async function answerHttpErrors(ctx: Context, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    ctx.status = err.status;
    ctx.body = { error: err.message };
  }
}

/** Reads a JSON object body of at most `limit` bytes. */
export async function readJsonObject(ctx: Context, limit: number): Promise<Record<string, unknown>> {
  const length = Number(ctx.get('content-length') || '0');
  if (length > limit) throw new HttpError(413, `request body larger than ${limit} bytes`);
  if (length === 0 && !ctx.get('transfer-encoding')) return {};
  if (!ctx.is('application/json')) throw new HttpError(415, 'send the body as application/json');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new HttpError(413, `request body larger than ${limit} bytes`);
    chunks.push(chunk as Buffer);
  }
  if (size === 0) return {};
  let body: unknown;
  try {
    body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new HttpError(400, 'malformed JSON');
  }
  if (!isPlainObject(body)) throw new HttpError(400, 'the body must be a JSON object');
  return body;
}
