// Generated from openapi/dist/openapi.json by `npm run generate -w @hangjia/sdk`. Do not edit.
import type { OperationMeta } from '../../operation-meta';

export const listNotices = {"id":"listNotices","method":"get","path":"/openapi/v1/vue/sc/notices","tag":"sc","kind":"query","envelope":"json","auth":"sc","pathParams":[],"queryParams":["page","limit","tag"],"body":null,"response":"json","pagination":{"style":"page","page":"page","size":"limit","items":"data","defaultSize":18,"itemId":null},"payload":"object","invalidates":[],"files":{}} as const satisfies OperationMeta;
