import { API_VERSION } from '@forma/contract/common/api';
import { failureMessages } from './messages';
import { storageKeys } from './storage-keys';

export type ApiErrorBody = {
  errors?: Record<string, string[]>;
  error?: string;
  base?: { deprecated?: boolean };
  subdomain?: unknown;
  /** A plan limit's access-restricted modal to open (e.g. 'tracks' on FREE). */
  restricted?: string;
};

export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody | null;
  constructor(status: number, body: ApiErrorBody | null, message: string) {
    super(message);
    this.status = status;
    this.body = body;
  }
}

type QueryValue = string | number | boolean;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** A list value repeats its key (`q[kind_in][]=video&q[kind_in][]=image`). */
  query?: Record<string, QueryValue | readonly QueryValue[] | undefined>;
  signal?: AbortSignal;
  /** Skip the global failure handling (toasts and redirects) for this call. */
  silent?: boolean;
};

type FailureListener = (error: ApiError | Error) => void;
let failureListener: FailureListener | null = null;

/** The app shell registers the global handling of failed calls (platform.md 8). */
export function onApiFailure(listener: FailureListener | null) {
  failureListener = listener;
}

export function authHeader(): string | null {
  const token = localStorage.getItem(storageKeys.accessToken);
  if (!token) return null;
  return `${localStorage.getItem(storageKeys.tokenType) ?? 'Bearer'} ${token}`;
}

/** One request to the API: headers, failure handling, the parsed JSON answer (null when empty). */
export async function request(path: string, options: RequestOptions = {}): Promise<unknown> {
  const url = new URL(`/api/${path.replace(/^\//, '')}`, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (Array.isArray(value)) for (const item of value) url.searchParams.append(key, String(item));
    else if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'API-Version': String(API_VERSION),
    'Client-Timezone': Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
  const auth = authHeader();
  if (auth) headers.Authorization = auth;
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: isForm
        ? (options.body as FormData)
        : options.body === undefined
          ? undefined
          : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    const failure = new Error(
      error instanceof Error && error.message ? error.message : failureMessages.requestFailed,
    );
    if (!options.silent) failureListener?.(failure);
    throw failure;
  }

  const text = await response.text();
  const data = parseJson(text);
  if (!response.ok) {
    const body = (data && typeof data === 'object' ? data : null) as ApiErrorBody | null;
    const error = new ApiError(
      response.status,
      body,
      failureMessages.requestFailedWithStatus(response.status),
    );
    if (!options.silent && !body?.subdomain) failureListener?.(error);
    throw error;
  }
  return data;
}

/** A proxy or crash page may answer with HTML: such a body counts as no body. */
function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
