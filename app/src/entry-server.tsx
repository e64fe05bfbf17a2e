// The server entry (built by `vite build --ssr`): renders a page of the route table as HTML text.
// Each request gets its own query client, session (from its cookies) and API client; the loaders
// fill the query client, the page is rendered from a copy of what had answered by then (so the
// browser hydrates exactly what the server rendered). A private page streams its below-the-fold
// sections as they come; a shared page (one HTML for every anonymous visitor, kept by caches) is
// rendered whole. The HTTP side (caching, compression, headers) is the site server's
// (app/server/site.mjs). The parts are in src/server/: the template, the head, the request's
// scope and the render.

export { createRenderer, DATA_ID, type Renderer } from './server/render';
export type { PageRequest, RenderedPage, RendererOptions, RenderMode } from './server/types';
