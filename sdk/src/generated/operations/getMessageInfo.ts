// Generated from openapi/dist/openapi.json by `npm run generate -w @hangjia/sdk`. Do not edit.
import type { OperationMeta } from '../../operation-meta';

export const getMessageInfo = {"id":"getMessageInfo","method":"get","path":"/openapi/v1/vue/messageInfo","tag":"questions","kind":"query","envelope":"json","auth":"session","pathParams":[],"queryParams":["type","id"],"body":null,"response":"json","pagination":null,"payload":"object","invalidates":[],"files":{}} as const satisfies OperationMeta;
