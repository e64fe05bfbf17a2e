// Generated from openapi/dist/openapi.json by `npm run generate -w @hangjia/sdk`. Do not edit.
import type { OperationMeta } from '../../operation-meta';

export const listDiscerns = {"id":"listDiscerns","method":"post","path":"/openapi/v1/vue/discerns","tag":"portal","kind":"query","envelope":"json","auth":"session","pathParams":[],"queryParams":[],"body":"json","response":"json","pagination":{"style":"page","page":"pageindex","size":"pagesize","items":"list","totalPages":"totalPageNum","defaultSize":null,"itemId":"id"},"payload":"object","invalidates":[],"files":{}} as const satisfies OperationMeta;
