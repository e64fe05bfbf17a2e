/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The API root; the local mock by default. */
  readonly VITE_API_BASE_URL?: string;
  /** The parent site's mobile pages; mobile visitors are sent there when set. */
  readonly VITE_MOBILE_BASE?: string;
  /** The external exhibition site linked from the header. */
  readonly VITE_EXPO_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

declare module 'virtual:qr-images' {
  /** The QR images of `qrImages()` in vite.config.ts. */
  const images: readonly { label: string; src: string }[];
  export default images;
}

declare module 'virtual:route-areas' {
  /** The route modules of each area, loaded together (route-areas.ts), by file name. */
  const areas: Readonly<Record<string, () => Promise<Readonly<Record<string, import('./app/router').RouteModule>>>>>;
  export default areas;
}
