// Generated from openapi/dist/openapi.json by `npm run generate -w @hangjia/sdk`. Do not edit.
import type { OperationMeta } from '../../operation-meta';

export const getClient = {"id":"getClient","method":"get","path":"/openapi/v1/vue/client/{id}","tag":"sc","kind":"query","envelope":"json","auth":"sc","pathParams":["id"],"queryParams":[],"body":null,"response":"json","pagination":null,"payload":"object","invalidates":[],"files":{}} as const satisfies OperationMeta;
