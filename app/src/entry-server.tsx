// The server entry (built by `vite build --ssr`): what the site server (app/server/) takes from
// the app: the request context (every per-request decision, src/server/context.ts) and the
// renderer (src/server/render.tsx), which renders a shared page from its key's parts and a
// visitor's own page from their session. The parts are in src/server/: the context, the
// template, the head, the request's scope and the render.

export { createContextOf, type ContextOf, type ContextOptions, type Encoding, type IncomingPageRequest, type PageDecision, type PrivatePage, type RequestContext, type SharedPage } from './server/context';
export { createRenderer, type Renderer } from './server/render';
export type { RenderedPage, RendererOptions } from './server/types';
