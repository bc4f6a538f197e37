/** A fetch double for GET and POST calls of the API: answers by method and path, records every request. */
export interface Call {
  method: string;
  /** Path after /api. */
  path: string;
  headers: Record<string, string>;
  body: BodyInit | null | undefined;
}

export interface Answer {
  method?: string;
  path: string | RegExp;
  status?: number;
  /** Full JSON body; default `{ data }`. */
  body?: unknown;
  data?: unknown;
  /** Keeps the request open until `release()` of the returned handle is called. */
  hold?: boolean;
}

export function mockApi(answers: Answer[]) {
  const calls: Call[] = [];
  const held: Array<() => void> = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input).replace(/^.*?\/api/, '');
    const method = init.method ?? 'GET';
    calls.push({ method, path, headers: (init.headers ?? {}) as Record<string, string>, body: init.body });
    const answer = answers.find(
      (candidate) => (candidate.method ?? 'GET') === method && (typeof candidate.path === 'string' ? candidate.path === path : candidate.path.test(path)),
    );
    const status = answer?.status ?? (answer ? 200 : 404);
    const body = answer ? (answer.body ?? (status < 300 ? { data: answer.data } : { message: 'Fehler' })) : { message: 'Not Found' };
    const response = { ok: status < 300, status, text: async () => JSON.stringify(body) } as Response;
    if (answer?.hold) return new Promise<Response>((resolve) => held.push(() => resolve(response)));
    return response;
  }) as unknown as typeof fetch;
  return { calls, release: () => held.splice(0).forEach((resolve) => resolve()) };
}

/** The entries of a multipart body as [key, value or file name] pairs. */
export function formEntries(body: BodyInit | null | undefined): Array<[string, string]> {
  if (!(body instanceof FormData)) throw new Error('not a FormData body');
  return Array.from(body.entries()).map(([key, value]) => [key, typeof value === 'string' ? value : `file:${(value as File).name}`]);
}
