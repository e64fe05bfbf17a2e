import * as Dialog from '@radix-ui/react-dialog';
import {
  useDeleteRecordImage,
  useDeleteServiceRecord,
  useDownloadReport,
  useGetServiceItem,
  useSaveScreenshot,
  useUploadImage,
} from '@hangjia/sdk/react';
import * as ConfirmDialog from '@hangjia/ui/confirm-dialog';
import { useToast, validateImage } from '@hangjia/ui';
import type { components } from '@hangjia/sdk';
import { useRef, useState, type ReactNode } from 'react';
import { isCreator } from '../sc-binding';
import { safeHref } from '../../../lib/safe-href';
import { linkify } from '../sc-links';
import { scProfile } from '../sc-session';
import { AdBindingDialog } from './ad-binding-dialog';
import { CompanyBindingForm } from './company-binding-form';
import { DescriptionDialog } from './description-dialog';
import { useDialogContent } from './dialog-content';
import { failureText, saveFile } from './sc-feedback';
import * as sc from './sc.css';
import { thumbnailImage } from '../../../lib/thumbnail';

type Detail = components['schemas']['ServiceDetail'];
type DescriptionRecord = components['schemas']['DescriptionRecord'];
type AdRecord = components['schemas']['AdBindingRecord'];
type ArticleRecord = components['schemas']['ArticleBindingRecord'];

export interface ServiceDetailDialogProps {
  /** The service item (issue) whose records are shown; nothing is fetched while closed. */
  itemId: number | string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const REPORT_FILE = '服务报告.xlsx';
const LOC = { 1: '头条', 2: '次条' } as Record<number, string>;

/** The records of a service item with its report download and the actions of its type. */
export function ServiceDetailDialog({ itemId, open, onOpenChange }: ServiceDetailDialogProps) {
  const id = Number(itemId);
  const detail = useGetServiceItem({ id }, { enabled: open && Number.isFinite(id) });
  const item = detail.data;
  const content = useDialogContent(open, onOpenChange);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={sc.overlay} />
        <Dialog.Content className={sc.wideContent} aria-describedby={undefined} {...content}>
          <div className={sc.dialogHead}>
            <Dialog.Title className={sc.dialogTitle}>{item ? item.name : '服务详情'}</Dialog.Title>
            {item ? <DownloadReport itemId={item.id} /> : null}
            <Dialog.Close className={sc.close} aria-label="关闭">
              ×
            </Dialog.Close>
          </div>
          <div className={sc.dialogBody}>
            {detail.isPending ? (
              <p className={sc.status}>加载中…</p>
            ) : detail.isError ? (
              <div className={sc.status} role="alert">
                <p>{detail.error.msg || '加载失败'}</p>
                <button type="button" className={sc.ghost} onClick={() => void detail.refetch()}>
                  重试
                </button>
              </div>
            ) : (
              <DetailBody item={detail.data} />
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Downloads the item's report as a file named by the server (服务报告.xlsx); a JSON failure is shown. */
function DownloadReport({ itemId }: { itemId: number }) {
  const toast = useToast();
  const download = useDownloadReport();
  return (
    <button
      type="button"
      className={sc.ghost}
      disabled={download.isPending}
      onClick={async () => {
        try {
          const file = await download.mutateAsync({ id: itemId });
          saveFile(file.blob, file.fileName || REPORT_FILE);
        } catch (reason) {
          toast.error(failureText(reason, '报告下载失败'));
        }
      }}
    >
      {download.isPending ? '下载中…' : '下载服务报告'}
    </button>
  );
}

function DetailBody({ item }: { item: Detail }) {
  const [profile] = useState(scProfile);
  const account = profile?.account ?? '';
  const [dialog, setDialog] = useState<'description' | 'ad' | null>(null);
  const records = item.issues;
  return (
    <>
      <p className={sc.muted}>
        {[item.companyName, item.projectCode ? `合同 ${item.projectCode}` : '', item.executor?.length ? `执行人 ${item.executor.join('、')}` : '']
          .filter(Boolean)
          .join(' · ')}
      </p>
      {item.type === 1 ? (
        <div className={sc.row}>
          <button type="button" className={sc.button} onClick={() => setDialog('description')}>
            添加描述
          </button>
        </div>
      ) : null}
      {item.type === 2 ? (
        <div className={sc.row}>
          <button type="button" className={sc.button} onClick={() => setDialog('ad')}>
            绑定广告
          </button>
        </div>
      ) : null}
      {item.type === 3 || item.type === 4 ? <CompanyBindingForm itemId={item.id} itemName={item.name} type={item.type} phone={account} /> : null}

      <section aria-label="服务记录" className={sc.field}>
        <h3 className={sc.dialogTitle}>服务记录（{records.length}）</h3>
        {records.length === 0 ? <p className={sc.muted}>暂无记录</p> : null}
        {records.map((record) => (
          <RecordCard key={record.id} record={record} account={account} />
        ))}
      </section>

      {item.type === 1 ? (
        <DescriptionDialog itemId={item.id} phone={account} open={dialog === 'description'} onOpenChange={(o) => setDialog(o ? 'description' : null)} />
      ) : null}
      {item.type === 2 ? (
        <AdBindingDialog itemId={item.id} phone={account} open={dialog === 'ad'} onOpenChange={(o) => setDialog(o ? 'ad' : null)} />
      ) : null}
    </>
  );
}

type AnyRecord = Detail['issues'][number];

function RecordCard({ record, account }: { record: AnyRecord; account: string }) {
  const mine = isCreator(record, account);
  const by = 'createUser' in record && record.createUser ? record.createUser : '';
  const date = 'date' in record && record.date ? record.date : '';
  return (
    <article className={sc.record} aria-label={`记录 ${record.id}`}>
      <div className={sc.recordHead}>
        {by ? <span>{by}</span> : null}
        {date ? <span className={sc.muted}>{date}</span> : null}
        {mine ? (
          <span style={{ marginLeft: 'auto' }}>
            <DeleteRecord recordId={record.id} />
          </span>
        ) : null}
      </div>
      {record.type === 1 ? <DescriptionView record={record} mine={mine} /> : null}
      {record.type === 2 ? <AdView record={record} mine={mine} /> : null}
      {record.type === 3 || record.type === 4 ? <ArticleView record={record} /> : null}
    </article>
  );
}

/** Asks, then deletes a record ('成功删除'). */
function DeleteRecord({ recordId }: { recordId: number }) {
  const toast = useToast();
  const remove = useDeleteServiceRecord();
  return (
    <Confirm
      label="删除"
      message="确定删除这条记录吗？"
      busy={remove.isPending}
      onConfirm={async () => {
        try {
          await remove.mutateAsync({ id: recordId });
          toast.success('成功删除');
        } catch (reason) {
          toast.error(failureText(reason));
        }
      }}
    />
  );
}

/** Deletes a picture or the screenshot of a record ('成功删除'). */
function DeleteImage({ recordId, url, label }: { recordId: number; url: string; label: string }) {
  const toast = useToast();
  const remove = useDeleteRecordImage();
  return (
    <Confirm
      label={label}
      message="确定删除这张图片吗？"
      busy={remove.isPending}
      small
      onConfirm={async () => {
        try {
          await remove.mutateAsync({ id: recordId, url });
          toast.success('成功删除');
        } catch (reason) {
          toast.error(failureText(reason));
        }
      }}
    />
  );
}

function Confirm({ label, message, busy, small, onConfirm }: { label: string; message: string; busy: boolean; small?: boolean; onConfirm: () => void }) {
  return (
    <ConfirmDialog.Root message={message} onConfirm={onConfirm}>
      <ConfirmDialog.Trigger className={small ? `${sc.danger} ${sc.small}` : sc.danger} disabled={busy}>
        {label}
      </ConfirmDialog.Trigger>
      <ConfirmDialog.Content className={sc.loginContent} overlayProps={{ className: sc.overlay }}>
        <ConfirmDialog.Title className={sc.title} />
        <ConfirmDialog.Description style={{ textAlign: 'center', marginBottom: 16 }} />
        <div className={sc.row} style={{ justifyContent: 'center' }}>
          <ConfirmDialog.Cancel className={sc.ghost} />
          <ConfirmDialog.Action className={sc.button} />
        </div>
      </ConfirmDialog.Content>
    </ConfirmDialog.Root>
  );
}

/** A description with its links (http/https only, new window) and pictures. */
function DescriptionText({ text }: { text: string }): ReactNode {
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

function DescriptionView({ record, mine }: { record: DescriptionRecord; mine: boolean }) {
  const images = record.images ?? [];
  return (
    <>
      {record.desc ? <DescriptionText text={record.desc} /> : null}
      {images.length > 0 ? (
        <ul className={sc.thumbs}>
          {images.map((url, i) => (
            <li key={url} className={sc.field}>
              <a href={safeHref(url) ?? undefined} target="_blank" rel="noopener noreferrer">
                <img className={sc.thumb} {...thumbnailImage(url, 96, 96)} alt={`图片 ${i + 1}`} loading="lazy" />
              </a>
              {mine ? <DeleteImage recordId={record.id} url={url} label="删除图片" /> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

function AdView({ record, mine }: { record: AdRecord; mine: boolean }) {
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
        <div className={sc.scroll}>
          <table className={sc.miniTable}>
            <thead>
              <tr>
                <th scope="col">广告位</th>
                <th scope="col">开始</th>
                <th scope="col">结束</th>
                <th scope="col">展示</th>
                <th scope="col">点击</th>
              </tr>
            </thead>
            <tbody>
              {record.records.map((p, i) => (
                <tr key={i}>
                  <td>{p.placeStr}</td>
                  <td>{p.startDate}</td>
                  <td>{p.endDate}</td>
                  <td>{p.showNum}</td>
                  <td>{p.clickNum}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}

/** Uploads a screenshot for a record (creator only): the picture first, then the record's link ('成功上传截图'). */
function UploadScreenshot({ recordId }: { recordId: number }) {
  const toast = useToast();
  const upload = useUploadImage();
  const save = useSaveScreenshot();
  const input = useRef<HTMLInputElement>(null);
  const busy = upload.isPending || save.isPending;
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png"
        hidden
        aria-label="上传截图"
        onChange={async (event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (!file) return;
          const problems = validateImage(file);
          if (problems[0]) {
            toast.error(problems[0].message);
            return;
          }
          try {
            const { url } = await upload.mutateAsync({ image: file });
            await save.mutateAsync({ id: recordId, url });
            toast.success('成功上传截图');
          } catch (reason) {
            toast.error(failureText(reason));
          }
        }}
      />
      <button type="button" className={sc.ghost} disabled={busy} onClick={() => input.current?.click()}>
        {busy ? '上传中…' : '上传截图'}
      </button>
    </>
  );
}

function ArticleView({ record }: { record: ArticleRecord }) {
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
        <div className={sc.scroll}>
          <table className={sc.miniTable}>
            <thead>
              <tr>
                <th scope="col">标题</th>
                <th scope="col">日期</th>
                <th scope="col">位置</th>
                <th scope="col">阅读数</th>
                <th scope="col">广告</th>
              </tr>
            </thead>
            <tbody>
              {record.records.map((a, i) => {
                const href = safeHref(a.url);
                return (
                  <tr key={`${a.url}-${i}`}>
                    <td>
                      {href ? (
                        <a href={href} target="_blank" rel="noopener noreferrer">
                          {a.title}
                        </a>
                      ) : (
                        a.title
                      )}
                    </td>
                    <td>{a.date}</td>
                    <td>{LOC[a.loc] ?? '第三条及以后'}</td>
                    <td>{a.num}</td>
                    <td>{[a.ad1, a.ad2].filter(Boolean).join('、') || '—'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}
