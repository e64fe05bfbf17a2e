import { useSaveServiceRecord } from '@hangjia/sdk/react';
import { PagerNext, PagerPages, PagerPrevious, PagerRoot, useToast } from '@hangjia/ui';
import type { components } from '@hangjia/sdk';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { DialogShell } from '../../../../components/dialog/dialog-shell';
import * as dialog from '../../../../components/dialog/dialog.css';
import { thumbnailImage } from '../../../../lib/content/thumbnail';
import { userMessage } from '../../../../lib/scope/user-message';
import { adIndustries, bindableAds, type AdIndustry } from '../../sc-binding';
import { AD_PAGE_SIZE, useScQueries } from '../../sc-queries';
import { QueryState } from '../query-state';
import { ACTION_FAILED } from '../sc-feedback';
import * as sc from '../sc.css';

type Ad = components['schemas']['ScAd'];

export interface AdBindingDialogProps {
  itemId: number;
  phone: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Binds an on-shelf ad to a type 2 item: search by industry and keyword (on Enter), 10 a page. */
export function AdBindingDialog({ itemId, phone, open, onOpenChange }: AdBindingDialogProps) {
  const toast = useToast();
  const save = useSaveServiceRecord();
  const [industry, setIndustry] = useState<AdIndustry>('all');
  const [draft, setDraft] = useState('');
  const [key, setKey] = useState('');
  const [page, setPage] = useState(1);
  const [binding, setBinding] = useState<number | null>(null);
  const id = useId();
  const ads = useQuery({ ...useScQueries().adsToBind(industry, key, page), enabled: open, placeholderData: keepPreviousData });
  const offered = bindableAds(ads.data?.items ?? []);
  const total = ads.data?.total ?? 0;

  const bind = async (ad: Ad) => {
    setBinding(ad.id);
    try {
      await save.mutateAsync({ phone, type: 2, itemId, adId: ad.id, adUrl: ad.img.url });
      toast.success('成功绑定广告');
      onOpenChange(false);
    } catch (reason) {
      toast.error(userMessage(reason, ACTION_FAILED));
    } finally {
      setBinding(null);
    }
  };

  return (
    <DialogShell look="panel" className={dialog.medium} open={open} onOpenChange={onOpenChange} title="绑定广告">
      <div className={dialog.body}>
        <fieldset className={sc.radios}>
          <legend>行业</legend>
          {adIndustries.map((o) => (
            <label key={o.value}>
              <input
                type="radio"
                name={`${id}-industry`}
                value={o.value}
                checked={industry === o.value}
                onChange={() => {
                  setIndustry(o.value);
                  setPage(1);
                }}
              />
              {o.label}
            </label>
          ))}
        </fieldset>
        <div className={sc.field}>
          <label className={sc.label} htmlFor={`${id}-key`}>
            关键词（回车搜索）
          </label>
          <input
            id={`${id}-key`}
            type="search"
            className={sc.textInput}
            value={draft}
            enterKeyHint="search"
            onChange={(e) => setDraft(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              setKey(draft.trim());
              setPage(1);
            }}
          />
        </div>
        <QueryState query={ads} empty={offered.length === 0 && total === 0 && '没有可绑定的广告'}>
          {offered.length === 0 ? (
            <p className={sc.muted}>本页没有上架中的广告</p>
          ) : (
            <ul className={sc.adList} aria-label="可绑定的广告">
              {offered.map((ad) => (
                <li key={ad.id} className={sc.adRow}>
                  <img className={sc.adImg} {...thumbnailImage(ad.img.url, 120, 68)} alt="" loading="lazy" />
                  <div>
                    <div>{ad.title}</div>
                    <div className={sc.muted}>
                      {ad.date}
                      {ad.bak ? ` · ${ad.bak}` : ''}
                    </div>
                  </div>
                  <button type="button" className={sc.button} disabled={binding !== null} aria-label={`绑定 ${ad.title}`} onClick={() => void bind(ad)}>
                    {binding === ad.id ? '绑定中…' : '绑定'}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {total > AD_PAGE_SIZE ? (
            <PagerRoot className={sc.pagerRow} page={page} onPageChange={setPage} total={total} pageSize={AD_PAGE_SIZE} labels={{ nav: '广告分页' }}>
              <PagerPrevious />
              <PagerPages />
              <PagerNext />
            </PagerRoot>
          ) : null}
        </QueryState>
      </div>
    </DialogShell>
  );
}
