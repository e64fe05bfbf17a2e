// Generated from openapi/dist/openapi.json by `npm run generate -w @hangjia/sdk`. Do not edit.
import type { OperationMeta } from '../../operation-meta';

export const listDiscernsByCursor = {"id":"listDiscernsByCursor","method":"post","path":"/openapi/v1/vue/discerns/cursor","tag":"portal","kind":"query","envelope":"json","auth":"session","pathParams":[],"queryParams":[],"body":"json","response":"json","pagination":{"style":"cursor","cursor":"date","limit":"limit","items":"list","itemCursor":"date","cursorFormat":"datetime","defaultLimit":20,"itemId":"id"},"payload":"object","invalidates":[],"files":{}} as const satisfies OperationMeta;
