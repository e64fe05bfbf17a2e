// Generated from openapi/dist/openapi.json by `npm run generate -w @hangjia/sdk`. Do not edit.
import type { OperationMeta } from '../../operation-meta';

export const searchAds = {"id":"searchAds","method":"post","path":"/openapi/v1/liteapi/v2/streamad/datas","tag":"ads","kind":"query","envelope":"json","auth":"session","pathParams":[],"queryParams":[],"body":"json","response":"json","pagination":{"style":"page","page":"page","size":"limit","items":"items","total":"total","defaultSize":10,"itemId":"id"},"payload":"object","invalidates":[],"files":{}} as const satisfies OperationMeta;
