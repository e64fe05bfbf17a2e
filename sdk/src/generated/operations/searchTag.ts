// Generated from openapi/dist/openapi.json by `npm run generate -w @hangjia/sdk`. Do not edit.
import type { OperationMeta } from '../../operation-meta';

export const searchTag = {"id":"searchTag","method":"post","path":"/openapi/v1/vue/searchTag","tag":"search","kind":"query","envelope":"json","auth":"session","pathParams":[],"queryParams":[],"body":"json","response":"json","pagination":null,"payload":"object","invalidates":[],"files":{}} as const satisfies OperationMeta;
