// QA hooks of the API client: in `npm run dev`, or in a build opened with `?qa=1` (remembered for
// the tab), the calls go through the QA recorder (qa-fetch.ts) and the QA panel shows them
// (components/qa-panel/qa-slot.tsx). Off, this file is all that runs: the recorder and the panel
// are loaded only when QA is on.

const FLAG = 'hj-qa';

export function qaEnabled(): boolean {
  if (typeof window === 'undefined') return false;
  try {
    if (new URLSearchParams(window.location.search).get('qa') === '1') sessionStorage.setItem(FLAG, '1');
    return import.meta.env.DEV || sessionStorage.getItem(FLAG) === '1';
  } catch {
    return import.meta.env.DEV;
  }
}

/** The client's fetch: the plain one unless QA is on. */
export async function siteFetch(input: string, init: RequestInit): Promise<Response> {
  if (!qaEnabled()) return fetch(input, init);
  const { qaFetch } = await import('./qa-fetch');
  return qaFetch(input, init);
}
