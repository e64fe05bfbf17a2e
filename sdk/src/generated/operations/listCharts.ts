// Generated from openapi/dist/openapi.json by `npm run generate -w @hangjia/sdk`. Do not edit.
import type { OperationMeta } from '../../operation-meta';

export const listCharts = {"id":"listCharts","method":"get","path":"/openapi/v1/vue/sc/chart/list","tag":"sc","kind":"query","envelope":"json","auth":"sc","pathParams":[],"queryParams":["key","page","limit","type","open"],"body":null,"response":"json","pagination":{"style":"page","page":"page","size":"limit","items":"data","total":"total","defaultSize":18,"itemId":"id"},"payload":"object","invalidates":[],"files":{}} as const satisfies OperationMeta;
