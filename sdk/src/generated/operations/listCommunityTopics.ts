// Generated from openapi/dist/openapi.json by `npm run generate -w @hangjia/sdk`. Do not edit.
import type { OperationMeta } from '../../operation-meta';

export const listCommunityTopics = {"id":"listCommunityTopics","method":"post","path":"/openapi/v1/vue/community/topics","tag":"portal","kind":"query","envelope":"json","auth":"session","pathParams":[],"queryParams":[],"body":"json","response":"json","pagination":{"style":"cursor","cursor":"date","limit":"limit","items":".","itemCursor":"date","cursorFormat":"datetime","defaultLimit":null,"itemId":"id"},"payload":"array","invalidates":[],"files":{}} as const satisfies OperationMeta;
