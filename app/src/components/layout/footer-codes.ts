/** The QR codes of the footer: drawn at build time (qr-images.ts, vite.config.ts), shown as images. */
export const footerCodes: readonly { label: string; value: string }[] = [
  { label: '行家说公众号', value: 'https://mp.hangjiashuo.example/display' },
  { label: '行家说小程序', value: 'https://m.hangjiashuo.example/' },
];
