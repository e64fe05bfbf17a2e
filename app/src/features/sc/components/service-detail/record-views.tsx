import type { components } from '@hangjia/sdk';
import type { ReactNode } from 'react';
import { ExternalLink } from '../../../../components/external-link/external-link';
import { thumbnailImage } from '../../../../lib/content/thumbnail';
import { linkify } from '../../sc-links';
import * as sc from '../sc.css';
import { DeleteImage, UploadScreenshot } from './record-actions';

type DescriptionRecord = components['schemas']['DescriptionRecord'];
type AdRecord = components['schemas']['AdBindingRecord'];
type ArticleRecord = components['schemas']['ArticleBindingRecord'];

const LOC = { 1: '头条', 2: '次条' } as Record<number, string>;

/** A small table of a record's figures, scrolled sideways when it does not fit. */
function MiniTable({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <div className={sc.scroll}>
      <table className={sc.miniTable}>
        <thead>
          <tr>
            {head.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A description with its links (http/https only, new window). */
function DescriptionText({ text }: { text: string }) {
  return (
    <p className={sc.desc}>
      {linkify(text).map((part, i) =>
        part.kind === 'link' ? (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.text}
          </a>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}

/** A description record (type 1): its text and pictures; its creator may delete a picture. */
export function DescriptionView({ record, mine }: { record: DescriptionRecord; mine: boolean }) {
  const images = record.images ?? [];
  return (
    <>
      {record.desc ? <DescriptionText text={record.desc} /> : null}
      {images.length > 0 ? (
        <ul className={sc.thumbs}>
          {images.map((url, i) => (
            <li key={url} className={sc.field}>
              <ExternalLink href={url}>
                <img className={sc.thumb} {...thumbnailImage(url, 96, 96)} alt={`图片 ${i + 1}`} loading="lazy" />
              </ExternalLink>
              {mine ? <DeleteImage recordId={record.id} url={url} label="删除图片" /> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** An ad binding (type 2): the ad, its screenshot (uploaded and deleted by the creator) and its placements. */
export function AdView({ record, mine }: { record: AdRecord; mine: boolean }) {
  return (
    <>
      <div className={sc.row}>
        <img className={sc.thumb} style={{ width: 160, height: 90 }} {...thumbnailImage(record.adUrl, 160, 90)} alt="绑定的广告" loading="lazy" />
        {record.screenshot ? (
          <span className={sc.field}>
            <img className={sc.thumb} {...thumbnailImage(record.screenshot, 96, 96)} alt="截图" loading="lazy" />
            {mine ? <DeleteImage recordId={record.id} url={record.screenshot} label="删除截图" /> : null}
          </span>
        ) : (
          <span className={sc.muted}>暂无截图</span>
        )}
        {mine ? <UploadScreenshot recordId={record.id} /> : null}
      </div>
      {record.records.length > 0 ? (
        <MiniTable head={['广告位', '开始', '结束', '展示', '点击']}>
          {record.records.map((p, i) => (
            <tr key={i}>
              <td>{p.placeStr}</td>
              <td>{p.startDate}</td>
              <td>{p.endDate}</td>
              <td>{p.showNum}</td>
              <td>{p.clickNum}</td>
            </tr>
          ))}
        </MiniTable>
      ) : null}
    </>
  );
}

/** A company binding (types 3 and 4): the company, the period, the reads and the articles. */
export function ArticleView({ record }: { record: ArticleRecord }) {
  return (
    <>
      <p className={sc.row}>
        <strong>{record.companyName}</strong>
        {record.wechat ? <span className={sc.muted}>{record.wechat}</span> : null}
        {record.serviceType ? <span className={sc.muted}>{record.serviceType}</span> : null}
        <span className={sc.muted}>
          {record.start} 至 {record.end}
        </span>
      </p>
      <p className={sc.row}>
        <span>文章数 {record.articleNum}</span>
        <span>总阅读数 {record.articleTotalReadNum}</span>
        <span>平均阅读数 {record.articleAvgReadNum}</span>
      </p>
      {record.records.length > 0 ? (
        <MiniTable head={['标题', '日期', '位置', '阅读数', '广告']}>
          {record.records.map((a, i) => (
            <tr key={`${a.url}-${i}`}>
              <td>
                <ExternalLink href={a.url}>{a.title}</ExternalLink>
              </td>
              <td>{a.date}</td>
              <td>{LOC[a.loc] ?? '第三条及以后'}</td>
              <td>{a.num}</td>
              <td>{[a.ad1, a.ad2].filter(Boolean).join('、') || '—'}</td>
            </tr>
          ))}
        </MiniTable>
      ) : null}
    </>
  );
}
