import { useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSiteOrigin } from '../../lib/scope/scope';
import { LazyQrCode } from '../qr-code/lazy-qr-code';
import * as styles from './share-panel.css';
import { useShareSignature } from './share-queries';

/** Copies text; `false` when the browser refuses (no clipboard, no permission). */
export async function copyText(text: string, clipboard: Pick<Clipboard, 'writeText'> | null | undefined = globalThis.navigator?.clipboard): Promise<boolean> {
  if (!clipboard) return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * 分享: the page's QR code (scan to open it on a phone) and 复制链接, which says '复制成功' — or,
 * when the browser refuses, asks to copy the shown link by hand. What is shared is the page itself
 * (the site's origin and the path, without the query a visitor came with), so the server draws the
 * panel whole and the browser keeps it as it is. The WeChat share signature of the browser's own
 * address (`useShareSignature`) is asked for once the page is idle in the browser.
 */
export function SharePanel({ title = '分享' }: { title?: string }) {
  const url = useSiteOrigin() + useLocation().pathname;
  const [copied, setCopied] = useState<'idle' | 'done' | 'refused'>('idle');
  const id = useId();
  useShareSignature();

  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <div className={styles.body}>
        <LazyQrCode value={url} size={112} label="本页二维码" className={styles.qr} />
        <p className={styles.note}>微信扫一扫，分享给朋友</p>
      </div>
      <button type="button" className={styles.copy} onClick={async () => setCopied((await copyText(url)) ? 'done' : 'refused')}>
        复制链接
      </button>
      <p role="status" className={styles.status}>
        {copied === 'done' ? '复制成功' : copied === 'refused' ? '复制失败，请手动复制：' : ''}
      </p>
      {copied === 'refused' ? <input className={styles.link} readOnly value={url} aria-label="本页链接" onFocus={(e) => e.currentTarget.select()} /> : null}
    </section>
  );
}
