// Generated from openapi/dist/openapi.json by `npm run generate -w @hangjia/sdk`. Do not edit.
import type { OperationMeta } from '../../operation-meta';

export const listFiles = {"id":"listFiles","method":"get","path":"/openapi/v1/vue/files","tag":"files","kind":"query","envelope":"json","auth":"session","pathParams":[],"queryParams":["industry","pageNum","limit"],"body":null,"response":"json","pagination":{"style":"page","page":"pageNum","size":"limit","items":"list","total":"total","defaultSize":20,"itemId":"id"},"payload":"object","invalidates":[],"files":{}} as const satisfies OperationMeta;
