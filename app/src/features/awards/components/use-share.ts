import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useShareQueries } from '../../../components/share/share-queries';

export interface ShareContent {
  title: string;
  desc: string;
  /** An absolute image URL. */
  imgUrl: string;
}

interface WxShare {
  config(options: Record<string, unknown>): void;
  ready(callback: () => void): void;
  updateTimelineShareData?(data: Record<string, unknown>): void;
  updateAppMessageShareData?(data: Record<string, unknown>): void;
}

/**
 * Messenger sharing (timeline and chat): signs the page URL (without its hash) through the share
 * signature call and hands the parameters to the messenger's SDK when the page runs inside it
 * (`window.wx`); the site loads no SDK itself.
 */
export function useShare(content: ShareContent) {
  const shareQueries = useShareQueries();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => setUrl(window.location.href.split('#')[0]!), []);
  const { data: signature } = useQuery({ ...shareQueries.signature(url ?? ''), enabled: url !== null });
  const { title, desc, imgUrl } = content;
  useEffect(() => {
    const wx = (window as unknown as { wx?: WxShare }).wx;
    if (!signature || !url || !wx) return;
    wx.config({ debug: false, appId: signature.appid, timestamp: signature.timestamp, nonceStr: signature.nonceStr, signature: signature.signature, jsApiList: ['updateTimelineShareData', 'updateAppMessageShareData'] });
    wx.ready(() => {
      const data = { title, desc, link: url, imgUrl };
      wx.updateTimelineShareData?.(data);
      wx.updateAppMessageShareData?.(data);
    });
  }, [signature, url, title, desc, imgUrl]);
  return { url, signed: Boolean(signature) };
}
