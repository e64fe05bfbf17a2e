import type { components } from '@hangjia/sdk';
import { dateOnly } from '../../../lib/content/format';
import { safeHref } from '../../../lib/content/safe-href';
import { noticeStar, STAR_MAX } from '../notice-star';
import * as styles from './data-pages.css';

type Notice = components['schemas']['Notice'];

/** The site's note under every summarised announcement. */
export const NOTICE_COPYRIGHT = '版权声明：公告原文版权归发布公司所有，摘要由行家说整理，仅供参考，不构成投资建议。';

/** The importance of a notice as stars (0 to 5; '-' is 0; other values clamped, with a note). */
export function NoticeStars({ star }: { star: unknown }) {
  const { stars, note } = noticeStar(star);
  return (
    <span className={styles.stars} role="img" aria-label={`重要程度 ${stars} 星（满分 ${STAR_MAX} 星）`} title={note} data-stars={stars}>
      {'★'.repeat(stars)}
      {'☆'.repeat(STAR_MAX - stars)}
    </span>
  );
}

/** One company notice: company, tag, date, stars, title, key points, summary, pages, download, copyright. */
export function NoticeCard({ notice }: { notice: Notice }) {
  const download = safeHref(notice.raw_url);
  return (
    <article className={styles.noticeCard} aria-label={notice.title}>
      <div className={styles.noticeMeta}>
        <span className={styles.company}>{notice.company_name}</span>
        <span className={styles.tag}>{notice.tag}</span>
        <time dateTime={dateOnly(notice.date_time)} className={styles.muted}>
          {dateOnly(notice.date_time)}
        </time>
        <NoticeStars star={notice.star} />
      </div>
      <h2 className={styles.noticeTitle}>{notice.title}</h2>
      {notice.important_desc ? (
        <p className={styles.noticeBlock}>
          <span className={styles.blockLabel}>要点</span>
          {notice.important_desc}
        </p>
      ) : null}
      {notice.content_desc ? (
        <p className={styles.noticeBlock}>
          <span className={styles.blockLabel}>摘要</span>
          {notice.content_desc}
        </p>
      ) : null}
      <div className={styles.noticeFoot}>
        <span className={styles.muted}>共 {notice.page} 页</span>
        {download ? (
          <a href={download} target="_blank" rel="noopener noreferrer" download>
            下载原文<span className={styles.muted}>（新窗口）</span>
          </a>
        ) : null}
      </div>
      <p className={styles.copyright}>{NOTICE_COPYRIGHT}</p>
    </article>
  );
}
