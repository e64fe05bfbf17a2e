import { useDownloadReport } from '@hangjia/sdk/react';
import { useToast } from '@hangjia/ui';
import { userMessage } from '../../../../lib/scope/user-message';
import { saveFile } from '../sc-feedback';
import * as sc from '../sc.css';

const REPORT_FILE = '服务报告.xlsx';

/** Downloads the item's report as a file named by the server (服务报告.xlsx); a JSON failure is shown. */
export function DownloadReport({ itemId }: { itemId: number }) {
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
          toast.error(userMessage(reason, '报告下载失败'));
        }
      }}
    >
      {download.isPending ? '下载中…' : '下载服务报告'}
    </button>
  );
}
