import { z } from 'zod';
import { AnyEnvelope, IDEMPOTENCY_HEADER, Pagination } from '@points/contracts';
import { clearToken, readToken } from './token';

const BASE = '/api/v1/console';

/** A refused or failed console call: the catalogue code, and the reason the API gave. */
export class ConsoleApiError extends Error {
  override name = 'ConsoleApiError';
  constructor(
    readonly statusCode: number,
    readonly reason: string | undefined,
    readonly body: Record<string, unknown>,
  ) {
    super(reason ? `${statusCode} ${reason}` : `status_code ${statusCode}`);
  }
}

let onSignedOut: () => void = () => {};
/** What to do when the API says the operator is not signed in (401): the app signs in again. */
export function whenSignedOut(handler: () => void): void {
  onSignedOut = handler;
}

export type ConsoleQuery = Record<string, string | number | boolean | undefined | null>;

function urlOf(path: string, query?: ConsoleQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${BASE}${path}${search ? `?${search}` : ''}`;
}

async function call(
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const token = readToken();
  const response = await fetch(url, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new ConsoleApiError(response.status, 'unreadable_answer', {});
  }
  const envelope = AnyEnvelope.safeParse(json);
  if (!envelope.success) throw new ConsoleApiError(response.status, 'unreadable_answer', {});
  const record = json as Record<string, unknown>;
  if (envelope.data.status_code !== 200) {
    if (envelope.data.status_code === 401) {
      clearToken();
      onSignedOut();
    }
    const reason = typeof record.reason === 'string' ? record.reason : undefined;
    throw new ConsoleApiError(envelope.data.status_code, reason, record);
  }
  return record;
}

/** Reads `path` (relative to /api/v1/console) and parses its data with `schema`. */
export async function consoleGet<T extends z.ZodType>(
  path: string,
  schema: T,
  query?: ConsoleQuery,
): Promise<{ data: z.output<T>; pagination: Pagination | undefined }> {
  const record = await call('GET', urlOf(path, query));
  return {
    data: schema.parse(record.data),
    pagination: record.pagination ? Pagination.parse(record.pagination) : undefined,
  };
}

/** The console lists' page size. */
const PER_PAGE = 25;

/** A page of the list at `path` (its `page` and filters in `query`), each row parsed with `row`. */
export function consolePage<T extends z.ZodType>(path: string, row: T, query: ConsoleQuery) {
  return consoleGet(path, z.array(row), { ...query, per_page: PER_PAGE });
}

/** Writes through the console API; returns the answer's data parsed with `schema`. */
export async function consoleSend<T extends z.ZodType>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body: unknown,
  schema: T,
  options: { idempotencyKey?: string } = {},
): Promise<z.output<T>> {
  const record = await call(
    method,
    urlOf(path),
    body,
    options.idempotencyKey ? { [IDEMPOTENCY_HEADER]: options.idempotencyKey } : {},
  );
  return schema.parse(record.data);
}

/**
 * Saves a versioned record at `path`: creates it when `version` is null, else updates (PUT
 * `path/id`) the version read, which the API refuses if the record changed since.
 */
export function saveVersioned<T extends z.ZodType>(
  path: string,
  input: { id: string; version: number | null },
  schema: T,
): Promise<z.output<T>> {
  return input.version === null
    ? consoleSend('POST', path, input, schema)
    : consoleSend('PUT', `${path}/${input.id}`, input, schema);
}

/** Where a CSV export of `path` is downloaded; the token goes in the header, so fetch it. */
export async function consoleDownload(
  path: string,
  query: ConsoleQuery,
  fileName: string,
): Promise<void> {
  const token = readToken();
  const response = await fetch(urlOf(path, query), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new ConsoleApiError(response.status, 'download_failed', {});
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
