// Generated from openapi/dist/openapi.json by `npm run generate -w @hangjia/sdk`. Do not edit.
import type { OperationMeta } from '../../operation-meta';

export const listResearchVideos = {"id":"listResearchVideos","method":"get","path":"/partner/research_video_list","tag":"events","kind":"query","envelope":"data","auth":"session","pathParams":[],"queryParams":["limit","date"],"body":null,"response":"json","pagination":{"style":"cursor","cursor":"date","limit":"limit","items":".","itemCursor":"date","cursorFormat":"datetime","defaultLimit":null,"itemId":"id"},"payload":"array","invalidates":[],"files":{}} as const satisfies OperationMeta;
