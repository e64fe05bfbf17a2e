// Generated from openapi/dist/openapi.json by `npm run generate -w @hangjia/sdk`. Do not edit.
import type { OperationMeta } from '../../operation-meta';

export const listMyClients = {"id":"listMyClients","method":"get","path":"/openapi/v1/vue/myClient","tag":"sc","kind":"query","envelope":"json","auth":"sc","pathParams":[],"queryParams":["phone"],"body":null,"response":"json","pagination":null,"payload":"array","invalidates":[],"files":{}} as const satisfies OperationMeta;
