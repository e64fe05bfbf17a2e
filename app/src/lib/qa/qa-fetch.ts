// The QA recorder of the API client (see qa.ts): in `npm run dev`, or in a build opened with
// `?qa=1` (remembered for the tab), every call is recorded for the QA panel, and a scenario chosen
// there is sent with the calls of its operation (`Prefer` for a named example or HTTP code,
// `x-mock-fault` for a fault of the mock). Loaded only when QA is on.
import { createOperationMatcher } from '@hangjia/openapi/operations';
import { operationTable } from '@hangjia/sdk/operations';

/** Where the chosen scenarios are kept for the tab. */
const CHOICES = 'hj-qa-scenarios';

const matchOperation = createOperationMatcher(Object.values(operationTable));

/** The contract's operation a request goes to (fixed path segments before parameters), if any. */
export function requestedOperation(method: string, pathname: string) {
  return matchOperation(method, pathname)?.row;
}

/** One recorded call: where the page was, what was called and how it went. */
export interface QaCall {
  page: string;
  method: string;
  path: string;
  status: number | null;
  at: number;
}

/** A scenario chosen for one operation. */
export interface QaChoice {
  operationId: string;
  /** `example=name` or `code=401`. */
  prefer?: string;
  /** A fault of the mock: `down`, `slow:3000`, `http500`… */
  fault?: string;
}

const calls: QaCall[] = [];
const listeners = new Set<() => void>();

export function qaChoices(): QaChoice[] {
  try {
    return JSON.parse(sessionStorage.getItem(CHOICES) ?? '[]') as QaChoice[];
  } catch {
    return [];
  }
}

export function setQaChoices(choices: QaChoice[]) {
  sessionStorage.setItem(CHOICES, JSON.stringify(choices));
  listeners.forEach((l) => l());
}

export function qaCalls(): readonly QaCall[] {
  return calls;
}

export function onQaChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The client's fetch while QA is on: records the call and sends the chosen scenario. */
export async function qaFetch(input: string, init: RequestInit): Promise<Response> {
  const url = new URL(input, window.location.href);
  const method = (init.method ?? 'GET').toUpperCase();
  const operationId = requestedOperation(method, url.pathname)?.id;
  const choice = operationId ? qaChoices().find((c) => c.operationId === operationId) : undefined;
  const headers = new Headers(init.headers);
  if (choice?.prefer) headers.set('Prefer', choice.prefer);
  if (choice?.fault) headers.set('x-mock-fault', `${choice.fault}@${choice.operationId}`);
  const call: QaCall = { page: window.location.pathname, method, path: url.pathname, status: null, at: Date.now() };
  calls.push(call);
  if (calls.length > 300) calls.splice(0, calls.length - 300);
  try {
    const response = await fetch(input, { ...init, headers });
    call.status = response.status;
    return response;
  } finally {
    listeners.forEach((l) => l());
  }
}
