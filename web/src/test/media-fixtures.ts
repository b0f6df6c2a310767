// Media test data and a scriptable XMLHttpRequest for uploads (tests only).
import { vi } from 'vitest';
import type { MediaFetchResponse, MediaItem } from '@forma/contract/media/media.schemas';
import type { AppConfig } from '@forma/contract/accounts/users.schemas';

export const appConfig: AppConfig = {
  product_name: 'Forma',
  partner_name: 'HYROX',
  client_id: 'web',
  client_secret: 'secret',
  api_version: 3,
  public_url: 'http://localhost',
  stripe: { mode: 'sandbox' as const, publishable_key: 'pk_test_forma_sandbox' },
};

let nextId = 100;

export function mediaItem(overrides: Partial<MediaItem> = {}): MediaItem {
  const id = overrides.id ?? ++nextId;
  const type = overrides.type ?? 'image';
  return {
    id,
    title: `Item ${id}`,
    type,
    kind: type,
    owner: 'current',
    scope: 'user',
    thumb: null,
    thumb_small: null,
    src: `/uploads/media/${id}`,
    stream_src: null,
    provider: null,
    video_id: null,
    embed_url: null,
    images: null,
    state: 'published',
    failure_reason: null,
    duration: null,
    file_size: '1 MB',
    content_type: null,
    caption: null,
    width: null,
    height: null,
    created_at: 1_700_000_000,
    position: null,
    title_media: false,
    is_new: false,
    ...overrides,
  };
}

export function mediaPage(
  items: MediaItem[],
  { page = 1, totalPages = 1, partnerAccess = false } = {},
): MediaFetchResponse {
  return {
    items,
    pagination: { page, total_pages: totalPages, total_count: items.length },
    partner_access: partnerAccess,
  };
}

type Listener = (event: ProgressEvent) => void;

/** A fake XMLHttpRequest the test drives: `FakeXhr.last.progress(0.5)`, `.respond(201, body)`. */
export class FakeXhr {
  static instances: FakeXhr[] = [];
  static get last(): FakeXhr {
    return FakeXhr.instances[FakeXhr.instances.length - 1]!;
  }

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  timeout = -1;
  aborted = false;
  upload: { onprogress: Listener | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.instances.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(fraction: number, total = 1000) {
    this.upload.onprogress?.({
      lengthComputable: true,
      loaded: Math.round(fraction * total),
      total,
    } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

export type QueryCall = { method: string; path: string; body: unknown; query: URLSearchParams };
type QueryHandler = (
  call: QueryCall,
) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;

/**
 * Like mockFetch (mock-fetch.ts), with the query string given to handlers and recorded, for the
 * media list's query keys. Unknown calls answer 404.
 */
export function mockFetchWithQuery(routes: Record<string, QueryHandler>) {
  const calls: QueryCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    const path = url.pathname.replace(/^\/api\//, '');
    const method = (init?.method ?? 'GET').toUpperCase();
    const raw = init?.body;
    const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : (raw ?? null);
    const call = { method, path, body, query: url.searchParams };
    calls.push(call);
    const handler = routes[`${method} ${path}`];
    const reply = handler ? await handler(call) : { status: 404, body: { error: 'Not Found' } };
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
