// Generated from openapi/dist/openapi.json by `npm run generate -w @hangjia/sdk`. Do not edit.
import type { OperationMeta } from '../../operation-meta';

export const listTopics = {"id":"listTopics","method":"post","path":"/openapi/v1/vue/topics","tag":"portal","kind":"query","envelope":"json","auth":"session","pathParams":[],"queryParams":[],"body":"json","response":"json","pagination":{"style":"page","page":"page","size":"limit","items":"topics","total":"total","defaultSize":null,"itemId":"id"},"payload":"object","invalidates":[],"files":{}} as const satisfies OperationMeta;
