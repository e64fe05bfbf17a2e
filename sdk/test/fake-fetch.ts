/** A fetch that answers from a handler and records every request. */
export type Handler = (request: Request) => Response | Promise<Response>;

export function fakeFetch(handler: Handler) {
  const requests: Request[] = [];
  const fetch = async (input: string, init: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request.clone());
    if (request.signal.aborted) throw request.signal.reason;
    return handler(request);
  };
  return { fetch, requests };
}

export function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    ...init,
    headers: { 'Content-Type': 'application/json', ...(init.headers as Record<string, string> | undefined) },
  });
}

// Like a server holding its connections: keeps hanging requests reachable, as a real fetch does
// while a socket is open (Node's AbortSignal.timeout holds its signal weakly).
const open = new Set<Request>();

/** Never answers; rejects with the signal's reason when the request is aborted. */
export function hang(request: Request): Promise<Response> {
  open.add(request);
  return new Promise((_, reject) => {
    request.signal.addEventListener(
      'abort',
      () => {
        open.delete(request);
        reject(request.signal.reason);
      },
      { once: true },
    );
  });
}
