import { useEffect } from 'react';
import { useShareSignature } from '../../../components/share/share-queries';

export interface ShareContent {
  title: string;
  desc: string;
  /** An absolute image URL. */
  imgUrl: string;
}

interface WxSdk {
  config(options: Record<string, unknown>): void;
  ready(callback: () => void): void;
  updateTimelineShareData?(data: Record<string, unknown>): void;
  updateAppMessageShareData?(data: Record<string, unknown>): void;
}

/**
 * Messenger sharing (timeline and chat): hands the signature of the page's address
 * (`useShareSignature`) and what to share to the messenger's SDK when the page runs inside it
 * (`window.wx`); the site loads no SDK itself. A part of the page of its own that renders nothing,
 * so that the signature's answer renders nothing else again.
 */
export function WxShare({ title, desc, imgUrl }: ShareContent) {
  const { url, signature } = useShareSignature();
  useEffect(() => {
    const wx = (window as unknown as { wx?: WxSdk }).wx;
    if (!signature || !url || !wx) return;
    wx.config({ debug: false, appId: signature.appid, timestamp: signature.timestamp, nonceStr: signature.nonceStr, signature: signature.signature, jsApiList: ['updateTimelineShareData', 'updateAppMessageShareData'] });
    wx.ready(() => {
      const data = { title, desc, link: url, imgUrl };
      wx.updateTimelineShareData?.(data);
      wx.updateAppMessageShareData?.(data);
    });
  }, [signature, url, title, desc, imgUrl]);
  return null;
}
